import { spawn } from "node:child_process";
import path from "node:path";
import { startApp, type RunningApp } from "./app-server";
import { freePort } from "../../test-support/ports";

/** One of the test provider's people; `sub` is also the login name typed on its sign-in page. */
export interface TestIdpUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * The provider's fixed people: new to Barshelf with a verified address; verified and matching
 * an account the test makes first; unverified and matching one; and one with no name at all.
 */
export const IDP_USERS = {
  newcomer: { sub: "ada", email: "ada@idp.example", email_verified: true, name: "Ada Lovelace" },
  verifiedMatch: { sub: "grace", email: "grace@idp.example", email_verified: true, name: "Grace Hopper" },
  unverifiedMatch: { sub: "mallory", email: "victim@idp.example", email_verified: false, name: "Mallory" },
  nameless: { sub: "nameless", email: "nameless@idp.example", email_verified: true },
} satisfies Record<string, TestIdpUser>;

export const TEST_CLIENT = { id: "barshelf-tests", secret: "barshelf-tests-client-secret" };

export interface RunningIdp {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts the test OpenID provider (oidc-provider-process.mjs) in its own process, with a
 * client whose one redirect URI is `redirectUri`, on a free port or on `port`. Its host is `localhost` while the app is
 * reached at 127.0.0.1: another site to the browser, as a real provider is.
 */
export async function startIdp(redirectUri: string, { users = Object.values(IDP_USERS), port }: { users?: TestIdpUser[]; port?: number } = {}): Promise<RunningIdp> {
  port ??= await freePort();
  const issuer = `http://localhost:${port}`;
  const settings = { issuer, port, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, redirectUri, users };
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "oidc-provider-process.mjs")], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", OIDC_TEST_SETTINGS: JSON.stringify(settings) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the test OpenID provider did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening ${issuer}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the test OpenID provider exited (${code}):\n${output}`));
    });
  });
  return {
    issuer,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface AppWithIdp {
  app: RunningApp;
  idp: RunningIdp;
  stop(): Promise<void>;
}

/**
 * The production server with single sign-on through a test provider started for it: the
 * app's port is chosen first, since the provider must know the redirect URI before the app
 * reads the provider's discovery document. `env` adds to or overrides the OIDC settings.
 */
export async function startAppWithIdp(env: Record<string, string> = {}): Promise<AppWithIdp> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const idp = await startIdp(`${appUrl}/api/auth/callback/oidc`);
  let app: RunningApp;
  try {
    app = await startApp({
      PORT: String(port),
      BETTER_AUTH_URL: appUrl,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: "Test ID",
      ...env,
    });
  } catch (err) {
    await idp.stop();
    throw err;
  }
  return {
    app,
    idp,
    async stop() {
      await app.stop();
      await idp.stop();
    },
  };
}
