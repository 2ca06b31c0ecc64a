import type { ServerResponse } from "node:http";
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "../security-headers.mjs";

/** The headers of every API answer, as Next sends them for route handlers (next.config.mjs). */
export const API_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, "Content-Security-Policy": API_CONTENT_SECURITY_POLICY };

/** A JSON answer from the front server, in the API's shape (`{error}`), never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...API_HEADERS,
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}
