import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { nextTestAddress, signUp, type TestClient } from "../helpers/client";

/**
 * Every endpoint that checks the signed-in user's password counts against the account's
 * sign-in limit (5 a minute, then 429 with Retry-After): a stolen session cookie cannot be
 * used to guess the password, to change it or to delete the account, any faster than
 * signing in would allow.
 */
const PASSWORD = "correct horse battery";

type Check = { name: string; send: (client: TestClient, password: string) => Promise<number> };

const CHECKS: Check[] = [
  {
    name: "change-password",
    send: async (client, password) =>
      (await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "a new long passphrase" })).status,
  },
  { name: "verify-password", send: async (client, password) => (await client.post("/api/auth/verify-password", { password })).status },
  { name: "account delete", send: async (client, password) => (await client.post("/api/account/delete", { password })).status },
];

async function signIn(email: string, password: string): Promise<Response> {
  const { baseUrl } = backend();
  return fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": nextTestAddress() },
    body: JSON.stringify({ email, password }),
  });
}

async function stillSignedIn(client: TestClient): Promise<boolean> {
  return (await client.get("/api/recipes")).status === 200;
}

describe("password checks behind a session", () => {
  it.each(CHECKS)("$name: of 40 wrong guesses 5 are checked, the rest answered 429 with Retry-After", async ({ send }) => {
    const client = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await send(client, `wrong guess ${i}`));
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(35).fill(429));
    // The right password waits too; the account and its session are untouched.
    expect(await send(client, PASSWORD)).toBe(429);
    expect(await stillSignedIn(client)).toBe(true);
    expect((await signIn(client.user!.email, PASSWORD)).status).toBe(429);
  });

  it("answers the limit like every other one: Retry-After within the minute and a JSON sentence", async () => {
    const client = await signUp();
    for (let i = 0; i < 5; i++) await client.post("/api/auth/change-password", { currentPassword: "nope nope", newPassword: "a new long passphrase" });
    const res = await client.post("/api/auth/change-password", { currentPassword: "nope nope", newPassword: "a new long passphrase" });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({ error: "Too many requests: try again later" });
  });

  it("shares one count with signing in, across endpoints, and only for that account", async () => {
    const [client, neighbour] = await Promise.all([signUp(), signUp()]);
    const email = client.user!.email;
    expect((await signIn(email, "wrong at the door")).status).toBe(401);
    expect((await signIn(email.toUpperCase(), "wrong at the door")).status).toBe(401);
    for (const check of CHECKS) expect(await check.send(client, "wrong inside"), check.name).toBe(400);
    // Five guesses so far, whichever way they came: the next one of any kind is refused.
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    for (const check of CHECKS) expect(await check.send(client, PASSWORD), check.name).toBe(429);
    expect(await stillSignedIn(client)).toBe(true);

    expect((await signIn(neighbour.user!.email, PASSWORD)).status).toBe(200);
    expect(await CHECKS[1]!.send(neighbour, PASSWORD)).toBe(200);
  });

  it("still lets the right password through within the limit", async () => {
    const client = await signUp();
    expect(await CHECKS[0]!.send(client, "wrong once")).toBe(400);
    expect(await CHECKS[1]!.send(client, PASSWORD)).toBe(200);
    expect(await CHECKS[2]!.send(client, PASSWORD)).toBe(204);
    expect(await stillSignedIn(client)).toBe(false);
  });
});
