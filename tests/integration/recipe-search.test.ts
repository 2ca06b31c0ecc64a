import { beforeAll, describe, expect, it } from "vitest";
import type { RecipeListItem } from "@/domain/types";
import { signUp, TestClient } from "../helpers/client";

type List = { recipes: RecipeListItem[] };

const recipe = (title: string, ...names: string[]) => ({
  title,
  ingredients: names.map((name) => ({ name, amount: "30 ml", available: false })),
  steps: ["Mix"],
});

// Posted oldest first, so the list (newest first) is the reverse.
const RECIPES = [
  recipe("Penicillin", "Blended Scotch", "Lemon juice", "Honey-ginger syrup"),
  recipe("Martinez", "Tanqueray", "Sweet vermouth", "Maraschino"),
  recipe("Gimlet", "London dry gin", "Lime juice", "Simple syrup"),
  recipe("Old Fashioned", "Buffalo Trace", "Sugar", "Angostura bitters"),
  recipe("Manhattan", "Rye whiskey", "Sweet vermouth"),
  recipe("Rob Roy", "Laphroaig 10", "Sweet vermouth"),
  recipe("Sloe Fizz", "Sloe gin", "Lemon juice", "Soda water"),
];

async function rawList(client: TestClient, query = "", etag?: string) {
  const headers: Record<string, string> = { cookie: client.cookie! };
  if (etag) headers["if-none-match"] = etag;
  const res = await fetch(`${client.baseUrl}/api/recipes${query}`, { headers });
  return { status: res.status, etag: res.headers.get("etag"), text: await res.text(), headers: res.headers };
}

const titlesOf = (text: string) => (JSON.parse(text) as List).recipes.map((r) => r.title);

describe("GET /api/recipes?q=", () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await signUp();
    for (const r of RECIPES) expect((await client.post("/api/recipes", r)).status).toBe(201);
  });

  it.each([
    ["gin", ["Gimlet", "Martinez"]],
    ["whiskey", ["Rob Roy", "Manhattan", "Old Fashioned", "Penicillin"]],
    ["Whisky", ["Rob Roy", "Manhattan", "Old Fashioned", "Penicillin"]],
    ["bourbon", ["Old Fashioned"]],
    ["scotch", ["Rob Roy", "Penicillin"]],
    ["ginger", ["Penicillin"]],
    ["sweet vermouth", ["Rob Roy", "Manhattan", "Martinez"]],
    ["gin lime", ["Gimlet"]],
    ["MANHAT", ["Manhattan"]],
    ["absinthe", []],
  ])("%s finds %j, newest first", async (q, expected) => {
    const res = await rawList(client, `?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(titlesOf(res.text)).toEqual(expected);
  });

  it("finds the same through Next's route (trailing slash) as through the front server", async () => {
    const [front, next] = await Promise.all(["/api/recipes", "/api/recipes/"].map((p) => client.get<List>(`${p}?q=gin`)));
    expect(front!.status).toBe(200);
    expect(next!.body).toEqual(front!.body);
    expect(next!.headers.get("etag")).toBe(front!.headers.get("etag"));
  });

  it("answers the whole list unchanged without q, or with a blank one, under the same ETag", async () => {
    const whole = await rawList(client);
    expect(titlesOf(whole.text)).toEqual(RECIPES.map((r) => r.title).reverse());
    for (const query of ["?q=", "?q=%20%20", "?other=1"]) {
      const same = await rawList(client, query);
      expect(same.text, query).toBe(whole.text);
      expect(same.etag, query).toBe(whole.etag);
    }
    expect((await rawList(client, "", whole.etag!)).status).toBe(304);
  });

  it("tags each search apart, answers 304 while it is current, and a new answer after a write", async () => {
    const gin = await rawList(client, "?q=gin");
    const rum = await rawList(client, "?q=rum");
    const whole = await rawList(client);
    expect(new Set([gin.etag, rum.etag, whole.etag]).size).toBe(3);
    expect(gin.headers.get("cache-control")).toBe("private, no-cache");
    expect((await rawList(client, "?q=gin", gin.etag!)).status).toBe(304);
    expect((await rawList(client, "?q=rum", gin.etag!)).status).toBe(200);

    const other = await signUp();
    await other.post("/api/recipes", recipe("Daiquiri", "Havana Club 3", "Lime juice"));
    expect(titlesOf((await rawList(other, "?q=rum")).text)).toEqual(["Daiquiri"]);
    expect(titlesOf(rum.text)).toEqual([]); // another user's rum is not ours
    const before = await rawList(other, "?q=gin");
    expect(titlesOf(before.text)).toEqual([]);
    await other.post("/api/recipes", recipe("Tom Collins", "Old Tom gin", "Lemon juice"));
    const after = await rawList(other, "?q=gin", before.etag!);
    expect(after.status).toBe(200);
    expect(titlesOf(after.text)).toEqual(["Tom Collins"]);
  });

  it.each([
    ["a search longer than 200 characters", `?q=${"a".repeat(201)}`, "A search can be at most 200 characters."],
    ["a line break", "?q=gin%0Alime", "A search must be one line, without tabs or other control characters."],
    ["a NUL", "?q=%00", "A search must be one line, without tabs or other control characters."],
    ["two searches", "?q=gin&q=rum", "Give one search at a time: the address has more than one q."],
  ])("refuses %s with 400 and a sentence, on both routes", async (_what, query, sentence) => {
    for (const path of ["/api/recipes", "/api/recipes/"]) {
      const res = await client.get<{ error: string; issues: { path: unknown[]; message: string }[] }>(path + query);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toBe(sentence);
      expect(res.body.issues[0]).toMatchObject({ path: expect.arrayContaining(["q"]), message: sentence });
    }
  });

  it("asks for a session before anything else", async () => {
    const res = await fetch(`${client.baseUrl}/api/recipes?q=${"a".repeat(300)}`);
    expect(res.status).toBe(401);
  });
});
