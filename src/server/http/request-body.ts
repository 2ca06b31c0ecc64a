import type { z } from "zod";
import { TooLargeError, UnsupportedTypeError } from "@/domain/errors";
import { parseWith } from "@/domain/schemas/parse";
import { HttpError } from "./http-error";
import { sentence } from "@/domain/sentences";

/** The largest JSON body any route reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

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
  if (!isJsonContentType(req.headers.get("content-type"))) throw new UnsupportedTypeError(sentence("errors.expectedJson"));
  const bytes = await readBodyCapped(req, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new HttpError(400, sentence("errors.notUtf8"));
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    if (options.malformed === "internal-error") throw new Error("Malformed JSON body", { cause: err });
    throw new HttpError(400, sentence("errors.notJson"));
  }
}

/**
 * Reads a multipart/form-data body of at most `limit` bytes and validates its fields
 * (the first value of each name); 415 for another content type, 400 for a broken body.
 */
export async function readFormWith<S extends z.ZodType>(req: Request, schema: S, limit: number): Promise<z.output<S>> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UnsupportedTypeError(sentence("errors.expectedMultipart"));
  const body = await readBodyCapped(req, limit);
  let form: FormData;
  try {
    // readBodyCapped returns a Buffer over a plain ArrayBuffer.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, sentence("errors.notMultipart"));
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
