// @ts-check
/**
 * A real OpenID Connect provider (the `oidc-provider` package) in a process of its own, for
 * the sign-in tests: started by tests/helpers/oidc-provider.ts with its settings as JSON in
 * OIDC_TEST_SETTINGS, it prints one line "listening <issuer>" once it answers. Its sign-in
 * and consent pages are the package's development pages (any password; the login name picks
 * the test user), which the browser tests fill in like a person would.
 */
import { createServer } from "node:http";
import Provider from "oidc-provider";

/**
 * @typedef {{ sub: string, email: string, email_verified: boolean, name?: string }} TestUser
 * @typedef {{ issuer: string, port: number, clientId: string, clientSecret: string, redirectUri: string, users: TestUser[] }} Settings
 */

/** @type {Settings} */
const settings = JSON.parse(process.env.OIDC_TEST_SETTINGS ?? "{}");
const users = new Map(settings.users.map((user) => [user.sub, user]));

const provider = new Provider(settings.issuer, {
  clients: [
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uris: [settings.redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  // A login name the provider does not know ends the interaction with an error, as a real one would.
  async findAccount(_ctx, sub) {
    const user = users.get(sub);
    if (!user) return undefined;
    return { accountId: sub, claims: async () => ({ ...user }) };
  },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // PKCE on every request, so a client that leaves it out is refused here.
  pkce: { required: () => true },
  cookies: { keys: ["barshelf-test-provider-cookie-key"] },
  features: { devInteractions: { enabled: true } },
});

createServer(provider.callback()).listen(settings.port, "127.0.0.1", () => {
  process.stdout.write(`listening ${settings.issuer}\n`);
});
