import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, WatchedPage } from "./browser";

let userCounter = 0;

/**
 * A browser page signed in as a brand-new user, created through the API (so each
 * test starts from its own data), plus a JSON helper that calls the API as that user.
 */
export type SeededApi = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

export interface SignedInPage {
  w: WatchedPage;
  /** Calls the API as the user with a JSON body; fails the test on an error answer. */
  api: SeededApi;
  /** Uploads a photo file as the user (POST /api/uploads) and answers its image URL. */
  upload: (file: string, kind: "menu" | "drink" | "bar") => Promise<string>;
}

export async function signedInPage(browser: Browser, options?: { baseURL?: string }): Promise<SignedInPage> {
  const w = await WatchedPage.open(browser, options);
  userCounter += 1;
  const email = `lists-${Date.now()}-${process.pid}-${userCounter}@example.test`;
  const request = w.context.request;
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { name: "Lena Lists", email, password: "correct horse battery" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await request.fetch(url, { method, data: body === undefined ? undefined : body });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? null : await res.json()) as T;
  }
  async function upload(file: string, kind: "menu" | "drink" | "bar"): Promise<string> {
    const res = await request.post("/api/uploads", {
      multipart: { kind, file: { name: path.basename(file), mimeType: "image/jpeg", buffer: readFileSync(file) } },
    });
    expect(res.status(), `upload: ${await res.text()}`).toBe(201);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  }
  return { w, api, upload };
}

/** A recipe body for POST /api/recipes. */
export function recipeBody(title: string, ingredients: [string, string][], extra: Record<string, unknown> = {}) {
  return {
    title,
    ingredients: ingredients.map(([name, amount]) => ({ name, amount, available: false })),
    steps: ["Add everything to a mixing glass with ice", "Stir and strain"],
    ...extra,
  };
}

/**
 * A test file's browser life cycle, registered in the calling describe block: one Chromium
 * for the file, each test's page closed after it (so a failed test leaves nothing open for
 * the next), and the files tests made removed at the end.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;
  const cleanups: (() => void)[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    for (const cleanup of cleanups) cleanup();
  });
  return {
    /** A page signed in as a brand-new user (see signedInPage). */
    async signedIn(options?: { baseURL?: string }): Promise<SignedInPage> {
      const seeded = await signedInPage(browser!, options);
      current = seeded.w;
      return seeded;
    },
    /** A page with no session. */
    async signedOut(): Promise<WatchedPage> {
      current = await WatchedPage.open(browser!);
      return current;
    },
    /** Runs `cleanup` once the file's tests are done (e.g. a temporary photo's removal). */
    removeLater(cleanup: () => void): void {
      cleanups.push(cleanup);
    },
  };
}
