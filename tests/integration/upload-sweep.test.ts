import { describe, expect, it } from "vitest";
import { sizeKeyFor } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { takeLease } from "@/server/db/leases";
import { sweepUploads } from "@/server/photos/sweep";
import { signUp, type TestClient } from "../helpers/client";
import { pointServerModulesAtTestBackend } from "../helpers/in-process";
import { expectSwept, photoStateOf, putOrphanObject, sweepFor } from "../helpers/sweep";
import { plainPng } from "../helpers/test-photos";
import { uploadFile, type UploadBody } from "../helpers/uploads";

pointServerModulesAtTestBackend();

async function upload(client: TestClient, kind: string): Promise<UploadBody> {
  const res = await uploadFile(client, await plainPng(), { kind, type: "image/png", filename: "p.png" });
  expect(res.status).toBe(201);
  return res.body;
}

describe("the upload sweep", () => {
  it("after 24 hours removes uploads nothing shows, row and object, and keeps shown photos and menu scans", async () => {
    const client = await signUp();
    const abandoned = await upload(client, "drink");
    const shown = await upload(client, "drink");
    const menu = await upload(client, "menu");
    await client.post<Drink>("/api/drinks", { name: "Shown", type: "cocktail", imageUrl: shown.imageUrl });

    expect(await sweepFor(client)).toEqual({ ran: true, uploadsDeleted: 0, orphanObjectsDeleted: 0 });
    expect((await photoStateOf(client)).objects).toEqual([abandoned.key, shown.key, menu.key].sort());

    expect(await sweepFor(client, { hoursLater: 25 })).toEqual({ ran: true, uploadsDeleted: 1, orphanObjectsDeleted: 0 });
    const state = await photoStateOf(client);
    expect(state.objects).toEqual([shown.key, menu.key].sort());
    expectSwept(state, { youngAllowed: false });
    expect((await client.get(abandoned.imageUrl)).status).toBe(404);
    expect((await client.get(shown.imageUrl)).status).toBe(200);
  });

  it("removes an object that has no row once it is 24 hours old", async () => {
    const client = await signUp();
    const orphan = await putOrphanObject(client);
    const menu = await upload(client, "menu");
    expect((await sweepFor(client)).orphanObjectsDeleted).toBe(0);
    expect((await photoStateOf(client)).objects).toEqual([orphan, menu.key].sort());
    expect((await sweepFor(client, { hoursLater: 25 })).orphanObjectsDeleted).toBe(1);
    expect((await photoStateOf(client)).objects).toEqual([menu.key]);
  });

  it("takes a display size for part of its upload: kept with a shown photo, removed with an abandoned one", async () => {
    const client = await signUp();
    const photo = async () =>
      (await uploadFile(client, await plainPng(600, 400), { kind: "drink", type: "image/png", filename: "p.png" })).body;
    const abandoned = await photo();
    const shown = await photo();
    await client.post<Drink>("/api/drinks", { name: "Shown", type: "cocktail", imageUrl: shown.imageUrl });
    const shownObjects = [shown.key, sizeKeyFor(shown.key, 256), sizeKeyFor(shown.key, 512)].sort();
    expect((await photoStateOf(client)).objects).toHaveLength(6);

    expect(await sweepFor(client, { hoursLater: 25 })).toEqual({ ran: true, uploadsDeleted: 1, orphanObjectsDeleted: 0 });
    expect((await photoStateOf(client)).objects).toEqual(shownObjects);
    expect((await client.get(`${shown.imageUrl}?w=256`)).status).toBe(200);
    expect((await client.get(`${abandoned.imageUrl}?w=256`)).status).toBe(404);
  });

  it("runs on one instance at a time: while another holds the lease it does nothing, and takes it over once lapsed", async () => {
    const client = await signUp();
    const abandoned = await upload(client, "bar");
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await takeLease({ name: "upload-sweep", holder: "another instance", now: later, ttlMs: 60_000 })).toBe(true);
    expect(await sweepUploads({ now: later, userId: client.user!.id })).toEqual({ ran: false, uploadsDeleted: 0, orphanObjectsDeleted: 0 });
    expect((await photoStateOf(client)).objects).toEqual([abandoned.key]);

    const lapsed = new Date(later.getTime() + 61_000);
    expect(await sweepUploads({ now: lapsed, userId: client.user!.id })).toMatchObject({ ran: true, uploadsDeleted: 1 });
    expect((await photoStateOf(client)).objects).toEqual([]);
  });
});
