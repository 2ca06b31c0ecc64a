import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { NotFoundError, TooLargeError, UnsupportedTypeError } from "@/domain/errors";
import { parseWith } from "@/domain/schemas/parse";
import { getSessionUser, type SessionUser } from "../auth/better-auth";
import { REVALIDATE_EVERY_USE } from "../platform/conditional-get";
import { domainErrorAnswer, logStoreFailure, type DomainErrorAnswer, type ErrorBody } from "./domain-error-answer";
import { answerOnce } from "./idempotency";
import { describeError, log } from "../platform/log";
import { isCrossSiteWrite } from "../platform/origins";
import { enforceRateLimits, type RateLimitName } from "../limits/rate-limits";

/**
 * The API's shared conventions, in one place: the route wrappers (session, same-origin
 * rule for writes, typed params), the one table from errors to responses, the logged
 * 500, the JSON body cap and validation.
 */
export type { ErrorBody };

/** An answer only the HTTP layer gives (no session, a cross-origin write, a body that is not JSON). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}

/** The client's mistake (or a full or unreachable store) as status and body, or null for anything else (a bug, a broken database). */
function clientErrorAnswer(err: unknown): DomainErrorAnswer | null {
  if (err instanceof HttpError) return { status: err.status, body: err.body };
  return domainErrorAnswer(err);
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export function jsonResponse(data: unknown, status = 200, headers?: HeadersInit): Response {
  const res = Response.json(data, { status, headers });
  res.headers.set("Cache-Control", "no-store");
  return res;
}

/**
 * A private answer that the client keeps and asks again about with If-None-Match: the JSON
 * bytes with their ETag, or 304 when `body` is null (the client's copy is current).
 */
export function revalidatedJsonResponse(body: Uint8Array<ArrayBuffer> | null, etag: string): Response {
  const headers = { ETag: etag, "Cache-Control": REVALIDATE_EVERY_USE };
  if (body === null) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

/** A route's dynamic segments, as Next hands them over. */
type RouteParams = Record<string, string | string[]>;
type NoParams = Record<string, never>;

/** What Next calls: the request and a context whose params are still a promise. */
type NextRouteHandler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

export interface PublicRouteContext<P> {
  req: Request;
  params: P;
}

export interface UserRouteContext<P> extends PublicRouteContext<P> {
  user: SessionUser;
}

/**
 * The same-origin check for writes, then the handler; a client mistake becomes its JSON
 * answer and anything else a logged 500 with a request id (never the stack).
 */
function handleRequest<P>(handler: (req: Request, params: P) => Promise<Response>): NextRouteHandler<P> {
  return async (req, ctx) => {
    const requestId = req.headers.get("x-request-id")?.match(/^[\w-]{1,64}$/)?.[0] ?? randomUUID();
    try {
      if (isCrossSiteWrite(req)) throw new HttpError(403, { error: "Forbidden" });
      const res = await handler(req, await ctx.params);
      res.headers.set("X-Request-Id", requestId);
      return res;
    } catch (err) {
      const answer = clientErrorAnswer(err);
      if (answer) {
        logStoreFailure(answer, err, { requestId, method: req.method, path: new URL(req.url).pathname });
        return jsonResponse(answer.body, answer.status, { ...answer.headers, "X-Request-Id": requestId });
      }
      // The client went away (an aborted upload): no failure of ours, and nobody to answer.
      // The front server logs it at info (src/server/http/front/server.ts).
      if (req.signal.aborted) return new Response(null, { status: 499 });
      log.error("request failed", {
        requestId,
        method: req.method,
        path: new URL(req.url).pathname,
        ...describeError(err),
      });
      return jsonResponse({ error: "Internal server error" }, 500, { "X-Request-Id": requestId });
    }
  };
}

export interface UserRouteOptions {
  /** A limit per user on this route (counted after the session is known, before the body is read). */
  rateLimit?: RateLimitName;
}

/**
 * A path segment with a control character names no record: ids never hold one, and PostgreSQL
 * refuses a NUL in any text it is asked to compare. The answer is the usual 404.
 */
function namesNoRecord(params: RouteParams | undefined): boolean {
  return Object.values(params ?? {}).some((value) => (Array.isArray(value) ? value : [value]).some((s) => /[\u0000-\u001f\u007f]/.test(s)));
}

/**
 * A route for signed-in users: without a valid session it answers a JSON 401 (never a
 * redirect). A POST with an Idempotency-Key answers a repeat of the key with its first answer.
 */
export function userRoute<P extends RouteParams = NoParams>(
  handler: (ctx: UserRouteContext<P>) => Promise<Response>,
  options: UserRouteOptions = {},
): NextRouteHandler<P> {
  return handleRequest(async (req, params: P) => {
    const user = await getSessionUser(req.headers);
    if (!user) throw new HttpError(401, { error: "Unauthorized" });
    if (options.rateLimit) await enforceRateLimits([[options.rateLimit, user.id]]);
    if (namesNoRecord(params)) throw new NotFoundError();
    const run = () => handler({ user, req, params });
    // A POST that carries an Idempotency-Key runs once per key (src/server/http/idempotency.ts).
    return req.method === "POST" ? answerOnce({ userId: user.id, req }, run, clientErrorAnswer) : run();
  });
}

/** A route anyone may call; each use is a deliberate exception (health check, a fixed 404). */
export function publicRoute<P extends RouteParams = NoParams>(
  handler: (ctx: PublicRouteContext<P>) => Promise<Response>,
): NextRouteHandler<P> {
  return handleRequest((req, params: P) => handler({ req, params }));
}

/** Reads at most `limit` bytes of a body, answering 413 past it without buffering the rest. */
export async function readBodyCapped(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new TooLargeError();
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface ReadJsonOptions {
  /**
   * The recipe spec says an unparseable body "leads to the 500 response"; elsewhere a
   * malformed body is the client's mistake and answers 400.
   */
  malformed?: "bad-request" | "internal-error";
}

/**
 * Whether a Content-Type names JSON in UTF-8 (the only encoding JSON may travel in):
 * `application/json`, with no charset or charset=utf-8.
 */
function isJsonContentType(contentType: string | null): boolean {
  const [type = "", ...params] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  const charset = params.find((p) => p.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "");
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The one JSON body reader: 415 unless the body is declared as JSON (a cross-site form can
 * only send text/plain, urlencoded or multipart), 413 past 1 MB, 400 for bytes that are not
 * UTF-8 (never replaced silently), then the parse.
 */
export async function readJson(req: Request, options: ReadJsonOptions = {}): Promise<unknown> {
  if (!isJsonContentType(req.headers.get("content-type"))) throw new UnsupportedTypeError("Expected application/json");
  const bytes = await readBodyCapped(req, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new HttpError(400, { error: "Body is not valid UTF-8" });
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    if (options.malformed === "internal-error") throw new Error("Malformed JSON body", { cause: err });
    throw new HttpError(400, { error: "Invalid JSON body" });
  }
}

/**
 * Reads a multipart/form-data body of at most `limit` bytes and validates its fields
 * (the first value of each name); 415 for another content type, 400 for a broken body.
 */
export async function readFormWith<S extends z.ZodType>(req: Request, schema: S, limit: number): Promise<z.output<S>> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UnsupportedTypeError("Expected multipart/form-data");
  const body = await readBodyCapped(req, limit);
  let form: FormData;
  try {
    // readBodyCapped returns a Buffer over a plain ArrayBuffer.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, { error: "Invalid multipart body" });
  }
  return parseWith(schema, Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.get(name)])));
}

/** Reads and validates a JSON body in one step; a failure answers 400 {error: "Validation failed", issues}. */
export async function readJsonWith<S extends z.ZodType>(
  req: Request,
  schema: S,
  options?: ReadJsonOptions,
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(req, options));
}
