import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { nextTestAddress, signUp } from "../helpers/client";
import { sharedBackendEnv } from "../helpers/instances";
import { startApp } from "../helpers/app-server";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * Rate limits, counted in the database: sign-in 5 a minute per address and per
 * account, sign-up 5 a minute per address, uploads 30 a minute per user; past one, 429 with
 * Retry-After and a JSON error. The suite's server trusts X-Forwarded-For (TRUST_PROXY=1);
 * a second instance on the same database does not.
 */
let untrusting: RunningApp;

beforeAll(async () => {
  untrusting = await startApp({ ...sharedBackendEnv(), TRUST_PROXY: "" });
}, 90_000);

afterAll(async () => {
  await untrusting?.stop();
});

async function attempt(baseUrl: string, path: "sign-in" | "sign-up", body: object, address?: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/${path}/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...(address ? { "x-forwarded-for": address } : {}) },
    body: JSON.stringify(body),
  });
}

const wrong = (email: string) => ({ email, password: "not the password" });
const newEmail = () => `rl-${randomUUID()}@example.test`;

async function expectLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({ error: "Too many requests: try again later" });
  expect(res.headers.getSetCookie()).toEqual([]);
}

describe("sign-in", () => {
  it("allows 5 attempts a minute from one address, then answers 429 with Retry-After", async () => {
    const { baseUrl } = backend();
    const address = nextTestAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(baseUrl, "sign-in", wrong(newEmail()), address)).status).toBe(401);
    await expectLimited(await attempt(baseUrl, "sign-in", wrong(newEmail()), address));
  });

  it("allows 5 attempts a minute on one account whatever X-Forwarded-For says; then even the right password is refused", async () => {
    const { baseUrl } = backend();
    const victim = await signUp();
    const email = victim.user!.email;
    for (let i = 0; i < 5; i++) expect((await attempt(baseUrl, "sign-in", wrong(email), nextTestAddress())).status).toBe(401);
    await expectLimited(await attempt(baseUrl, "sign-in", wrong(email.toUpperCase()), nextTestAddress()));
    await expectLimited(await attempt(baseUrl, "sign-in", { email, password: "correct horse battery" }, nextTestAddress()));
  });

  it("counts in the database: an attempt on another instance counts too", async () => {
    const victim = await signUp();
    const email = victim.user!.email;
    const trusting = backend().baseUrl;
    for (const baseUrl of [trusting, trusting, untrusting.baseUrl, trusting, trusting]) {
      expect((await attempt(baseUrl, "sign-in", wrong(email), nextTestAddress())).status).toBe(401);
    }
    await expectLimited(await attempt(trusting, "sign-in", wrong(email), nextTestAddress()));
  });

  it("without TRUST_PROXY ignores X-Forwarded-For: rotating it does not make new addresses", async () => {
    // All of this file's requests to that instance come from 127.0.0.1 and count together.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(untrusting.baseUrl, "sign-in", wrong(newEmail()), nextTestAddress())).status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("sign-up", () => {
  it("allows 5 accounts a minute from one address; the 6th is refused and not made", async () => {
    const { baseUrl } = backend();
    const address = nextTestAddress();
    for (let i = 0; i < 5; i++) {
      const res = await attempt(baseUrl, "sign-up", { name: "Many", email: newEmail(), password: "correct horse battery" }, address);
      expect(res.status).toBe(200);
    }
    const email = newEmail();
    await expectLimited(await attempt(baseUrl, "sign-up", { name: "Many", email, password: "correct horse battery" }, address));
    expect((await attempt(baseUrl, "sign-in", { email, password: "correct horse battery" }, nextTestAddress())).status).toBe(401);
  });
});

describe("uploads", () => {
  it("allows 30 a minute per user, then 429 with Retry-After; another user is not held back", async () => {
    const [busy, other] = await Promise.all([signUp(), signUp()]);
    const png = await plainPng(8, 8);
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => uploadFile(busy, png, { kind: "menu" })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    }
    const past = await uploadFile(busy, png, { kind: "menu" });
    expect(past.status).toBe(429);
    expect(Number(past.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(past.body).toEqual({ error: "Too many requests: try again later" });
    expect((await uploadFile(other, png, { kind: "menu" })).status).toBe(201);
  });
});
