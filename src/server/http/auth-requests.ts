import "server-only";
import { authAttemptSchema, passkeyRegistrationSchema, signUpAttemptSchema } from "@/domain/schemas/auth";
import { parseWith } from "@/domain/schemas/parse";
import { expectedPasskeyOrigin, getAuth } from "../auth/better-auth";
import { deleteExpiredVerifications } from "../db/passkeys";
import { getConfig } from "../platform/config";
import { readJson } from "./request-body";
import { HttpError } from "./http-error";
import { clientAddress, enforceRateLimits, passwordCheckOf, type RateLimitName } from "../limits/rate-limits";
import { sentence } from "@/domain/sentences";

/**
 * The auth requests we look at first: sign-in and sign-up (rate limits), a change of name,
 * those that check the signed-in user's password, the two steps of signing in with a passkey
 * (rate limits per address: the challenge is stored, the answer is a sign-in), and the name
 * given to a new passkey.
 */
type Attempt = "sign-in" | "sign-up" | "update-user" | "password-check" | "passkey-challenge" | "passkey-sign-in" | "passkey-registration";

/** better-auth's endpoints that verify the password of the session's user. */
const PASSWORD_CHECKS = ["change-password", "verify-password", "delete-user"];

const ATTEMPT_PATH = new RegExp(`^/api/auth/(sign-in|sign-up|update-user|${PASSWORD_CHECKS.join("|")})(/|$)`);
const PASSKEY_CHALLENGE_PATH = /^\/api\/auth\/passkey\/generate-authenticate-options\/?$/;
const PASSKEY_SIGN_IN_PATH = /^\/api\/auth\/passkey\/verify-authentication\/?$/;
const PASSKEY_REGISTRATION_PATH = /^\/api\/auth\/passkey\/verify-registration\/?$/;

/** Signing in or up with an e-mail address and a password, which PASSWORD_SIGNIN=false turns off. */
const PASSWORD_ATTEMPT_PATH = /^\/api\/auth\/(sign-in|sign-up)\/email(\/|$)/;

/** The request's path read as leniently as any router might (case, slashes, escapes). */
function lenientPathOf(req: Request): string {
  let path = new URL(req.url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return path.toLowerCase().replace(/\/+/g, "/");
}

/** Which of them a request is. */
function attemptOf(req: Request): Attempt | null {
  const path = lenientPathOf(req);
  if (req.method === "GET") return PASSKEY_CHALLENGE_PATH.test(path) ? "passkey-challenge" : null;
  if (req.method !== "POST") return null;
  if (PASSKEY_SIGN_IN_PATH.test(path)) return "passkey-sign-in";
  if (PASSKEY_REGISTRATION_PATH.test(path)) return "passkey-registration";
  const endpoint = path.match(ATTEMPT_PATH)?.[1];
  if (!endpoint) return null;
  return PASSWORD_CHECKS.includes(endpoint) ? "password-check" : (endpoint as Attempt);
}

/** The origin a WebAuthn answer says it was made at (its clientDataJSON, base64url JSON); null when it names none. */
function answerOrigin(answer: unknown): string | null {
  const encoded = (answer as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
  if (typeof encoded !== "string") return null;
  try {
    const origin: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")).origin;
    return typeof origin === "string" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * A passkey's answer made at another origin is a 400 here: better-auth's plugin would find it
 * too, but answer a registration's with a 500 and log either as the server's error.
 */
function requireOurOrigin(req: Request, body: unknown): void {
  const expected = expectedPasskeyOrigin(req.headers.get("origin"));
  if (expected === null || answerOrigin((body as { response?: unknown } | null)?.response) !== expected) {
    throw new HttpError(400, sentence("auth.passkeyOtherSite"));
  }
}

/** A password check by a signed-in user counts against their account; without a session better-auth refuses it unread. */
async function countPasswordCheck(req: Request): Promise<void> {
  const session = await getAuth().api.getSession({ headers: req.headers });
  if (session) await enforceRateLimits([passwordCheckOf(session.user.email)]);
}

/**
 * Every /api/auth request goes to better-auth; a sign-in, sign-up or change of name first
 * passes our rules: a JSON body (415 otherwise), the rate limits per address and per account
 * for sign-in and sign-up (429 with Retry-After), and a name that is not blank and has no
 * control characters, stored trimmed and NFC-normalised. A request that checks the user's
 * password counts against the same per-account limit as signing in; a passkey's answer counts
 * against the same per-address limit, and a new passkey's name follows the rules of a name.
 * With PASSWORD_SIGNIN=false, signing in or up with a password is a 403 before anything is read.
 */
export async function handleAuthRequest(req: Request): Promise<Response> {
  // Sign-in, passwords and sessions belong to a person at the site: a script's token has no say here.
  if (req.headers.get("authorization") !== null) throw new HttpError(403, sentence("auth.noTokens"));
  const attempt = attemptOf(req);
  if (!attempt) return getAuth().handler(req);
  if (!getConfig().passwordSignIn && PASSWORD_ATTEMPT_PATH.test(lenientPathOf(req))) {
    throw new HttpError(403, sentence("auth.passwordsOff"));
  }
  if (attempt === "password-check") {
    await countPasswordCheck(req);
    return getAuth().handler(req);
  }
  if (attempt === "passkey-challenge") {
    const { startedWindows } = await enforceRateLimits([["passkeyChallengesPerAddress", clientAddress(req.headers)]]);
    // An address's first challenge in a window clears the expired ones, so abandoned challenges do not pile up.
    if (startedWindows) await deleteExpiredVerifications();
    return getAuth().handler(req);
  }
  if (attempt === "passkey-sign-in") {
    await enforceRateLimits([["signInPerAddress", clientAddress(req.headers)]]);
    const body = await readJson(req);
    requireOurOrigin(req, body);
    return forward(req, body);
  }
  if (attempt === "passkey-registration") {
    const fields = parseWith(passkeyRegistrationSchema, await readJson(req));
    requireOurOrigin(req, fields);
    return refusedRegistrationAsClientError(await forward(req, fields));
  }
  const fields = parseWith(attempt === "sign-up" ? signUpAttemptSchema : authAttemptSchema, await readJson(req));
  const address = clientAddress(req.headers);
  const checks: [RateLimitName, string][] = [];
  if (attempt === "sign-in") checks.push(["signInPerAddress", address]);
  if (attempt === "sign-in" && fields.email) checks.push(passwordCheckOf(fields.email));
  if (attempt === "sign-up") checks.push(["signUpPerAddress", address]);
  await enforceRateLimits(checks);
  return forward(req, fields);
}

/**
 * The passkey plugin answers 500 for any answer it cannot verify (a challenge it was not made
 * for, a bad signature), since one catch also covers its database write; it has logged the cause.
 * To the device it is a refused answer, and the person can try again.
 */
async function refusedRegistrationAsClientError(answer: Response): Promise<Response> {
  if (answer.status !== 500) return answer;
  const body = (await answer.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== "FAILED_TO_VERIFY_REGISTRATION") return answer;
  throw new HttpError(400, sentence("auth.passkeyNotChecked"));
}

/** Hands better-auth the request with the body as our rules left it (trimmed, normalised). */
function forward(req: Request, fields: unknown): Promise<Response> {
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return getAuth().handler(new Request(req.url, { method: "POST", headers, body: JSON.stringify(fields) }));
}
