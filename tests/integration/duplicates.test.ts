// What the user already has is recognised: a second bottle of the same product asks first, and
// imports (catalogue, menus, pasted text and files) skip recipes already in the user's recipes.
import { describe, expect, it } from "vitest";
import type { BarItem } from "@/domain/types";
import { signUp } from "../helpers/client";

describe("a bar item that is already on the bar", () => {
  it("answers 409 with the item already there, for the same product written differently", async () => {
    const client = await signUp();
    const campari = await client.post<BarItem>("/api/bar-items", { name: "Campari", quantity: "LOW" });
    expect(campari.status).toBe(201);
    for (const name of ["Campari", "campari", "Campari Bitter"]) {
      const again = await client.post<{ error: string; existing: BarItem }>("/api/bar-items", { name });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: "You already have Campari.", existing: { ...campari.body, updatedAt: again.body.existing.updatedAt } });
    }
    expect((await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name)).toEqual(["Campari"]);
  });

  it("adds another product of the same kind, and the same product when the body allows a duplicate", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Tanqueray" });
    expect((await client.post("/api/bar-items", { name: "Tanqueray London Dry Gin" })).status).toBe(409);
    expect((await client.post("/api/bar-items", { name: "Tanqueray No. Ten" })).status).toBe(201);
    expect((await client.post("/api/bar-items", { name: "Beefeater" })).status).toBe(201);
    const second = await client.post<BarItem>("/api/bar-items", { name: "Tanqueray", allowDuplicate: true });
    expect(second.status).toBe(201);
    expect(second.body).not.toHaveProperty("allowDuplicate");
    const names = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name);
    expect(names.filter((n) => n === "Tanqueray")).toHaveLength(2);
    expect(names).toHaveLength(4);
  });

  it("tells one user's bar from another's", async () => {
    const owner = await signUp();
    const other = await signUp();
    await owner.post("/api/bar-items", { name: "Aperol" });
    expect((await other.post("/api/bar-items", { name: "Aperol" })).status).toBe(201);
  });

  it("the starter shelf leaves out what the bar already has", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Campari" });
    const added = await client.post<{ barItems: BarItem[] }>("/api/starter-shelf", { names: ["Campari", "Aperol"] });
    expect(added.body.barItems.map((b) => b.name)).toEqual(["Aperol"]);
    const names = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name);
    expect(names.sort()).toEqual(["Aperol", "Campari"]);
  });
});
