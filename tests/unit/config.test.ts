import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/server/platform/config";

const secret = "s".repeat(40);

describe("parseConfig", () => {
  it("defaults to SQLite and a local folder under ./data on port 3000", () => {
    const c = parseConfig({ BETTER_AUTH_SECRET: secret });
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve("./data"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.s3).toBeUndefined();
  });

  it("switches to PostgreSQL and S3 when configured", () => {
    const c = parseConfig({
      BETTER_AUTH_SECRET: secret,
      DATABASE_URL: "postgres://u:p@db:5432/bar",
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(c.databaseUrl).toBe("postgres://u:p@db:5432/bar");
    expect(c.databasePoolSize).toBe(10);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(c.s3).toMatchObject({ bucket: "photos", endpoint: "http://minio:9000", forcePathStyle: true, region: "us-east-1" });
  });

  it("trusts X-Forwarded-For only when TRUST_PROXY says so", () => {
    expect(parseConfig({ BETTER_AUTH_SECRET: secret }).trustProxy).toBe(false);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, TRUST_PROXY: "yes" })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });

  it("reads menus one at a time by default, none with MENU_READING_CONCURRENCY=0, and never more at once than cores", () => {
    expect(parseConfig({ BETTER_AUTH_SECRET: secret }).menuReadingConcurrency).toBe(1);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, MENU_READING_CONCURRENCY: "0" }).menuReadingConcurrency).toBe(0);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, MENU_READING_CONCURRENCY: "64" }).menuReadingConcurrency).toBe(os.availableParallelism());
    expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, MENU_READING_CONCURRENCY: "-1" })).toThrow(/^Invalid configuration: MENU_READING_CONCURRENCY /);
  });

  it("gives reading an import file 15 s by default, or IMPORT_READING_TIME_LIMIT_SECONDS", () => {
    expect(parseConfig({ BETTER_AUTH_SECRET: secret }).importReadingTimeLimitMs).toBe(15_000);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, IMPORT_READING_TIME_LIMIT_SECONDS: "0.05" }).importReadingTimeLimitMs).toBe(50);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, IMPORT_READING_TIME_LIMIT_SECONDS: "-1" })).toThrow(/^Invalid configuration: IMPORT_READING_TIME_LIMIT_SECONDS /);
  });

  it("drains 5 s after SIGTERM by default, or SHUTDOWN_DRAIN_SECONDS (0 for none)", () => {
    expect(parseConfig({ BETTER_AUTH_SECRET: secret }).shutdownDrainMs).toBe(5_000);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, SHUTDOWN_DRAIN_SECONDS: "0.5" }).shutdownDrainMs).toBe(500);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, SHUTDOWN_DRAIN_SECONDS: "0" }).shutdownDrainMs).toBe(0);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(/^Invalid configuration: SHUTDOWN_DRAIN_SECONDS /);
  });

  it("gives a menu's reading 60 s by default, or MENU_READING_TIME_LIMIT_SECONDS", () => {
    expect(parseConfig({ BETTER_AUTH_SECRET: secret }).menuReadingTimeLimitMs).toBe(60_000);
    expect(parseConfig({ BETTER_AUTH_SECRET: secret, MENU_READING_TIME_LIMIT_SECONDS: "2.5" }).menuReadingTimeLimitMs).toBe(2_500);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, MENU_READING_TIME_LIMIT_SECONDS: "0" })).toThrow(/^Invalid configuration: MENU_READING_TIME_LIMIT_SECONDS /);
  });

  it.each([
    [{ PORT: "not-a-port" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL /],
    [{ DATABASE_POOL_SIZE: "0" }, /^Invalid configuration: DATABASE_POOL_SIZE /],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "not a url" }, /^Invalid configuration: S3_ENDPOINT /],
    [{ S3_FORCE_PATH_STYLE: "yes" }, /^Invalid configuration: S3_FORCE_PATH_STYLE /],
    [{ BETTER_AUTH_SECRET: "short" }, /^Invalid configuration: BETTER_AUTH_SECRET /],
    [{ BETTER_AUTH_URL: "localhost:3000" }, /^Invalid configuration: BETTER_AUTH_URL /],
  ])("stops on a bad value with one line naming the variable: %j", (env, message) => {
    const run = () => parseConfig({ BETTER_AUTH_SECRET: secret, ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it("generates a secret once, keeps it in DATA_DIR with mode 0600, and reuses it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-config-"));
    const first = parseConfig({ NODE_ENV: "production", DATA_DIR: dir });
    const file = path.join(dir, "auth-secret");
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = parseConfig({ NODE_ENV: "production", DATA_DIR: dir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  describe("single sign-on", () => {
    const oidc = {
      BETTER_AUTH_SECRET: secret,
      BETTER_AUTH_URL: "https://bar.example.com",
      OIDC_ISSUER: "https://auth.example.com/",
      OIDC_CLIENT_ID: "barshelf",
      OIDC_CLIENT_SECRET: "client-secret",
    };

    it("is off, with passwords on, when nothing is set", () => {
      const c = parseConfig({ BETTER_AUTH_SECRET: secret });
      expect(c.oidc).toBeUndefined();
      expect(c.passwordSignIn).toBe(true);
    });

    it("reads the provider, a button name, and sign-up allowed unless turned off", () => {
      expect(parseConfig(oidc).oidc).toEqual({
        issuer: "https://auth.example.com",
        clientId: "barshelf",
        clientSecret: "client-secret",
        name: "Single sign-on",
        allowSignUp: true,
      });
      expect(parseConfig({ ...oidc, OIDC_NAME: "Authelia", OIDC_ALLOW_SIGNUP: "false" }).oidc).toMatchObject({ name: "Authelia", allowSignUp: false });
      expect(parseConfig({ ...oidc, PASSWORD_SIGNIN: "false" }).passwordSignIn).toBe(false);
    });

    it("refuses to start half configured, with a sentence naming what is missing", () => {
      const without = (name: keyof typeof oidc) => Object.fromEntries(Object.entries(oidc).filter(([k]) => k !== name));
      expect(() => parseConfig(without("OIDC_CLIENT_ID"))).toThrow(/OIDC_CLIENT_ID must be set too/);
      expect(() => parseConfig(without("OIDC_CLIENT_SECRET"))).toThrow(/OIDC_CLIENT_SECRET must be set too/);
      expect(() => parseConfig(without("BETTER_AUTH_URL"))).toThrow(/OIDC_ISSUER needs BETTER_AUTH_URL/);
      expect(() => parseConfig(without("OIDC_ISSUER"))).toThrow(/need OIDC_ISSUER/);
      expect(() => parseConfig({ BETTER_AUTH_SECRET: secret, PASSWORD_SIGNIN: "false" })).toThrow(/PASSWORD_SIGNIN=false needs OIDC_ISSUER/);
      expect(() => parseConfig({ ...oidc, OIDC_ISSUER: "auth.example.com" })).toThrow(/^Invalid configuration: OIDC_ISSUER /);
      expect(() => parseConfig({ ...oidc, OIDC_NAME: "x".repeat(41) })).toThrow(/OIDC_NAME must be at most 40 characters/);
    });
  });
});
