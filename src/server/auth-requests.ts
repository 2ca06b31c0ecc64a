import "server-only";
import { authAttemptSchema, signUpAttemptSchema } from "@/domain/schemas/auth";
import { parseWith } from "@/domain/schemas/parse";
import { getAuth } from "./auth";
import { readJson } from "./http";
import { clientAddress, enforceRateLimits, type RateLimitName } from "./rate-limits";

/** The auth requests whose body we read first: sign-in and sign-up (rate limits), and a change of name. */
type Attempt = "sign-in" | "sign-up" | "update-user";

/** Which of them a request is, read from the path as leniently as any router might (case, slashes, escapes). */
function attemptOf(req: Request): Attempt | null {
  if (req.method !== "POST") return null;
  let path = new URL(req.url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  const match = path.toLowerCase().replace(/\/+/g, "/").match(/^\/api\/auth\/(sign-in|sign-up|update-user)(\/|$)/);
  return (match?.[1] as Attempt | undefined) ?? null;
}

/**
 * Every /api/auth request goes to better-auth; a sign-in, sign-up or change of name first
 * passes our rules: a JSON body (415 otherwise), the rate limits per address and per account
 * for sign-in and sign-up (429 with Retry-After), and a name that is not blank and has no
 * control characters, stored trimmed and NFC-normalised.
 */
export async function handleAuthRequest(req: Request): Promise<Response> {
  const attempt = attemptOf(req);
  if (!attempt) return getAuth().handler(req);
  const fields = parseWith(attempt === "sign-up" ? signUpAttemptSchema : authAttemptSchema, await readJson(req));
  const address = clientAddress(req.headers);
  const checks: [RateLimitName, string][] = [];
  if (attempt === "sign-in") checks.push(["signInPerAddress", address]);
  if (attempt === "sign-in" && fields.email) checks.push(["signInPerAccount", fields.email.trim().toLowerCase()]);
  if (attempt === "sign-up") checks.push(["signUpPerAddress", address]);
  await enforceRateLimits(checks);
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return getAuth().handler(new Request(req.url, { method: "POST", headers, body: JSON.stringify(fields) }));
}
