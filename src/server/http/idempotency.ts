import "server-only";
import type { Locale } from "@/domain/locales";
import { sentence, type Sentence } from "@/domain/sentences";
import { wordIn } from "../i18n/sentences";
import { randomUUID } from "node:crypto";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeysForUser,
  findIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyRecord,
} from "../db/idempotency-keys";

/**
 * The Idempotency-Key contract of the API's POSTs (docs/api.md, "Idempotency keys"): the first request
 * with a key runs, and its answer (status and JSON body) is kept for a day under the user and
 * key; a repeat gets that answer again without running, on any instance, since the database
 * decides who holds a key. A first request that fails on our side (5xx, thrown, the client
 * gone) lets the key go, so a retry runs afresh.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** How long a key holds its answer. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A key still pending after this long belongs to a request whose instance died; it may be taken over. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
/** How long a repeat waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_EVERY_MS = 50;
/** Answers larger than this are not kept: a repeat is then told the request was already made. */
const STORED_BODY_LIMIT = 1024 * 1024;

/** 1 to 200 printable ASCII characters (a UUID is 36). */
const WELL_FORMED_KEY = /^[\x20-\x7e]{1,200}$/;

/** How the route wrapper turns a thrown error into its answer (null for a failure of ours). */
export type ErrorAnswerOf = (err: unknown) => Promise<{ status: number; body: unknown } | null>;


interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
}

/** The key's own answers say their sentence in the asker's language (English for a token). */
type Say = (said: Sentence) => Promise<string>;

async function plainAnswer(say: Say, status: number, said: Sentence, headers: Record<string, string> = {}): Promise<Response> {
  return Response.json({ error: await say(said) }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Still running: try again in a second (the client keeps its key for that retry). */
const stillRunning = (say: Say) => plainAnswer(say, 409, sentence("idempotency.stillRunning"), { "Retry-After": "1" });

/**
 * Runs `run` once per key: without the header it simply runs; with a malformed key it is a
 * 400; a key already used for another method or path is a 422; a key whose first request is
 * still running is waited for, then replayed (or 409 if it takes too long).
 */
export async function answerOnce(
  { userId, req, language }: { userId: string; req: Request; language: () => Promise<Locale> },
  run: () => Promise<Response>,
  errorAnswerOf: ErrorAnswerOf,
): Promise<Response> {
  const say: Say = async (said) => wordIn(said, await language().catch((): Locale => "en"));
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return run();
  if (!WELL_FORMED_KEY.test(key)) {
    return plainAnswer(say, 400, sentence("idempotency.malformed"));
  }
  const url = new URL(req.url);
  const request: KeyedRequest = { userId, key, method: req.method, path: url.pathname + url.search };
  const claim = randomUUID();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await claimKey(request, claim)) return runClaimed(request, claim, req, run, errorAnswerOf);
    const record = await findIdempotencyKey(request);
    // No row: the first request failed and let the key go; claim it again.
    if (!record && Date.now() < deadline) continue;
    if (!record) return stillRunning(say);
    if (record.method !== request.method || record.path !== request.path) {
      return plainAnswer(say, 422, sentence("idempotency.otherRequest"));
    }
    if (record.state === "done") return replay(record, say);
    if (Date.now() >= deadline) {
      return stillRunning(say);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

async function claimKey(request: KeyedRequest, claim: string): Promise<boolean> {
  const now = new Date();
  const expiredBefore = new Date(now.getTime() - KEY_LIFETIME_MS);
  const won = await claimIdempotencyKey({ ...request, claim, now, expiredBefore, abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS) });
  // A new key is the moment to clear the user's keys that no longer count.
  if (won) await deleteExpiredIdempotencyKeysForUser({ userId: request.userId, before: expiredBefore });
  return won;
}

/** The handler's answer, kept under the key when it is the client's to keep (below 500). */
async function runClaimed(request: KeyedRequest, claim: string, req: Request, run: () => Promise<Response>, errorAnswerOf: ErrorAnswerOf): Promise<Response> {
  const held = { userId: request.userId, key: request.key, claim };
  let res: Response;
  try {
    res = await run();
  } catch (err) {
    const answer = await errorAnswerOf(err);
    if (answer && answer.status < 500 && !req.signal.aborted) {
      await completeIdempotencyKey({ ...held, status: answer.status, body: JSON.stringify(answer.body) });
    } else {
      await releaseIdempotencyKey(held);
    }
    throw err;
  }
  if (res.status >= 500) {
    await releaseIdempotencyKey(held);
    return res;
  }
  const text = await res.text();
  await completeIdempotencyKey({ ...held, status: res.status, body: keepableBody(res, text) });
  return new Response(text === "" ? null : text, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** The body as kept: "" for none, the JSON text, or null for one not kept (too large, not JSON). */
function keepableBody(res: Response, text: string): string | null {
  if (text === "") return "";
  const json = res.headers.get("content-type")?.toLowerCase().startsWith("application/json") ?? false;
  return json && Buffer.byteLength(text) <= STORED_BODY_LIMIT ? text : null;
}

async function replay(record: IdempotencyRecord, say: Say): Promise<Response> {
  const headers: Record<string, string> = { "Cache-Control": "no-store", [REPLAYED_HEADER]: "true" };
  if (record.body === null) {
    return Response.json({ error: await say(sentence("idempotency.alreadyMade")) }, { status: 409, headers });
  }
  if (record.body === "") return new Response(null, { status: record.status ?? 200, headers });
  return new Response(record.body, { status: record.status ?? 200, headers: { ...headers, "Content-Type": "application/json" } });
}
