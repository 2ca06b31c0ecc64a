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
});

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
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
