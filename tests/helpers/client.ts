import { randomUUID } from "node:crypto";
import { backend } from "./backend";

/**
 * A signed-in user talking to the real server, as a browser on the same origin would:
 * it sends the session cookie and an Origin header on writes.
 */
export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

let addressCounter = 0;

/** Each test user signs in from its own address, so better-auth's per-IP limits stay out of the way. */
function nextTestAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${addressCounter % 250}`;
}

export class TestClient {
  constructor(
    readonly baseUrl: string,
    readonly cookie: string | null,
    readonly user: { id: string; name: string; email: string } | null,
  ) {}

  async request<T = unknown>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== "GET" && method !== "HEAD" && !("origin" in headers)) headers.origin = this.baseUrl;
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get("content-type")?.includes("application/json") && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("POST", path, { body });
  }
  patch<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("PATCH", path, { body });
  }
  delete<T = unknown>(path: string) {
    return this.request<T>("DELETE", path);
  }
}

/** A client with no session. */
export function anonymous(): TestClient {
  return new TestClient(backend().baseUrl, null, null);
}

/** Signs up a brand-new user (on the suite's server, or another) and returns a client carrying their session cookie. */
export async function signUp(name = "Test User", baseUrl = backend().baseUrl): Promise<TestClient> {
  const email = `user-${randomUUID()}@example.test`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": nextTestAddress() },
    body: JSON.stringify({ name, email, password: "correct horse battery" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  const { user } = (await res.json()) as { user: { id: string; name: string; email: string } };
  return new TestClient(baseUrl, cookie, { id: user.id, name: user.name, email: user.email });
}

/** Signs an existing user in again (another device): a client with the new session, and the raw answer. */
export async function signIn(
  user: { id: string; name: string; email: string },
  { password = "correct horse battery", userAgent = "Barshelf tests" } = {},
): Promise<{ client: TestClient; res: Response }> {
  const { baseUrl } = backend();
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": nextTestAddress(), "user-agent": userAgent },
    body: JSON.stringify({ email: user.email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { client: new TestClient(baseUrl, sessionCookieFrom(res), user), res };
}

export function sessionCookieFrom(res: Response): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.includes("better-auth.session_token="));
  if (!setCookie) throw new Error("no session cookie was set");
  return setCookie.split(";")[0]!;
}

export { nextTestAddress };
