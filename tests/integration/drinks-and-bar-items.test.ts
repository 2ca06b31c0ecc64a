import { describe, expect, it } from "vitest";
import type { BarItem, Drink } from "@/domain/types";
import { anonymous, signUp } from "../helpers/client";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

describe("drinks", () => {
  it("creates, lists newest first, reads, changes and deletes the caller's drinks", async () => {
    const client = await signUp();
    const first = await client.post<Drink>("/api/drinks", { name: "Daiquiri", type: "cocktail", rating: 5, notes: "Tart" });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(["createdAt", "id", "imageUrl", "madeFromRecipeId", "name", "notes", "rating", "servings", "type", "userId"]);
    expect(first.body).toMatchObject({ madeFromRecipeId: null, servings: null });
    expect(first.body).toMatchObject({ name: "Daiquiri", type: "cocktail", rating: 5, notes: "Tart", imageUrl: null, userId: client.user!.id });
    const second = await client.post<Drink>("/api/drinks", { name: "Pilsner", type: "beer" });
    expect(second.body).toMatchObject({ rating: null, notes: null });

    const list = await client.get<{ drinks: Drink[] }>("/api/drinks");
    expect(list.body.drinks.map((d) => d.name)).toEqual(["Pilsner", "Daiquiri"]);

    const changed = await client.patch<Drink>(`/api/drinks/${first.body.id}`, { rating: 4, notes: "" });
    expect(changed.body).toMatchObject({ rating: 4, notes: null, name: "Daiquiri" });
    expect((await client.get<Drink>(`/api/drinks/${first.body.id}`)).body.rating).toBe(4);

    expect((await client.delete(`/api/drinks/${first.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/drinks/${first.body.id}`)).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, ExpectedIssue]>([
    ["empty name", { name: "" }, [["name"], "Give the drink a name."]],
    ["name of 201 characters", { name: "a".repeat(201) }, [["name"], "The name can be at most 200 characters."]],
    ["type of 51 characters", { type: "a".repeat(51) }, [["type"], "The type can be at most 50 characters."]],
    ["missing type", { type: undefined }, [["type"], "Say what type of drink it is (a cocktail, a beer…)."]],
    ["rating 0", { rating: 0 }, [["rating"], "The rating must be at least 1."]],
    ["rating 6", { rating: 6 }, [["rating"], "The rating can be at most 5."]],
    ["rating 4.5", { rating: 4.5 }, [["rating"], "The rating must be a whole number."]],
    ["an image URL that is not an upload", { imageUrl: "https://example.com/a.jpg" }, [["imageUrl"], "The photo must be one of your uploads."]],
    ["an object-images URL that is not the caller's", { imageUrl: "/object-images/someone/else.jpg" }, [["imageUrl"], "The photo must be one of your uploads."]],
  ])("answers 400 for %s", async (_label, change, issue) => {
    const client = await signUp();
    expectIssues(await client.post("/api/drinks", { name: "Mojito", type: "cocktail", ...change }), [issue]);
    expect((await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks).toEqual([]);
  });

  it("answers 401 without a session and 404 for another user's drink", async () => {
    expect((await anonymous().get("/api/drinks")).body).toEqual({ error: "Unauthorized" });
    const owner = await signUp();
    const other = await signUp();
    const { body } = await owner.post<Drink>("/api/drinks", { name: "Martini", type: "cocktail" });
    for (const res of [
      await other.get(`/api/drinks/${body.id}`),
      await other.patch(`/api/drinks/${body.id}`, { name: "Stolen" }),
      await other.delete(`/api/drinks/${body.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Drink not found" });
    }
    expect((await other.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks).toEqual([]);
    expect((await owner.get<Drink>(`/api/drinks/${body.id}`)).body.name).toBe("Martini");
  });

  it("answers 400 for malformed JSON outside the recipe endpoint", async () => {
    const client = await signUp();
    const res = await client.request("POST", "/api/drinks", { raw: "{", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Invalid JSON body" });
  });
});

describe("bar items", () => {
  it("creates with FULL by default, lists by name, changes quantity and aliases, deletes", async () => {
    const client = await signUp();
    const gin = await client.post<BarItem>("/api/bar-items", { name: "Tanqueray", category: "Gin" });
    expect(gin.status).toBe(201);
    expect(gin.body).toMatchObject({ name: "Tanqueray", quantity: "FULL", category: "Gin", imageUrl: null, aliases: [] });
    expect(gin.body.id).toMatch(/^[0-9a-f-]{36}$/);
    await client.post("/api/bar-items", { name: "angostura bitters", quantity: "LOW" });
    await client.post("/api/bar-items", { name: "Campari", quantity: "HALF" });

    const list = await client.get<{ barItems: BarItem[] }>("/api/bar-items");
    expect(list.status).toBe(200);
    expect(list.body.barItems.map((b) => b.name)).toEqual(["angostura bitters", "Campari", "Tanqueray"]);

    const emptied = await client.patch<BarItem>(`/api/bar-items/${gin.body.id}`, { quantity: "EMPTY" });
    expect(emptied.body.quantity).toBe("EMPTY");
    const aliased = await client.patch<BarItem>(`/api/bar-items/${gin.body.id}`, { aliases: [" Gin ", "Gin", "", "London dry gin"] });
    expect(aliased.body.aliases).toEqual(["Gin", "London dry gin"]);
    expect(aliased.body.quantity).toBe("EMPTY");

    expect((await client.delete(`/api/bar-items/${gin.body.id}`)).status).toBe(204);
    expect((await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems).toHaveLength(2);
  });

  it.each<[string, Record<string, unknown>, ExpectedIssue]>([
    ["empty name", { name: " " }, [["name"], "Give the bottle a name."]],
    ["name of 201 characters", { name: "a".repeat(201) }, [["name"], "The name can be at most 200 characters."]],
    ["unknown quantity", { quantity: "PLENTY" }, [["quantity"], "The level must be one of FULL, HALF, LOW or EMPTY."]],
    ["aliases as a string", { aliases: "Gin" }, [["aliases"], "The other names must be a list."]],
    ["21 aliases", { aliases: Array.from({ length: 21 }, (_, i) => `a${i}`) }, [["aliases"], "There can be at most 20 other names."]],
    ["an image URL that is not an upload", { imageUrl: "/etc/passwd" }, [["imageUrl"], "The photo must be one of your uploads."]],
  ])("answers 400 for %s", async (_label, change, issue) => {
    const client = await signUp();
    expectIssues(await client.post("/api/bar-items", { name: "Gin", ...change }), [issue]);
    expect((await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems).toEqual([]);
  });

  it("lets no one else change or delete an item", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { body } = await owner.post<BarItem>("/api/bar-items", { name: "Chartreuse" });
    for (const res of [
      await other.patch(`/api/bar-items/${body.id}`, { quantity: "EMPTY" }),
      await other.delete(`/api/bar-items/${body.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Bar item not found" });
    }
    const mine = await owner.get<{ barItems: BarItem[] }>("/api/bar-items");
    expect(mine.body.barItems[0]).toMatchObject({ name: "Chartreuse", quantity: "FULL" });
    expect((await other.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems).toEqual([]);
  });
});
