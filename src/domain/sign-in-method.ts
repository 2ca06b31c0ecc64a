/**
 * How a session was signed in, as stored on its row: "password", "passkey", or "sso:" and the
 * OpenID Connect provider's id. Sessions made before the column existed have none.
 */
export type SignInMethod = "password" | "passkey" | `sso:${string}`;

const SSO_PREFIX = "sso:";
/** Where better-auth creates the session of a sign-in through an identity provider: `/callback/<provider id>`. */
const PROVIDER_CALLBACK = "/callback/";

/**
 * The method a new session gets from the better-auth endpoint that creates it (its path, and
 * the provider id of an OpenID Connect callback); null for an endpoint that signs nobody in by
 * itself (a password change renews the session the request already had: see inherit).
 */
export function signInMethodOfEndpoint(path: string | undefined, providerId?: unknown): SignInMethod | null {
  if (!path) return null;
  if (path === "/sign-in/email" || path === "/sign-up/email") return "password";
  if (path === "/passkey/verify-authentication") return "passkey";
  if (path.startsWith(PROVIDER_CALLBACK)) {
    const id = typeof providerId === "string" && providerId !== "" ? providerId : path.slice(PROVIDER_CALLBACK.length);
    return id === "" || id.includes("/") ? null : `${SSO_PREFIX}${id}`;
  }
  return null;
}

/** A stored value read back: one of the methods, or null (missing, or written by something else). */
export function parseSignInMethod(value: unknown): SignInMethod | null {
  if (value === "password" || value === "passkey") return value;
  if (typeof value === "string" && value.startsWith(SSO_PREFIX) && value.length > SSO_PREFIX.length) return value as SignInMethod;
  return null;
}

/**
 * What the account page says of a session's method, for its message: the kind, and for single
 * sign-on the provider's button name (`providerNames` by id; one no longer configured is named by its id).
 */
export function signInMethodShown(
  method: SignInMethod | null,
  providerNames: Readonly<Record<string, string>> = {},
): { method: "password" | "passkey" | "sso" | "unknown"; provider: string } {
  if (method === null) return { method: "unknown", provider: "" };
  if (method === "password" || method === "passkey") return { method, provider: "" };
  const id = method.slice(SSO_PREFIX.length);
  return { method: "sso", provider: providerNames[id] ?? id };
}
