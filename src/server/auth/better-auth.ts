import "server-only";
import { randomUUID } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getConfig } from "../platform/config";
import { getEngine, getRawDb } from "../db";
import { markPasskeyUsed } from "../db/passkeys";
import { allowedOrigins } from "../platform/origins";
import { usesSecureCookies } from "./session-cookie";
import { oidcPlugin } from "./oidc";
import { describeError, log } from "../platform/log";
import { safeNextPath } from "@/domain/safe-next-path";
import { ACCOUNT_NAME_BLANK } from "@/domain/schemas/auth";
import { parseSignInMethod, signInMethodOfEndpoint } from "@/domain/sign-in-method";

/**
 * An account's name as stored: trimmed, and never blank, whichever better-auth endpoint
 * writes it (the request rules in auth-requests.ts say so first, with the field's sentence).
 */
async function keepAccountNameReadable<U extends { name?: unknown }>(user: U): Promise<{ data: U } | void> {
  if (user.name === undefined) return;
  const name = typeof user.name === "string" ? user.name.trim() : "";
  if (name === "") throw new APIError("BAD_REQUEST", { message: ACCOUNT_NAME_BLANK });
  return { data: { ...user, name } };
}

/**
 * Each new session records how it was signed in (the account page lists it per device). A
 * session made by an endpoint that signs nobody in by itself (a password change renewing this
 * device's session) keeps the method of the session the request came with.
 */
async function recordSignInMethod<S extends Record<string, unknown>>(
  session: S,
  ctx: { path?: string; params?: Record<string, unknown>; context?: { session?: { session?: Record<string, unknown> } | null } } | null,
): Promise<{ data: S & { signInMethod: string | null } }> {
  const method = signInMethodOfEndpoint(ctx?.path, ctx?.params?.id) ?? parseSignInMethod(ctx?.context?.session?.session?.signInMethod);
  return { data: { ...session, signInMethod: method } };
}

/** The passkey ceremonies' relying party: the configured public URL, else the page's own origin on localhost. */
function passkeyRelyingParty(authUrl: string | undefined): { rpID?: string; origin: string | null } {
  if (!authUrl) return { origin: null };
  const url = new URL(authUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The origin a passkey's answer must have been made at: the configured public URL's, else the request's own Origin. */
export function expectedPasskeyOrigin(requestOrigin: string | null): string | null {
  return passkeyRelyingParty(getConfig().authUrl).origin ?? requestOrigin;
}

// better-auth's tables use snake_case columns like the rest of the schema.
const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };

function createAuth() {
  const config = getConfig();
  return betterAuth({
    secret: config.authSecret,
    baseURL: config.authUrl,
    database: { db: getRawDb(), type: getEngine(), transaction: true },
    // Same rule as the rest of the API: writes come from the service's own origin.
    trustedOrigins: (request) => (request ? [...allowedOrigins(request)] : []),
    emailAndPassword: {
      // Off with PASSWORD_SIGNIN=false: better-auth refuses it too, behind auth-requests.ts.
      enabled: config.passwordSignIn,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    user: { fields: { emailVerified: "email_verified", ...timestamps } },
    databaseHooks: {
      user: { create: { before: keepAccountNameReadable }, update: { before: keepAccountNameReadable } },
      session: { create: { before: recordSignInMethod } },
    },
    session: {
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        ...timestamps,
      },
      additionalFields: { signInMethod: { type: "string", required: false, input: false, fieldName: "sign_in_method" } },
    },
    account: {
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
      // Single sign-on joins an existing account only when the provider says it verified the
      // address (email_verified): no provider is trusted without it. Barshelf itself never
      // verifies addresses, so the local account's own flag cannot be asked for (SECURITY.md).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
      // Barshelf never calls the provider with them, but a copy of the database should not hand them out.
      encryptOAuthTokens: true,
    },
    // A failed single sign-on whose state cannot be read comes back to the sign-in page, which says why.
    onAPIError: { errorURL: "/login" },
    verification: { fields: { expiresAt: "expires_at", ...timestamps } },
    // Off: our own limiter (rate-limits.ts, counters in the database) runs before better-auth
    // sees a sign-in or sign-up, per address and per account, one mechanism for the whole API.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      // Secure cookies unless the operator says the service is reached over plain http
      // (BETTER_AUTH_URL=http://...), e.g. on a home network without TLS. The front
      // server's image route reads the same cookie (session-cookie.ts).
      useSecureCookies: usesSecureCookies(config.authUrl),
    },
    // better-auth answers a failed write with a bare code (FAILED_TO_CREATE_USER); its
    // logger gets the underlying error, so it goes to our log as one JSON line with the cause.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const cause = args[0] === undefined ? {} : describeError(args[0]);
        log[level === "debug" ? "info" : level](`better-auth: ${message}`, cause);
      },
    },
    // Passkeys are listed and removed through /api/account/passkeys (404 alike for another
    // user's); the plugin's own versions of those answer 401 for someone else's, so they are off.
    disabledPaths: ["/passkey/list-user-passkeys", "/passkey/delete-passkey", "/passkey/update-passkey"],
    plugins: [
      ...(config.oidc ? [oidcPlugin(config.oidc)] : []),
      passkey({
        rpName: "Barshelf",
        ...passkeyRelyingParty(config.authUrl),
        authentication: { afterVerification: ({ clientData }) => markPasskeyUsed({ credentialId: clientData.id }) },
        schema: {
          passkey: {
            fields: {
              userId: "user_id",
              publicKey: "public_key",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
      nextCookies(),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const holder = globalThis as unknown as { __barshelfAuth?: Auth };

/** The better-auth instance, made on first use so that building the app touches no database. */
export function getAuth(): Auth {
  holder.__barshelfAuth ??= createAuth();
  return holder.__barshelfAuth;
}

export type SessionUser = { id: string; name: string; email: string };

/** The user of a valid session in these request headers, or null (no cookie, expired, forged). */
export async function getSessionUser(requestHeaders: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, name, email } = session.user;
  return { id, name, email };
}

/** For server components: the id of the session this request carries (the account page marks "this device"). */
export const getPageSessionId = cache(async (): Promise<string | null> => {
  const session = await getAuth().api.getSession({ headers: await headers() });
  return session?.session.id ?? null;
});

/** For server components: the session user, read once per render. */
export const getPageUser = cache(async (): Promise<SessionUser | null> => getSessionUser(await headers()));

/**
 * For pages: verifies the session on the server before any data is read, and sends a
 * visitor without a valid one (a forged cookie too) to the login page.
 */
export async function requirePageUser(): Promise<SessionUser> {
  const user = await getPageUser();
  if (user) return user;
  const requested = (await headers()).get("x-barshelf-path");
  redirect(`/login?next=${encodeURIComponent(safeNextPath(requested))}`);
}
