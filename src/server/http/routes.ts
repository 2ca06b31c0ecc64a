import "server-only";
import { randomUUID } from "node:crypto";
import { NotFoundError } from "@/domain/errors";
import type { Locale } from "@/domain/locales";
import { sentence } from "@/domain/sentences";
import { getSessionUser, type SessionUser } from "../auth/better-auth";
import { domainErrorAnswer, errorText, logStoreFailure, type DomainErrorAnswer } from "./domain-error-answer";
import { HttpError } from "./http-error";
import { jsonResponse } from "./responses";
import { answerOnce } from "./idempotency";
import { describeError, log } from "../platform/log";
import { isCrossSiteWrite } from "../platform/origins";
import { clientAddress, enforceRateLimits, type RateLimitName } from "../limits/rate-limits";
import { authenticateApiToken, bearerCredentialOf, carriesBearer } from "../auth/api-tokens";
import { scopeNeededFor } from "@/domain/api-tokens";
import { answerLanguageOf, askerOf } from "../i18n/sentences";

/**
 * The route wrappers every API route is written in: the session, the same-origin rule for
 * writes, typed params, rate limits, Idempotency-Key, and the one table from errors to
 * answers with the logged 500. Bodies are read in request-body.ts, answers made in responses.ts.
 */

/**
 * The client's mistake (or a full or unreachable store) as status and body in `locale`, or null
 * for anything else (a bug, a broken database).
 */
function clientErrorAnswer(err: unknown, locale: Locale): DomainErrorAnswer | null {
  if (err instanceof HttpError) return { status: err.status, body: { error: errorText(err, locale) } };
  return domainErrorAnswer(err, locale);
}

/** What the route wrapper learns of the caller while it runs, for wording an error answer. */
interface Caller {
  userId: string | null;
}

/** The answer to a failed request, in the language of the asker's page (English for a token). */
async function errorAnswerFor(req: Request, caller: Caller, err: unknown): Promise<DomainErrorAnswer | null> {
  if (!(err instanceof Error) || clientErrorAnswer(err, "en") === null) return null;
  // The answer is owed whatever happens: a language that cannot be read (a database gone away) is English.
  const locale = await answerLanguageOf(askerOf(req, caller.userId)).catch((): Locale => "en");
  return clientErrorAnswer(err, locale);
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
  /** The language to word the answer's sentences in: the page's for a session, English for a token. */
  answerLanguage: () => Promise<Locale>;
}

/**
 * The same-origin check for writes, then the handler; a client mistake becomes its JSON
 * answer and anything else a logged 500 with a request id (never the stack).
 */
function handleRequest<P>(
  handler: (req: Request, params: P, caller: Caller) => Promise<Response>,
  { bearerSkipsOriginCheck = false }: { bearerSkipsOriginCheck?: boolean } = {},
): NextRouteHandler<P> {
  return async (req, ctx) => {
    const requestId = req.headers.get("x-request-id")?.match(/^[\w-]{1,64}$/)?.[0] ?? randomUUID();
    const caller: Caller = { userId: null };
    try {
      // A request with an Authorization header is judged by it alone, never by the cookie, so a
      // page of another site has no ambient credential to borrow: the origin rule has nothing to guard.
      const byBearer = bearerSkipsOriginCheck && carriesBearer(req.headers);
      if (!byBearer && isCrossSiteWrite(req)) throw new HttpError(403, sentence("errors.forbidden"));
      const res = await handler(req, await ctx.params, caller);
      res.headers.set("X-Request-Id", requestId);
      return res;
    } catch (err) {
      const answer = await errorAnswerFor(req, caller, err);
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
  /** A limit per client address on this route, counted with the one per user. */
  rateLimitPerAddress?: RateLimitName;
  /** False for account management (tokens themselves, deleting the account): a token gets 403 there. */
  acceptsTokens?: boolean;
}

/** The route's limits as (rule, subject) pairs: its rule per user and its rule per address. */
function rateLimitChecks(options: UserRouteOptions, userId: string, req: Request, tokenId: string | null): [RateLimitName, string][] {
  const checks: [RateLimitName, string][] = [];
  if (tokenId !== null) checks.push(["apiTokenRequests", tokenId]);
  if (options.rateLimit) checks.push([options.rateLimit, userId]);
  if (options.rateLimitPerAddress) checks.push([options.rateLimitPerAddress, clientAddress(req.headers)]);
  return checks;
}

/**
 * A path segment with a control character names no record: ids never hold one, and PostgreSQL
 * refuses a NUL in any text it is asked to compare. The answer is the usual 404.
 */
function namesNoRecord(params: RouteParams | undefined): boolean {
  return Object.values(params ?? {}).some((value) => (Array.isArray(value) ? value : [value]).some((s) => /[\u0000-\u001f\u007f]/.test(s)));
}

/**
 * The caller: by the bearer token when the request carries an Authorization header (the cookie
 * is then never read), otherwise by the session. A token works within its scopes, and not at all
 * on a route that refuses tokens.
 */
async function callerOf(req: Request, options: UserRouteOptions): Promise<{ user: SessionUser; tokenId: string | null }> {
  if (!carriesBearer(req.headers)) {
    const user = await getSessionUser(req.headers);
    if (!user) throw new HttpError(401, sentence("errors.unauthorized"));
    return { user, tokenId: null };
  }
  if (options.acceptsTokens === false) throw new HttpError(403, sentence("errors.tokensCannotManageAccount"));
  const token = await authenticateApiToken(bearerCredentialOf(req.headers));
  if (!token) throw new HttpError(401, sentence("errors.tokenUnknown"));
  if (!token.scopes.includes(scopeNeededFor(req.method))) throw new HttpError(403, sentence("errors.tokenReadOnly"));
  return { user: token.user, tokenId: token.tokenId };
}

/**
 * A route for signed-in users (or a script's token): without a valid session it answers a JSON
 * 401 (never a redirect). A POST with an Idempotency-Key answers a repeat of the key with its first answer.
 */
export function userRoute<P extends RouteParams = NoParams>(
  handler: (ctx: UserRouteContext<P>) => Promise<Response>,
  options: UserRouteOptions = {},
): NextRouteHandler<P> {
  return handleRequest(async (req, params: P, caller) => {
    const { user, tokenId } = await callerOf(req, options);
    caller.userId = user.id;
    const checks = rateLimitChecks(options, user.id, req, tokenId);
    if (checks.length > 0) await enforceRateLimits(checks);
    if (namesNoRecord(params)) throw new NotFoundError();
    const answerLanguage = () => answerLanguageOf(askerOf(req, user.id));
    const run = () => handler({ user, req, params, answerLanguage });
    // A POST that carries an Idempotency-Key runs once per key (src/server/http/idempotency.ts).
    return req.method === "POST" ? answerOnce({ userId: user.id, req, language: answerLanguage }, run, (err) => errorAnswerFor(req, caller, err)) : run();
  }, { bearerSkipsOriginCheck: true });
}

/** A route anyone may call; each use is a deliberate exception (health check, a fixed 404). */
export function publicRoute<P extends RouteParams = NoParams>(
  handler: (ctx: PublicRouteContext<P>) => Promise<Response>,
): NextRouteHandler<P> {
  return handleRequest((req, params: P) => handler({ req, params }));
}

