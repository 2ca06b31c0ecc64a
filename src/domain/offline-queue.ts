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

/** The change as the user would name it ("Negroni × 2", "Campari marked empty"): a message of the `offline.change` namespace and its values. */
export type ChangeMessage =
  | { key: "round"; values: { title: string; servings: number; rated: "yes" | "no"; rating: number } }
  | { key: "level"; values: { name: string; quantity: Quantity } };

export function changeMessage(change: QueuedChangeBody): ChangeMessage {
  if (change.kind === "level") return { key: "level", values: { name: change.name, quantity: change.quantity } };
  const { servings, rating } = change.body;
  return { key: "round", values: { title: change.title, servings, rated: rating ? "yes" : "no", rating: rating ?? 0 } };
}

export interface QueueState {
  online: boolean;
  waiting: number;
  /** sending now */
  sending: boolean;
  /** sent since the last time the banner was quiet */
  justSent: number;
}

/** What the banner says (a message of the `offline.banner` namespace and its count), or null for nothing. Refusals are said apart. */
export function bannerMessage({ online, waiting, sending, justSent }: QueueState): { key: "offlineNothing" | "offlineWaiting" | "sending" | "waiting" | "sent"; count: number } | null {
  if (!online) return waiting === 0 ? { key: "offlineNothing", count: 0 } : { key: "offlineWaiting", count: waiting };
  if (waiting > 0) return { key: sending ? "sending" : "waiting", count: waiting };
  if (justSent > 0) return { key: "sent", count: justSent };
  return null;
}
