import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { getObjectStore } from "@/server/platform/storage";
import { sweepUploads, type SweepResult } from "@/server/photos/sweep";
import type { TestClient } from "./client";
import { selectRows } from "./database";
import { storedKeysOf } from "./stored-objects";

/**
 * The upload sweep run inside the test, on the test server's database and store (see
 * in-process.ts), limited to one user. The server's own hourly sweep may hold the lease for a
 * moment, so a sweep that found it taken is tried again.
 */
export async function sweepFor(client: TestClient, { hoursLater = 0 } = {}): Promise<SweepResult> {
  const now = new Date(Date.now() + hoursLater * 3600_000);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await sweepUploads({ now, userId: client.user!.id });
    if (result.ran) return result;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the sweep's lease stayed taken");
}

/** An object written straight into the store under the user's prefix, as a crash between put and insert leaves it. */
export async function putOrphanObject(client: TestClient): Promise<string> {
  const key = `${client.user!.id}/${randomUUID()}.jpg`;
  await getObjectStore().put(key, Buffer.from("left by a crash"), "image/jpeg");
  return key;
}

export interface PhotoState {
  objects: string[];
  rows: { key: string; kind: string }[];
  shown: string[];
}

/** The user's objects (the local store's `.type` files left out), upload rows, and image URLs their records show. */
export async function photoStateOf(client: TestClient): Promise<PhotoState> {
  const userId = client.user!.id;
  const objects = (await storedKeysOf(userId)).filter((k) => !k.endsWith(".type")).sort();
  const rows = (await selectRows<{ key: string; kind: string }>("select key, kind from upload where user_id = $1", [userId])).sort((a, b) =>
    a.key.localeCompare(b.key),
  );
  const shown = await selectRows<{ image_url: string }>(
    "select image_url from drink where user_id = $1 and image_url is not null union all select image_url from bar_item where user_id = $2 and image_url is not null",
    [userId, userId],
  );
  return { objects, rows, shown: shown.map((r) => r.image_url) };
}

/**
 * The sweep's promise: every object has exactly one row, every row is shown by a record (or is a
 * menu scan) unless `youngAllowed`, and every photo a record shows has its row and object.
 */
export function expectSwept(state: PhotoState, { youngAllowed }: { youngAllowed: boolean }): void {
  expect(state.objects).toEqual(state.rows.map((r) => r.key));
  const shownKeys = new Set(state.shown.map((url) => url.replace(/^\/object-images\//, "")));
  for (const key of shownKeys) expect(state.objects).toContain(key);
  if (!youngAllowed) {
    for (const row of state.rows) expect(row.kind === "menu" || shownKeys.has(row.key), `row ${row.key} is unshown`).toBe(true);
  }
}
