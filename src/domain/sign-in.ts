/**
 * Single sign-on's fixed names, and its failures as the sign-in page tells them apart.
 * better-auth sends the browser back to the sign-in page with `?error=<code>` when a sign-in
 * through the identity provider does not end in a session; the page says what happened in words.
 */

/** better-auth's id for the operator's OpenID Connect provider: part of the redirect URI the provider is told. */
export const OIDC_PROVIDER_ID = "oidc";

/** Where the provider sends people back, below the site's public address (BETTER_AUTH_URL). */
export const OIDC_CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** Codes better-auth uses when the state it kept does not match the one coming back. */
const STATE_PROBLEMS = new Set(["state_not_found", "state_mismatch", "state_security_mismatch", "state_invalid", "please_restart_the_process"]);

/** Codes for an answer from the provider Barshelf could not check or use. */
const UNCHECKED_ANSWERS = new Set([
  "invalid_code",
  "issuer_missing",
  "issuer_mismatch",
  "nonce_binding_missing",
  "unable_to_get_user_info",
  "oauth_provider_not_found",
  "no_code",
  "no_callback_url",
  "invalid_callback_request",
]);

/** The failures the sign-in page tells apart; each has its sentence under singleSignOn.errors in messages/. */
export type SignInFailure = "notLinked" | "signupDisabled" | "emailMissing" | "denied" | "linkedElsewhere" | "state" | "unchecked" | "other";

/** Which failure better-auth's (or the provider's) `?error=` code is, or null when there is none. */
export function signInFailureOf(code: string | null | undefined): SignInFailure | null {
  if (!code) return null;
  if (code === "account_not_linked" || code === "unable_to_link_account") return "notLinked";
  if (code === "signup_disabled") return "signupDisabled";
  if (code === "email_not_found") return "emailMissing";
  if (code === "access_denied") return "denied";
  if (code === "account_already_linked_to_different_user") return "linkedElsewhere";
  if (STATE_PROBLEMS.has(code)) return "state";
  if (UNCHECKED_ANSWERS.has(code)) return "unchecked";
  return "other";
}
