import type { Quantity } from "./constants";

/**
 * Changes made at the bar while offline, kept on the device until the server has them
 * (docs/offline.md). Each carries the Idempotency-Key it was given when it was kept, so that
 * sending it again after a lost answer or a reload writes it once.
 */
export interface MadeRoundBody {
  servings: number;
  rating: number | null;
  pours: { ingredientIndex: number; barItemId: string }[];
}

/** "I made this": against the user's recipe, or a catalogue cocktail that is copied first. */
export interface QueuedRound {
  kind: "made";
  title: string;
  recipeId: string | null;
  catalogueId: string | null;
  body: MadeRoundBody;
  /** the key of the catalogue copy's POST (when there is one) and of the round's */
  importKey: string;
  madeKey: string;
}

/** A bottle's level, set from the station or the bar. */
export interface QueuedLevel {
  kind: "level";
  barItemId: string;
  name: string;
  quantity: Quantity;
  key: string;
}

export type QueuedChangeBody = QueuedRound | QueuedLevel;

export interface QueuedProblem {
  message: string;
  details: string[];
  status?: number;
}

export type QueuedChange = QueuedChangeBody & {
  /** the order it was made in, given by the store */
  seq: number;
  /** whose change it is: sent only while that user is signed in on the device */
  userKey: string;
  queuedAt: number;
  /** refused: the server said no (a 4xx), kept with its reason until the user dismisses it */
  state: "waiting" | "refused";
  problem?: QueuedProblem;
};

/** What to do after an answer: done, try again later (no answer, the server's fault, busy), or refused for good. */
export type SendOutcome = "sent" | "retry" | "refused";

/** `status` null: no answer came (offline, the connection dropped). */
export function sendOutcome(status: number | null, retryAfter: string | null = null): SendOutcome {
  if (status === null) return "retry";
  if (status >= 200 && status < 300) return "sent";
  // 409 with Retry-After: the first request with this key is still running.
  if ((status === 409 && retryAfter !== null) || status === 408 || status === 429 || status >= 500) return "retry";
  // A 401 means the session ended: the change waits for its user to sign in again.
  if (status === 401) return "retry";
  return "refused";
}

const LEVEL_WORDS: Record<Quantity, string> = {
  FULL: "marked full",
  HALF: "marked half full",
  LOW: "marked running low",
  EMPTY: "marked empty",
};

/** The change as the user would name it: "Negroni × 2", "Campari marked empty". */
export function describeChange(change: QueuedChangeBody): string {
  if (change.kind === "level") return `${change.name} ${LEVEL_WORDS[change.quantity] ?? `set to ${change.quantity.toLowerCase()}`}`;
  const { servings, rating } = change.body;
  return `${change.title}${servings > 1 ? ` × ${servings}` : ""}${rating ? `, rated ${rating} out of 5` : ""}`;
}

function changes(n: number): string {
  return n === 1 ? "1 change" : `${n} changes`;
}

export interface QueueState {
  online: boolean;
  waiting: number;
  /** sending now */
  sending: boolean;
  /** sent since the last time the banner was quiet */
  justSent: number;
}

/** The banner's sentence, or null when there is nothing to say. Refusals are said apart. */
export function bannerSentence({ online, waiting, sending, justSent }: QueueState): string | null {
  if (!online) return waiting === 0 ? "Offline — showing what was last saved on this device." : `Offline — ${changes(waiting)} waiting.`;
  if (waiting > 0) return sending ? `Sending ${changes(waiting)}…` : `${changes(waiting)} waiting to be sent.`;
  if (justSent > 0) return `Back online — ${changes(justSent)} sent.`;
  return null;
}
