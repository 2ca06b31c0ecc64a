import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeListItem } from "@/domain/types";
import type { RunningApp } from "../helpers/app-server";
import { signUp, TestClient } from "../helpers/client";
import { startAnotherInstance } from "../helpers/instances";
import { GIMLET } from "../helpers/recipes";

type List = { recipes: RecipeListItem[] };

function listOf(client: TestClient, etag?: string) {
  return client.request<List>("GET", "/api/recipes", { headers: etag ? { "if-none-match": etag } : {} });
}

function availability(list: List): Record<string, boolean>[] {
  return list.recipes.map((r) => Object.fromEntries(r.ingredients.map((i) => [i.name, i.available])));
}

describe("GET /api/recipes, revalidated", () => {
  it("sends an ETag with private, no-cache, and answers 304 with no body while it is current", async () => {
    const client = await signUp();
    await client.post("/api/recipes", GIMLET);
    const first = await listOf(client);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.body.recipes.map((r) => r.title)).toEqual(["Gimlet"]);

    const again = await listOf(client, etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // a list of tags, and a weak form of ours, also match
    expect((await listOf(client, `"other", W/${etag}`)).status).toBe(304);
    expect((await listOf(client)).headers.get("etag")).toBe(etag);
  });

  it("answers the new list after a write, with a new ETag", async () => {
    const client = await signUp();
    await client.post("/api/recipes", GIMLET);
    const before = await listOf(client);
    expect(availability(before.body)).toEqual([{ Gin: false, "Lime juice": false }]);

    await client.post("/api/bar-items", { name: "Tanqueray" });
    const after = await listOf(client, before.headers.get("etag")!);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(availability(after.body)).toEqual([{ Gin: true, "Lime juice": false }]);
  });

  it("never revalidates one user's list for another user", async () => {
    const ada = await signUp();
    const bob = await signUp();
    const adas = await listOf(ada);
    const bobs = await listOf(bob, adas.headers.get("etag")!);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get("etag")).not.toBe(adas.headers.get("etag"));
    expect(bobs.body).toEqual({ recipes: [] });
  });

  it("gives the same answer and headers with a trailing slash, and HEAD the headers alone", async () => {
    // The front server answers /api/recipes itself; Next's route answers "/api/recipes/".
    const client = await signUp();
    await client.post("/api/recipes", GIMLET);
    const answers = await Promise.all(["/api/recipes", "/api/recipes/"].map((p) => client.get<List>(p)));
    const [front, next] = answers;
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(next!.body).toEqual(front!.body);
    expect(next!.headers.get("etag")).toBe(front!.headers.get("etag"));
    const head = await client.request("HEAD", "/api/recipes");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.get("etag")).toBe(front!.headers.get("etag"));
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(JSON.stringify(front!.body)));
  });

  it("answers 401 without a session, before anything else", async () => {
    const res = await new TestClient((await signUp()).baseUrl, null, null).request("GET", "/api/recipes", { headers: { "if-none-match": "*" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });
});

describe("two server processes sharing one database", () => {
  let second: RunningApp;
  beforeAll(async () => {
    second = await startAnotherInstance();
  });
  afterAll(async () => {
    await second?.stop();
  });

  it("shows a write made through one in the very next read through the other, both ways", async () => {
    const one = await signUp();
    const other = new TestClient(second.baseUrl, one.cookie, one.user);
    await one.post("/api/recipes", GIMLET);
    // both processes have the list cached
    const cachedOnOther = await listOf(other);
    expect(availability(cachedOnOther.body)).toEqual([{ Gin: false, "Lime juice": false }]);
    expect(availability((await listOf(one)).body)).toEqual([{ Gin: false, "Lime juice": false }]);

    const gin = await one.post<{ id: string }>("/api/bar-items", { name: "Tanqueray" });
    const afterWriteOnOne = await listOf(other, cachedOnOther.headers.get("etag")!);
    expect(afterWriteOnOne.status).toBe(200);
    expect(availability(afterWriteOnOne.body)).toEqual([{ Gin: true, "Lime juice": false }]);

    await other.patch(`/api/bar-items/${gin.body.id}`, { quantity: "EMPTY" });
    await other.post("/api/recipes", { ...GIMLET, title: "Gin sour" });
    const afterWriteOnOther = await listOf(one);
    expect(afterWriteOnOther.body.recipes.map((r) => r.title)).toEqual(["Gin sour", "Gimlet"]);
    expect(availability(afterWriteOnOther.body)).toEqual([
      { Gin: false, "Lime juice": false },
      { Gin: false, "Lime juice": false },
    ]);
    // one build, one data version: both processes give the same tag, so a client may switch between them
    expect((await listOf(other)).headers.get("etag")).toBe(afterWriteOnOther.headers.get("etag"));
    expect((await listOf(other, afterWriteOnOther.headers.get("etag")!)).status).toBe(304);
  });
});
