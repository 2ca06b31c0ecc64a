import { expect } from "vitest";

/** Sends `items` `size` at a time, each answer a success. */
export async function inBatches<T>(items: readonly T[], size: number, send: (item: T) => Promise<{ status: number }>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    for (const res of await Promise.all(items.slice(i, i + size).map(send))) expect(res.status).toBeLessThan(300);
  }
}
