// POST /api/availability: the one matcher, on the caller's shelf, saying which bar item meets
// each name and why, or which empty bottle would have.
import { describe, expect, it } from "vitest";
import type { BarItem } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

interface Result {
  name: string;
  available: boolean;
  satisfiedBy: { barItemId: string; name: string; reason: string } | null;
  emptyMatch: { barItemId: string; name: string } | null;
}

async function addItem(client: TestClient, item: { name: string; quantity?: string; aliases?: string[] }): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", item);
  expect(res.status).toBe(201);
  return res.body;
}

async function availability(client: TestClient, names: string[]): Promise<Result[]> {
  const res = await client.post<{ results: Result[] }>("/api/availability", { names });
  expect(res.status).toBe(200);
  return res.body.results;
}

describe("POST /api/availability", () => {
  it("401 without a session, before reading the body", async () => {
    const res = await anonymous().post("/api/availability", { names: ["Gin"] });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });

  it("400 with issues for more than 200 names, a blank name, or no list", async () => {
    const client = await signUp();
    const cases: Array<[unknown, ExpectedIssue]> = [
      [{ names: Array.from({ length: 201 }, (_, i) => `Name ${i}`) }, [["names"], "There can be at most 200 names."]],
      [{ names: ["Gin", "  "] }, [["names", 1], "Name 2 cannot be blank."]],
      [{ names: ["x".repeat(201)] }, [["names", 0], "Name 1 can be at most 200 characters."]],
      [{}, [["names"], "Add at least one name."]],
    ];
    for (const [body, issue] of cases) expectIssues(await client.post("/api/availability", body), [issue]);
    expect((await availability(client, Array.from({ length: 200 }, () => "Gin"))).length).toBe(200);
  });

  it("answers each name with the bar item that meets it and why", async () => {
    const client = await signUp();
    const tanqueray = await addItem(client, { name: "Tanqueray" });
    const bourbon = await addItem(client, { name: "Bourbon" });
    const limes = await addItem(client, { name: "Limes", quantity: "LOW" });
    const soda = await addItem(client, { name: "Club soda" });
    const syrup = await addItem(client, { name: "House syrup", aliases: ["Simple syrup"] });
    const results = await availability(client, ["Gin", "Whiskey", "Fresh lime juice", "Soda water", "Simple syrup", "Mezcal"]);
    expect(results).toEqual([
      { name: "Gin", available: true, satisfiedBy: { barItemId: tanqueray.id, name: "Tanqueray", reason: "brand" }, others: [], emptyMatch: null },
      { name: "Whiskey", available: true, satisfiedBy: { barItemId: bourbon.id, name: "Bourbon", reason: "kind" }, others: [], emptyMatch: null },
      { name: "Fresh lime juice", available: true, satisfiedBy: { barItemId: limes.id, name: "Limes", reason: "produce" }, others: [], emptyMatch: null },
      { name: "Soda water", available: true, satisfiedBy: { barItemId: soda.id, name: "Club soda", reason: "same" }, others: [], emptyMatch: null },
      { name: "Simple syrup", available: true, satisfiedBy: { barItemId: syrup.id, name: "House syrup", reason: "alias" }, others: [], emptyMatch: null },
      { name: "Mezcal", available: false, satisfiedBy: null, others: [], emptyMatch: null },
    ]);
  });

  it("an EMPTY bottle meets nothing but is named as what would", async () => {
    const client = await signUp();
    const smithAndCross = await addItem(client, { name: "Smith & Cross", quantity: "EMPTY" });
    expect(await availability(client, ["Jamaican rum"])).toEqual([
      { name: "Jamaican rum", available: false, satisfiedBy: null, others: [], emptyMatch: { barItemId: smithAndCross.id, name: "Smith & Cross" } },
    ]);
    const refilled = await client.patch<BarItem>(`/api/bar-items/${smithAndCross.id}`, { quantity: "FULL" });
    expect(refilled.status).toBe(200);
    expect((await availability(client, ["Jamaican rum"]))[0]!.satisfiedBy).toEqual({ barItemId: smithAndCross.id, name: "Smith & Cross", reason: "brand" });
  });

  it("never uses another user's shelf", async () => {
    const owner = await signUp();
    const other = await signUp();
    await addItem(other, { name: "Tanqueray" });
    await addItem(other, { name: "Campari", quantity: "EMPTY" });
    expect(await availability(owner, ["Gin", "Campari"])).toEqual([
      { name: "Gin", available: false, satisfiedBy: null, others: [], emptyMatch: null },
      { name: "Campari", available: false, satisfiedBy: null, others: [], emptyMatch: null },
    ]);
  });
});
