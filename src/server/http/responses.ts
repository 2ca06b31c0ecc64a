import { REVALIDATE_EVERY_USE } from "../platform/conditional-get";

/** The API's JSON answers: private, never cached by anyone but the client asked to revalidate. */
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
