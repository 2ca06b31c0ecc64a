import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { getConfig } from "./config";
import { describeError, log } from "./log";

/**
 * The API's shared conventions, in one place: the error bodies, the JSON body cap,
 * validation, the same-origin rule for writes, and the logged 500.
 */
export interface ErrorBody {
  error: string;
  issues?: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}

/** Every error the API answers with, so bodies are spelled one way everywhere. */
export const httpErrors = {
  unauthorized: () => new HttpError(401, { error: "Unauthorized" }),
  forbidden: () => new HttpError(403, { error: "Forbidden" }),
  notFound: (what = "Not found") => new HttpError(404, { error: what }),
  validation: (issues: unknown) => new HttpError(400, { error: "Validation failed", issues }),
  invalidJson: () => new HttpError(400, { error: "Invalid JSON body" }),
  payloadTooLarge: () => new HttpError(413, { error: "Payload too large" }),
  unsupportedMediaType: (error = "Unsupported media type") => new HttpError(415, { error }),
} as const;

export const JSON_BODY_LIMIT = 1024 * 1024;

export function jsonResponse(data: unknown, status = 200, headers?: HeadersInit): Response {
  const res = Response.json(data, { status, headers });
  res.headers.set("Cache-Control", "no-store");
  return res;
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A write from a page of another site is refused: the session cookie must not be usable cross-origin. */
export function isCrossOriginWrite(req: Request): boolean {
  if (!UNSAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  if (origin === null) {
    // Browsers always send Origin on cross-origin writes; Sec-Fetch-Site backs that up.
    return req.headers.get("sec-fetch-site") === "cross-site";
  }
  return !allowedOrigins(req).has(origin);
}

/** The origins a write may come from: the configured public URL, and the host the request was sent to. */
export function allowedOrigins(req: Request): Set<string> {
  const allowed = new Set<string>();
  const configured = getConfig().authUrl;
  if (configured) allowed.add(new URL(configured).origin);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  return allowed;
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * Wraps a route handler: the same-origin check for writes, HttpError to its JSON body,
 * and anything else to a logged 500 with a request id (never the stack).
 */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const requestId = req.headers.get("x-request-id")?.match(/^[\w-]{1,64}$/)?.[0] ?? randomUUID();
    try {
      if (isCrossOriginWrite(req)) throw httpErrors.forbidden();
      const res = await handler(req, ctx);
      res.headers.set("X-Request-Id", requestId);
      return res;
    } catch (err) {
      if (err instanceof HttpError) {
        return jsonResponse(err.body, err.status, { "X-Request-Id": requestId });
      }
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

/** Reads at most `limit` bytes of a body, answering 413 past it without buffering the rest. */
export async function readBodyCapped(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw httpErrors.payloadTooLarge();
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
      throw httpErrors.payloadTooLarge();
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

export async function readJson(req: Request, options: ReadJsonOptions = {}): Promise<unknown> {
  const bytes = await readBodyCapped(req, JSON_BODY_LIMIT);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    if (options.malformed === "internal-error") throw new Error("Malformed JSON body", { cause: err });
    throw httpErrors.invalidJson();
  }
}

/** Validates with a zod schema; a failure answers 400 {error: "Validation failed", issues}. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw httpErrors.validation(result.error.issues);
  return result.data;
}

/** Reads and validates a JSON body in one step. */
export async function readJsonWith<S extends z.ZodType>(
  req: Request,
  schema: S,
  options?: ReadJsonOptions,
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(req, options));
}

/** The context Next passes to a dynamic `[id]` route handler. */
export interface IdRouteContext {
  params: Promise<{ id: string }>;
}
