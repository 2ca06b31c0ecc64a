import type { ByteRange } from "./storage/object-store";

/**
 * The conditional and partial GET rules (RFC 9110) for a stored object, as pure
 * functions of the request's headers and the object's ETag and size.
 */

/** An answer the client may keep but must revalidate (with If-None-Match) before each use, and never share. */
export const REVALIDATE_EVERY_USE = "private, no-cache";

/** Whether an If-None-Match header names this ETag (or `*`); weak tags compare by their value. */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * A single `bytes=` range: null when there is none or it is to be ignored (several
 * ranges, another unit, a malformed one), "unsatisfiable" for a 416.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

export interface ConditionalRequest {
  method: "GET" | "HEAD";
  ifNoneMatch: string | null;
  ifRange: string | null;
  range: string | null;
}

/** Which answer a request gets: not modified, the whole object, one range of it, or 416. */
export type ConditionalAnswer =
  | { status: 304 }
  | { status: 200 }
  | { status: 206; range: ByteRange }
  | { status: 416 };

export function answerConditionalGet(request: ConditionalRequest, etag: string, size: number): ConditionalAnswer {
  if (matchesEtag(request.ifNoneMatch, etag)) return { status: 304 };
  if (request.method === "HEAD") return { status: 200 };
  // If-Range: a range only applies to the representation the client already has part of.
  if (request.ifRange && request.ifRange !== etag) return { status: 200 };
  const range = parseRange(request.range, size);
  if (range === "unsatisfiable") return { status: 416 };
  return range ? { status: 206, range } : { status: 200 };
}
