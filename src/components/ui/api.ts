/**
 * Same-origin JSON calls from the pages to the API, with the API's error bodies
 * ({error, issues?}) turned into something a person can read.
 */
export interface ApiProblem {
  message: string;
  details: string[];
  /** the HTTP status, when the server answered */
  status?: number;
  /** for a 409 about a duplicate: the record already there, as the API shows it */
  existing?: unknown;
  /** set when the page wrote the message itself (no sentence from the server): the page says it in its language */
  own?: "session" | "tooLarge" | "server" | "failed" | "network";
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem };

interface ErrorBody {
  error?: unknown;
  issues?: unknown;
  existing?: unknown;
}

/** An issue's sentence: each one already says which field it is about, so the path is not shown. */
export function issueText(issue: unknown): string | null {
  if (!issue || typeof issue !== "object") return typeof issue === "string" ? issue : null;
  const { message } = issue as { message?: unknown };
  return typeof message === "string" && message ? message : null;
}

/** The API's word for "see the issues"; the page shows the issues' sentences instead. */
const VALIDATION_FAILED = "Validation failed";

/** Reads an error answer (JSON or not) into a message and a list of details. */
export function problemFrom(status: number, body: unknown): ApiProblem {
  const err = (body && typeof body === "object" ? body : {}) as ErrorBody;
  // Our API says {error}; better-auth's endpoints (/api/auth/...) say {message}.
  const said = err.error ?? (err as { message?: unknown }).message;
  let message = typeof said === "string" && said ? said : "";
  let own: ApiProblem["own"];
  if (!message) {
    if (status === 413) [message, own] = ["Payload too large", "tooLarge"];
    else if (status >= 500) [message, own] = ["The server had a problem. Try again in a moment.", "server"];
    else [message, own] = [`The request failed (${status}).`, "failed"];
  }
  if (status === 401) [message, own] = ["Your session has ended. Sign in again.", "session"];
  const sentences = Array.isArray(err.issues) ? [...new Set(err.issues.map(issueText).filter((t): t is string => Boolean(t)))] : [];
  if (sentences.length > 0 && (message === VALIDATION_FAILED || message === sentences[0])) {
    return { message: sentences[0]!, details: sentences.slice(1, 10), status };
  }
  const problem: ApiProblem = { message, details: sentences.slice(0, 10), status };
  if (own) problem.own = own;
  if (err.existing !== undefined) problem.existing = err.existing;
  return problem;
}

export const NETWORK_PROBLEM: ApiProblem = {
  message: "The server could not be reached. Check your connection and try again.",
  details: [],
  own: "network",
};

/** A response's body as the API's answer: its data, or the problem it reports. */
async function answerOf<T>(res: Response): Promise<ApiResult<T>> {
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!res.ok) return { ok: false, problem: problemFrom(res.status, parsed) };
  return { ok: true, data: parsed as T };
}

/**
 * Idempotency keys of the creates in flight, or whose last try got no answer, by what they
 * send: the same request sent again (a retry after a lost connection, a second tap that got
 * past its button) carries the same key, so the server writes it once. A moment after the
 * server has answered, the next request, even an identical one, is a new intent with a new key.
 */
const intentKeys = new Map<string, string>();

/** A random key from getRandomValues, which (unlike randomUUID) also works on plain http. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The key for this intent: the one a same request in flight or without an answer has, or a new one. */
export function idempotencyKeyFor(intent: string): string {
  const key = intentKeys.get(intent) ?? newIdempotencyKey();
  intentKeys.set(intent, key);
  return key;
}

/**
 * A tap this soon after the same request was answered is the second half of a double tap
 * that landed after the first was done (a fast server): it keeps the key, and gets the same answer.
 */
const DOUBLE_TAP_MS = 1_000;

/**
 * The server answered the request sent with `key`: its intent is settled a moment later,
 * unless the answer says the first request with the key is still running (409 with
 * Retry-After), when a retry must keep the key.
 */
export function settleIdempotencyKey(intent: string, key: string, status: number, retryAfter: string | null): void {
  if (status === 409 && retryAfter !== null) return;
  setTimeout(() => {
    if (intentKeys.get(intent) === key) intentKeys.delete(intent);
  }, DOUBLE_TAP_MS);
}

/** A create sends an Idempotency-Key; better-auth's own endpoints are left as they are. */
function intentOf(method: string, url: string, body: string): string | null {
  if (method !== "POST" || url.startsWith("/api/auth/")) return null;
  return `${method} ${url} ${body}`;
}

/** The intent `sendJson` gives this request, whose key `idempotencyKeyFor` answers (null: it sends none). */
export function jsonIntent(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): string | null {
  return intentOf(method, url, body === undefined ? "" : JSON.stringify(body));
}

/** The request got no answer at all (offline, or the connection dropped): it may be kept to send later. */
export function isNetworkProblem(problem: ApiProblem): boolean {
  return problem === NETWORK_PROBLEM;
}

/** What identifies a file or text sent as a body, for its intent. */
export function bodyIdentity(body: Blob | string): string {
  if (typeof body === "string") return body;
  const file = body as Partial<File>;
  return `blob ${file.name ?? ""} ${body.size} ${body.type} ${file.lastModified ?? ""}`;
}

async function send<T>(url: string, init: RequestInit, intent: string | null = null): Promise<ApiResult<T>> {
  const key = intent === null ? null : idempotencyKeyFor(intent);
  const headers = new Headers(init.headers);
  if (key !== null) headers.set("Idempotency-Key", key);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, credentials: "same-origin" });
  } catch {
    return { ok: false, problem: NETWORK_PROBLEM };
  }
  if (intent !== null && key !== null) settleIdempotencyKey(intent, key, res.status, res.headers.get("Retry-After"));
  return answerOf<T>(res);
}

/** GETs a JSON answer; `signal` lets a page stop asking when it goes away. */
export function getJson<T = unknown>(url: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  return send<T>(url, { method: "GET", signal });
}

export function sendJson<T = unknown>(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<ApiResult<T>> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return send<T>(
    url,
    { method, headers: text === undefined ? undefined : { "Content-Type": "application/json" }, body: text },
    intentOf(method, url, text ?? ""),
  );
}

/** POSTs a file or text as the body itself (the import reads the format from the content). */
export function sendBody<T = unknown>(url: string, body: Blob | string): Promise<ApiResult<T>> {
  return send<T>(url, { method: "POST", body }, intentOf("POST", url, bodyIdentity(body)));
}
