import "server-only";
import { genericOAuth, type GenericOAuthConfig, type GenericOAuthUserInfo } from "better-auth/plugins";
import { OIDC_PROVIDER_ID } from "@/domain/sign-in";
import { getConfig, type OidcConfig } from "../platform/config";
import { log } from "../platform/log";

/**
 * Sign-in through the operator's OpenID Connect provider, by better-auth's generic OAuth
 * plugin: endpoints and signing keys from the provider's discovery document, the
 * authorization code flow with PKCE, and a state (kept in the database and in a signed
 * cookie) and an ID-token nonce that must come back unchanged.
 */
export function oidcPlugin(oidc: OidcConfig) {
  const config: GenericOAuthConfig = {
    providerId: OIDC_PROVIDER_ID,
    name: oidc.name,
    discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
    // Without the provider's keys an ID token could not be checked: the button stays unusable rather than trusting one unread.
    requireIdTokenVerification: true,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    // client_secret_basic: the method every provider must accept, and the one Authelia expects unless told otherwise.
    tokenEndpointAuth: { method: "client_secret_basic" },
    pkce: true,
    scopes: ["openid", "email", "profile"],
    disableSignUp: !oidc.allowSignUp,
    // Signing out of Barshelf leaves the provider's own session (and every other app on it) alone.
    disableProviderLogout: true,
    mapProfileToUser: (profile) => ({ name: accountNameOf(profile) }),
  };
  const plugin = genericOAuth({ config: [config] });
  const startPlugin = plugin.init;
  return {
    ...plugin,
    // better-auth reads the discovery document with no time limit while it starts, and every session
    // check waits for that start: a provider that takes connections but never answers would stall the
    // whole site. Past a few seconds it starts without the provider, which the plugin then looks up
    // again (with its own time limit) when someone presses the button.
    init: async (ctx: Parameters<typeof startPlugin>[0]) =>
      (await answersWithin(config.discoveryUrl!, DISCOVERY_WAIT_MS)) ? startPlugin(ctx) : { context: { genericOAuthPendingDiscovery: new Map([[OIDC_PROVIDER_ID, config]]) } },
  };
}

/** How long a start waits for the provider's discovery document. */
const DISCOVERY_WAIT_MS = 5000;

async function answersWithin(url: string, ms: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    log.warn("the identity provider did not answer at start; single sign-on waits for it", { url });
    return false;
  }
}

/** A name for a new account, since not every provider fills `name` (a Keycloak user without first and last name). */
function accountNameOf(profile: GenericOAuthUserInfo): string {
  const candidates = [profile.name, profile.preferred_username, profile.nickname, typeof profile.email === "string" ? profile.email.split("@")[0] : undefined];
  const found = candidates.find((c): c is string => typeof c === "string" && c.trim() !== "");
  return found?.trim().slice(0, 100) ?? "Barshelf user";
}

/** What the sign-in and sign-up pages offer: single sign-on under its name, and whether the password form shows. */
export interface SignInChoices {
  oidcName: string | null;
  passwordSignIn: boolean;
}

export function signInChoices(): SignInChoices {
  const config = getConfig();
  return { oidcName: config.oidc?.name ?? null, passwordSignIn: config.passwordSignIn };
}
