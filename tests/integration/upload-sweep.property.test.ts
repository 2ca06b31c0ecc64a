import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BarItem, Drink } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { pointServerModulesAtTestBackend } from "../helpers/in-process";
import { expectSwept, photoStateOf, putOrphanObject, sweepFor } from "../helpers/sweep";
import { plainPng } from "../helpers/test-photos";
import { abortUpload, uploadFile } from "../helpers/uploads";

pointServerModulesAtTestBackend();

/**
 * Any sequence of what users and their clients do to photos (upload, show on a new drink or bar
 * item, replace, remove, delete the record, delete the upload, give up mid-upload, never read
 * the answer) and of what a crash leaves (an object without a row) ends, once the sweep has
 * run, with every stored object having exactly one row, and every row shown by a record (or a
 * menu scan) unless it is younger than 24 hours; no photo a record shows is ever lost.
 */
const RUNS = 10;

const pick = fc.nat({ max: 20 });
const action = fc.oneof(
  fc.record({ type: fc.constant("upload" as const), kind: fc.constantFrom("drink", "bar", "menu") }),
  fc.record({ type: fc.constantFrom("newDrink" as const, "newBarItem" as const), photo: fc.option(pick) }),
  fc.record({ type: fc.constant("replacePhoto" as const), record: pick, photo: fc.option(pick) }),
  fc.record({ type: fc.constant("deleteRecord" as const), record: pick }),
  fc.record({ type: fc.constant("deleteUpload" as const), photo: pick }),
  fc.record({ type: fc.constantFrom("abortedUpload" as const, "answerNeverRead" as const, "crashBeforeRow" as const) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

interface World {
  photos: { id: string; imageUrl: string }[];
  records: string[];
  orphans: string[];
}

function at<T>(list: T[], index: number | null): T | undefined {
  return index === null || list.length === 0 ? undefined : list[index % list.length];
}

async function apply(client: TestClient, world: World, a: Action): Promise<void> {
  switch (a.type) {
    case "upload":
    case "answerNeverRead": {
      const res = await uploadFile(client, await plainPng(), { kind: a.type === "upload" ? a.kind : "drink", type: "image/png", filename: "p.png" });
      expect(res.status).toBe(201);
      if (a.type === "upload") world.photos.push(res.body);
      return;
    }
    case "newDrink":
    case "newBarItem": {
      const imageUrl = at(world.photos, a.photo)?.imageUrl;
      const res =
        a.type === "newDrink"
          ? await client.post<Drink>("/api/drinks", { name: "Sour", type: "cocktail", imageUrl })
          : await client.post<BarItem>("/api/bar-items", { name: "Gin", imageUrl, allowDuplicate: true }); // each a bottle of its own
      // A photo deleted meanwhile is no longer the caller's upload.
      expect([201, 400]).toContain(res.status);
      if (res.status === 201) world.records.push(`/api/${a.type === "newDrink" ? "drinks" : "bar-items"}/${res.body.id}`);
      return;
    }
    case "replacePhoto": {
      const record = at(world.records, a.record);
      if (record) expect([200, 400]).toContain((await client.patch(record, { imageUrl: at(world.photos, a.photo)?.imageUrl ?? null })).status);
      return;
    }
    case "deleteRecord": {
      const record = at(world.records, a.record);
      if (!record) return;
      expect((await client.delete(record)).status).toBe(204);
      world.records = world.records.filter((r) => r !== record);
      return;
    }
    case "deleteUpload": {
      const photo = at(world.photos, a.photo);
      if (photo) expect([204, 404, 409]).toContain((await client.delete(`/api/uploads/${photo.id}`)).status);
      return;
    }
    case "abortedUpload":
      return abortUpload(client, randomUUID());
    case "crashBeforeRow":
      world.orphans.push(await putOrphanObject(client));
  }
}

describe("photos' life cycle, under any sequence of changes", () => {
  it("leaves each object exactly one row and every row shown, or younger than 24 hours", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const client = await signUp("Photographer");
        const world: World = { photos: [], records: [], orphans: [] };
        for (const a of actions) await apply(client, world, a);

        await sweepFor(client);
        const young = await photoStateOf(client);
        // Nothing is old yet: only the crash's objects lack a row, and every row stays.
        expectSwept({ ...young, objects: young.objects.filter((k) => !world.orphans.includes(k)) }, { youngAllowed: true });
        expect(young.objects.filter((k) => world.orphans.includes(k)).sort()).toEqual([...world.orphans].sort());

        await sweepFor(client, { hoursLater: 25 });
        const old = await photoStateOf(client);
        expectSwept(old, { youngAllowed: false });
        expect(old.shown.sort()).toEqual(young.shown.sort());
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
