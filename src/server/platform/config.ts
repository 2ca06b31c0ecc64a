import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { log } from "./log";

/**
 * The only module that reads process.env. Everything else asks getConfig().
 * A bad value stops the start with one line that names the variable.
 */
const boolString = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolString.default(false),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  TRUST_PROXY: boolString.default(false),
  MENU_READING_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(1),
  MENU_READING_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(600).default(60),
  IMPORT_READING_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(600).default(15),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40, "must be at most 40 characters (it is a button's label)").default("Single sign-on"),
  OIDC_ALLOW_SIGNUP: boolString.default(true),
  PASSWORD_SIGNIN: boolString.default(true),
});

type Env = z.infer<typeof EnvSchema>;

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Sign-in through the operator's OpenID Connect provider (docs/sign-in.md). */
export interface OidcConfig {
  /** The provider's issuer URL; its discovery document is under /.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in button calls the provider. */
  name: string;
  /** Whether someone the provider knows but Barshelf does not gets an account on first sign-in. */
  allowSignUp: boolean;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  hostname: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections this process may open to PostgreSQL (each instance has its own pool). */
  databasePoolSize: number;
  s3?: S3Config;
  authSecret: string;
  authUrl?: string;
  /** The most each user's photos (originals) may take in the store. */
  storageQuotaBytes: number;
  /** Whether X-Forwarded-For names the client (a reverse proxy in front overwrites or appends it). */
  trustProxy: boolean;
  /** Menu scans this process reads at once (0: none; never more than its cores). */
  menuReadingConcurrency: number;
  /** How long one menu's reading may take before it fails as "took too long". */
  menuReadingTimeLimitMs: number;
  /** How long reading an import file may take (in a worker thread) before the answer is 422. */
  importReadingTimeLimitMs: number;
  /** After SIGTERM, how long the health check says "draining" before the listening socket closes. */
  shutdownDrainMs: number;
  oidc?: OidcConfig;
  /** Whether e-mail and password sign in and sign up (PASSWORD_SIGNIN=false leaves single sign-on only). */
  passwordSignIn: boolean;
}

export class ConfigError extends Error {}

/** Parses an environment; exported for tests. Throws ConfigError with a one-line message. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    hostname: e.HOSTNAME,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    authSecret: e.BETTER_AUTH_SECRET ?? loadOrCreateSecret(dataDir, e.NODE_ENV),
    authUrl: e.BETTER_AUTH_URL,
    storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    trustProxy: e.TRUST_PROXY,
    // One reading keeps a core busy for seconds: more at once than cores only slows each down.
    menuReadingConcurrency: Math.min(e.MENU_READING_CONCURRENCY, os.availableParallelism()),
    menuReadingTimeLimitMs: e.MENU_READING_TIME_LIMIT_SECONDS * 1000,
    importReadingTimeLimitMs: e.IMPORT_READING_TIME_LIMIT_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    oidc: oidcConfigOf(e),
    passwordSignIn: e.PASSWORD_SIGNIN,
  };
}

/**
 * The single sign-on settings, which only work together: a missing one stops the start with
 * a sentence saying which, rather than a button that fails when someone presses it.
 */
function oidcConfigOf(e: Env): OidcConfig | undefined {
  const fail = (message: string): never => {
    throw new ConfigError(`Invalid configuration: ${message}`);
  };
  if (!e.OIDC_ISSUER) {
    if (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) fail("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET need OIDC_ISSUER, the identity provider's address.");
    if (!e.PASSWORD_SIGNIN) fail("PASSWORD_SIGNIN=false needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: without them nobody could sign in.");
    return undefined;
  }
  if (!e.OIDC_CLIENT_ID) fail("OIDC_ISSUER is set, so OIDC_CLIENT_ID must be set too (the client id the identity provider gave Barshelf).");
  if (!e.OIDC_CLIENT_SECRET) fail("OIDC_ISSUER is set, so OIDC_CLIENT_SECRET must be set too (the client secret the identity provider gave Barshelf).");
  // The provider sends people back to an address it has on its list; one guessed from each request could differ from it.
  if (!e.BETTER_AUTH_URL) fail("OIDC_ISSUER needs BETTER_AUTH_URL, the public address the identity provider sends people back to.");
  return {
    issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    name: e.OIDC_NAME,
    allowSignUp: e.OIDC_ALLOW_SIGNUP,
  };
}

/**
 * Without BETTER_AUTH_SECRET, one random secret is made on first start and kept in
 * DATA_DIR (mode 0600), so a single command gives a working service whose sessions
 * survive restarts.
 */
function loadOrCreateSecret(dataDir: string, env: Config["env"]): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  log.info("auth secret generated", { file, env, hint: "set BETTER_AUTH_SECRET to manage it yourself" });
  return secret;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
