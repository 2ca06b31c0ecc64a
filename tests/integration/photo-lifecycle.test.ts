import { describe, expect, it } from "vitest";
import type { BarItem, Drink } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { countRows } from "../helpers/database";
import { storedKeysOf } from "../helpers/stored-objects";
import { plainPng } from "../helpers/test-photos";
import { uploadFile, type UploadBody } from "../helpers/uploads";

/**
 * A photo goes when the last record showing it lets go of it: its row and every object under
 * its key. What the owner keeps is checked in the store itself and in the upload table.
 */
async function upload(client: TestClient, kind = "drink"): Promise<UploadBody> {
  const res = await uploadFile(client, await plainPng(), { kind, type: "image/png", filename: "p.png" });
  expect(res.status).toBe(201);
  return res.body;
}

/** The uploads the store and the table hold for the user, as keys (the local store's `.type` files folded in). */
async function keptKeys(client: TestClient): Promise<string[]> {
  const stored = (await storedKeysOf(client.user!.id)).filter((k) => !k.endsWith(".type"));
  expect(await countRows("upload", client.user!.id)).toBe(stored.length);
  return stored.sort();
}

async function served(client: TestClient, photo: UploadBody): Promise<number> {
  return (await client.get(photo.imageUrl)).status;
}

describe("photos go with the records that show them", () => {
  it("deleting a drink deletes its photo, which is then no longer served", async () => {
    const client = await signUp();
    const photo = await upload(client);
    const drink = await client.post<Drink>("/api/drinks", { name: "Sour", type: "cocktail", imageUrl: photo.imageUrl });
    expect(await keptKeys(client)).toEqual([photo.key]);
    expect(await served(client, photo)).toBe(200);

    expect((await client.delete(`/api/drinks/${drink.body.id}`)).status).toBe(204);
    expect(await keptKeys(client)).toEqual([]);
    expect(await served(client, photo)).toBe(404);
  });

  it("replacing or removing a drink's photo deletes the old one and keeps the new one", async () => {
    const client = await signUp();
    const [first, second] = [await upload(client), await upload(client)];
    const drink = await client.post<Drink>("/api/drinks", { name: "Fizz", type: "cocktail", imageUrl: first.imageUrl });
    const replaced = await client.patch<Drink>(`/api/drinks/${drink.body.id}`, { imageUrl: second.imageUrl });
    expect(replaced.body.imageUrl).toBe(second.imageUrl);
    expect(await keptKeys(client)).toEqual([second.key]);

    // A change that leaves the photo alone keeps it.
    await client.patch(`/api/drinks/${drink.body.id}`, { rating: 3 });
    expect(await keptKeys(client)).toEqual([second.key]);

    const removed = await client.patch<Drink>(`/api/drinks/${drink.body.id}`, { imageUrl: null });
    expect(removed.body.imageUrl).toBeNull();
    expect(await keptKeys(client)).toEqual([]);
  });

  it("deleting or re-photographing a bar item deletes its old photo", async () => {
    const client = await signUp();
    const [first, second] = [await upload(client, "bar"), await upload(client, "bar")];
    const item = await client.post<BarItem>("/api/bar-items", { name: "Campari", imageUrl: first.imageUrl });
    await client.patch(`/api/bar-items/${item.body.id}`, { imageUrl: second.imageUrl, quantity: "LOW" });
    expect(await keptKeys(client)).toEqual([second.key]);
    expect((await client.delete(`/api/bar-items/${item.body.id}`)).status).toBe(204);
    expect(await keptKeys(client)).toEqual([]);
    expect(await served(client, second)).toBe(404);
  });

  it("keeps a photo while another of the user's records still shows it", async () => {
    const client = await signUp();
    const photo = await upload(client);
    const drink = await client.post<Drink>("/api/drinks", { name: "Negroni", type: "cocktail", imageUrl: photo.imageUrl });
    const item = await client.post<BarItem>("/api/bar-items", { name: "Negroni batch", imageUrl: photo.imageUrl });
    await client.delete(`/api/drinks/${drink.body.id}`);
    expect(await keptKeys(client)).toEqual([photo.key]);
    expect(await served(client, photo)).toBe(200);
    await client.delete(`/api/bar-items/${item.body.id}`);
    expect(await keptKeys(client)).toEqual([]);
  });

  it("another user's delete or change of their own records never touches the owner's photos", async () => {
    const owner = await signUp();
    const other = await signUp();
    const photo = await upload(owner);
    const drink = await owner.post<Drink>("/api/drinks", { name: "Gimlet", type: "cocktail", imageUrl: photo.imageUrl });
    expect((await other.delete(`/api/drinks/${drink.body.id}`)).status).toBe(404);
    expect((await other.patch(`/api/drinks/${drink.body.id}`, { imageUrl: null })).status).toBe(404);
    expect(await keptKeys(owner)).toEqual([photo.key]);
  });
});

describe("DELETE /api/uploads/{id}", () => {
  it("deletes the owner's upload, row and object; another user gets the 404 of a missing one", async () => {
    const owner = await signUp();
    const other = await signUp();
    const photo = await upload(owner, "menu");
    const kept = await upload(owner, "menu");

    const refused = await other.delete(`/api/uploads/${photo.id}`);
    const missing = await other.delete(`/api/uploads/00000000-0000-4000-8000-000000000000`);
    expect([refused.status, refused.body]).toEqual([404, { error: "Upload not found" }]);
    expect([missing.status, missing.body]).toEqual([404, { error: "Upload not found" }]);
    expect(await keptKeys(owner)).toEqual([photo.key, kept.key].sort());

    expect((await owner.delete(`/api/uploads/${photo.id}`)).status).toBe(204);
    expect(await keptKeys(owner)).toEqual([kept.key]);
    expect(await served(owner, photo)).toBe(404);
    expect((await owner.delete(`/api/uploads/${photo.id}`)).status).toBe(404);
  });

  it("refuses with 409 a photo a drink still shows, and changes nothing", async () => {
    const client = await signUp();
    const photo = await upload(client);
    await client.post("/api/drinks", { name: "Old fashioned", type: "cocktail", imageUrl: photo.imageUrl });
    const res = await client.delete<{ error: string }>(`/api/uploads/${photo.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/still shown/);
    expect(await keptKeys(client)).toEqual([photo.key]);
    expect(await served(client, photo)).toBe(200);
  });

  it("keeps a menu scan when a drink that also showed it is deleted", async () => {
    const client = await signUp();
    const menu = await upload(client, "menu");
    const drink = await client.post<Drink>("/api/drinks", { name: "From the menu", type: "cocktail", imageUrl: menu.imageUrl });
    await client.delete(`/api/drinks/${drink.body.id}`);
    expect(await keptKeys(client)).toEqual([menu.key]);
  });
});
