import "server-only";
import { RateLimitedError } from "@/domain/errors";
import { getConfig } from "../platform/config";
import { countRequest } from "../db/rate-limits";
import { CLIENT_IP_HEADER } from "./client-address";

/**
 * The service's one rate limiter: counters in the database (so limits hold across restarts and
 * instances), each rule a number of requests per window. better-auth's own limiter is off.
 */
export const RATE_LIMITS = {
  signInPerAddress: { max: 5, windowSeconds: 60 },
  signInPerAccount: { max: 5, windowSeconds: 60 },
  signUpPerAddress: { max: 5, windowSeconds: 60 },
  /** each passkey sign-in starts with a challenge stored for five minutes, asked for before anyone is known */
  passkeyChallengesPerAddress: { max: 30, windowSeconds: 60 },
  uploadsPerUser: { max: 30, windowSeconds: 60 },
  /** an import may carry 100 MB and re-encode every photo in it; a dry run and its import are two */
  importsPerUser: { max: 10, windowSeconds: 60 },
  /** accepting an invitation is a guess at a code, whoever makes it and from wherever */
  inviteAcceptsPerUser: { max: 10, windowSeconds: 60 },
  inviteAcceptsPerAddress: { max: 10, windowSeconds: 60 },
  /** every request to a party menu's public pages and routes: a guest's page polls every 2 s, and a party's guests may share one address */
  partyGuestPerAddress: { max: 600, windowSeconds: 60 },
  /** guests' orders on one menu, from whoever */
  partyOrdersPerMenu: { max: 60, windowSeconds: 3600 },
  /** every request a script makes with one token, on top of the route's own limit for its user */
  apiTokenRequests: { max: 600, windowSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Without the front server's header (next dev) no address can be trusted: all share one counter. */
const UNKNOWN_ADDRESS = "unknown";

/**
 * The address a request comes from, for limits per address: with TRUST_PROXY=1 the last
 * X-Forwarded-For entry (the one our proxy wrote), otherwise the socket's address as the
 * front server passes it on, whatever X-Forwarded-For says.
 */
export function clientAddress(headers: Headers): string {
  if (getConfig().trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",").map((a) => a.trim()).filter(Boolean).at(-1);
    if (forwarded) return forwarded;
  }
  return headers.get(CLIENT_IP_HEADER)?.trim() || UNKNOWN_ADDRESS;
}

/**
 * Counts this request under each (rule, subject) pair and throws RateLimitedError (429 with
 * Retry-After) when any is past its limit. Every pair is counted even when one is over, so an
 * attempt against an account from a fresh address still counts against the account.
 *
 * `amount` counts one request as several (an import's photos as that many uploads). It is refused
 * when the window's allowance was spent before it; one that spends more than is left passes and
 * holds back every later request of the rule until the window ends.
 *
 * Answers whether this request began a new window of every rule (a moment for occasional cleanup).
 */
export async function enforceRateLimits(checks: readonly (readonly [RateLimitName, string])[], amount = 1): Promise<{ startedWindows: boolean }> {
  let retryAfterSeconds = 0;
  let startedWindows = true;
  const now = Date.now();
  for (const [name, subject] of checks) {
    const { max, windowSeconds } = RATE_LIMITS[name];
    const windowMs = windowSeconds * 1000;
    const { count, windowStart } = await countRequest({ key: `${name}:${subject}`, windowMs, now, amount });
    if (count !== amount) startedWindows = false;
    if (count - amount >= max) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowStart + windowMs - now) / 1000), 1);
  }
  if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
  return { startedWindows };
}

/**
 * The limit every check of an account's password counts against, whichever endpoint makes it
 * (sign-in, a change of password, deleting the account): one guess is one guess.
 */
export function passwordCheckOf(email: string): [RateLimitName, string] {
  return ["signInPerAccount", email.trim().toLowerCase()];
}
