import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendJson } from "@/components/ui/api";

/**
 * The pages' side of the Idempotency-Key contract (src/components/ui/api.ts): which key each
 * create carries, read from the requests it hands to fetch.
 */
const keysSent: (string | null)[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  keysSent.length = 0;
  answer = async () => Response.json({ id: "1" }, { status: 201 });
  vi.useFakeTimers();
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    keysSent.push(new Headers(init.headers).get("Idempotency-Key"));
    return answer();
  });
});

afterEach(() => {
  // Each test's intents settle, so none leaks its key into the next.
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const addLimes = () => sendJson("POST", "/api/shopping-list", { name: "Limes" });

describe("Idempotency-Key from the pages", () => {
  it("sends a key with a create, none with an edit, a delete or better-auth's endpoints", async () => {
    await addLimes();
    await sendJson("PATCH", "/api/shopping-list/1", { done: true });
    await sendJson("DELETE", "/api/shopping-list/1");
    await sendJson("POST", "/api/auth/update-user", { name: "Ada" });
    expect(keysSent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keysSent.slice(1)).toEqual([null, null, null]);
  });

  it("gives the same request sent while the first is in flight the same key, and another request its own", async () => {
    await Promise.all([addLimes(), addLimes(), sendJson("POST", "/api/shopping-list", { name: "Mint" })]);
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(keysSent[2]).not.toBe(keysSent[0]);
  });

  it("keeps the key through a lost connection, and for a second after an answer; then a new one", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect((await addLimes()).ok).toBe(false);
    answer = async () => Response.json({ id: "1" }, { status: 201 });
    await addLimes();
    await addLimes();
    vi.advanceTimersByTime(1_001);
    await addLimes();
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(keysSent[2]).toBe(keysSent[0]);
    expect(keysSent[3]).not.toBe(keysSent[0]);
  });

  it("settles after an error answer too, but keeps the key while the server says the first is still running", async () => {
    answer = async () => Response.json({ error: "Still being worked on" }, { status: 409, headers: { "Retry-After": "1" } });
    await addLimes();
    vi.advanceTimersByTime(5_000);
    answer = async () => Response.json({ error: "Give the thing a name." }, { status: 400 });
    await addLimes();
    vi.advanceTimersByTime(1_001);
    await addLimes();
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(keysSent[2]).not.toBe(keysSent[0]);
  });
});
