/**
 * Single sign-on's fixed names and the sentences for its failures. better-auth sends the
 * browser back to the sign-in page with `?error=<code>` when a sign-in through the identity
 * provider does not end in a session; the page says what happened in words.
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

/**
 * The sentence for a failed single sign-on, or null when the code is missing. `provider` is
 * the button's name for the identity provider (OIDC_NAME).
 */
export function signInErrorSentence(code: string | null | undefined, provider: string): string | null {
  if (!code) return null;
  if (code === "account_not_linked" || code === "unable_to_link_account") {
    return `A Barshelf account already uses this e-mail address, and ${provider} has not confirmed that the address is yours, so the two were not joined. Sign in with your password, or ask whoever runs ${provider} to verify your address.`;
  }
  if (code === "signup_disabled") {
    return `${provider} knows you, but there is no Barshelf account for you, and this Barshelf does not create accounts through ${provider}. Ask whoever runs it to let you in.`;
  }
  if (code === "email_not_found") {
    return `${provider} did not tell Barshelf your e-mail address. Ask whoever runs it to give Barshelf the "email" scope.`;
  }
  if (code === "access_denied") return `${provider} did not sign you in: it was cancelled or refused. Try again.`;
  if (code === "account_already_linked_to_different_user") return `This ${provider} account already belongs to another Barshelf account.`;
  if (STATE_PROBLEMS.has(code)) {
    return "This sign-in could not be matched to one started in this browser (it may have taken too long, or come from another tab or device). Start again.";
  }
  if (UNCHECKED_ANSWERS.has(code)) {
    return `Barshelf could not confirm your sign-in with ${provider}. Try again; if it keeps failing, the server's log says why.`;
  }
  return `Signing in with ${provider} did not work. Try again; if it keeps failing, the server's log says why.`;
}
