import { expect } from "vitest";
import type { Household, HouseholdInvite } from "@/domain/households";
import type { BarItem } from "@/domain/types";
import { nextTestAddress, signUp, type TestClient } from "./client";

/** Households as the tests set them up: through the API, each step checked. */

export async function createHousehold(client: TestClient, name = "Flat 3"): Promise<Household> {
  const res = await client.post<Household>("/api/households", { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** `client` joins the owner's household by an invitation for `role`. */
export async function join(owner: TestClient, householdId: string, client: TestClient, role: "member" | "guest" = "member"): Promise<void> {
  const invite = await owner.post<HouseholdInvite>(`/api/households/${householdId}/invites`, { role });
  expect(invite.status).toBe(201);
  const res = await client.request("POST", `/api/invites/${invite.body.code}/accept`, { headers: { "x-forwarded-for": nextTestAddress() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** One household with a person of each role (Pat is a second member) and someone outside it. */
export async function householdOfEveryRole(label: string) {
  const [owner, member, guest, pat, outsider] = await Promise.all(["Olga", "Max", "Gus", "Pat", "Xena"].map((who) => signUp(`${label} ${who}`)));
  const home = await createHousehold(owner!, `${label} home`);
  await join(owner!, home.id, member!);
  await join(owner!, home.id, guest!, "guest");
  await join(owner!, home.id, pat!);
  return { owner: owner!, member: member!, guest: guest!, pat: pat!, outsider: outsider!, home };
}

/** What is on the caller's shelf: their own bottles and their households'. */
export async function shelfOf(client: TestClient): Promise<BarItem[]> {
  const res = await client.get<{ barItems: BarItem[] }>("/api/bar-items");
  expect(res.status).toBe(200);
  return res.body.barItems;
}
