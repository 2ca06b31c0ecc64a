import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ExportDocument } from "@/domain/export/document";
import type { Household, HouseholdInvite, HouseholdMember, HouseholdRole } from "@/domain/households";
import type { BarItem, ShoppingItem } from "@/domain/types";
import { anonymous, nextTestAddress, signUp, type ApiResult, type TestClient } from "../helpers/client";
import { createHousehold } from "../helpers/households";
import { withoutInterfaceMessages } from "../helpers/page-text";
import { executeSql, selectRows } from "../helpers/database";
import { exportSchemaErrors } from "../helpers/export-schema";

/**
 * Households, invitations and members, through the API as people would use them: who may do
 * what (the roles table), the invitation's promises (single use, a week, 404 for anything else,
 * a rate limit), the cap of five households even under concurrent accepts, access that ends
 * the moment someone leaves or is removed, and what happens when an account is deleted.
 */

async function invite(owner: TestClient, householdId: string, role: "member" | "guest" = "member"): Promise<HouseholdInvite> {
  const res = await owner.post<HouseholdInvite>(`/api/households/${householdId}/invites`, { role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Accepts from an address of its own, so that the per-address limit counts only where a test means it to. */
function accept(client: TestClient, code: string, address = nextTestAddress()): Promise<ApiResult<{ household: Household; error?: string }>> {
  return client.request("POST", `/api/invites/${code}/accept`, { headers: { "x-forwarded-for": address } });
}

async function join(owner: TestClient, householdId: string, client: TestClient, role: "member" | "guest" = "member"): Promise<void> {
  const res = await accept(client, (await invite(owner, householdId, role)).code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function householdsOf(client: TestClient): Promise<Household[]> {
  const res = await client.get<{ households: Household[] }>("/api/households");
  expect(res.status).toBe(200);
  return res.body.households;
}

async function membersOf(client: TestClient, householdId: string): Promise<[string, HouseholdRole][]> {
  const res = await client.get<{ members: HouseholdMember[] }>(`/api/households/${householdId}/members`);
  expect(res.status).toBe(200);
  return res.body.members.map((m) => [m.name, m.role]);
}

/** A household with one person of each role, and someone who is not in it. */
async function peopleAround(label: string) {
  const [owner, member, guest, other, outsider] = await Promise.all(
    ["Owner", "Member", "Guest", "Other", "Outsider"].map((who) => signUp(`${label} ${who}`)),
  );
  const household = await createHousehold(owner!, `${label} house`);
  await join(owner!, household.id, member!);
  await join(owner!, household.id, guest!, "guest");
  await join(owner!, household.id, other!);
  return { owner: owner!, member: member!, guest: guest!, other: other!, outsider: outsider!, household };
}

/** A code of the right shape that was never handed out. */
const unknownCode = () => randomBytes(24).toString("base64url");

describe("households", () => {
  it("a user who never joins one has none", async () => {
    const loner = await signUp();
    expect(await householdsOf(loner)).toEqual([]);
    // their export is as it was: no households section
    const exported = (await loner.get<Record<string, unknown>>("/api/export")).body;
    expect(Object.keys(exported).sort()).toEqual(["barItems", "drinks", "exportedAt", "format", "recipes", "shoppingList", "uploads", "version"]);
    const account = await loner.get<string>("/account");
    expect(account.status).toBe(200);
    expect(withoutInterfaceMessages(account.body)).not.toMatch(/you alone own|You leave/);
  });

  it("creates, lists, renames and deletes a household; the members' own records stay theirs", async () => {
    const [owner, member] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const created = await owner.post<Household>("/api/households", { name: "  Flat 3  " });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(["id", "members", "name", "role"]);
    expect(created.body).toMatchObject({ name: "Flat 3", role: "owner" });
    expect(created.body.members).toEqual([{ userId: owner.user!.id, name: "Ana", role: "owner", joinedAt: expect.any(String) }]);

    await join(owner, created.body.id, member);
    const own = await member.post<BarItem>("/api/bar-items", { name: "Campari" });
    expect(own.status).toBe(201);
    expect((await householdsOf(member)).map((h) => [h.name, h.role])).toEqual([["Flat 3", "member"]]);
    expect(await membersOf(member, created.body.id)).toEqual([
      ["Ana", "owner"],
      ["Ben", "member"],
    ]);
    // members are named, never shown with their email
    expect(JSON.stringify(await member.get(`/api/households/${created.body.id}/members`))).not.toContain(owner.user!.email);

    const renamed = await owner.patch<Household>(`/api/households/${created.body.id}`, { name: "Flat 4" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Flat 4");
    expect((await member.get<Household>(`/api/households/${created.body.id}`)).body.name).toBe("Flat 4");

    expect((await owner.delete(`/api/households/${created.body.id}`)).status).toBe(204);
    for (const client of [owner, member]) {
      expect(await householdsOf(client)).toEqual([]);
      expect((await client.get(`/api/households/${created.body.id}`)).status).toBe(404);
    }
    const bar = await member.get<{ barItems: BarItem[] }>("/api/bar-items");
    expect(bar.body.barItems.map((b) => b.name)).toEqual(["Campari"]);
  });

  it("names follow the text rules: not blank, one line, at most 100 characters", async () => {
    const client = await signUp();
    for (const name of ["", "   ", "Flat\n3", "Flat\u00003", "x".repeat(101)]) {
      const res = await client.post<{ error: string; issues: { message: string }[] }>("/api/households", { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.issues[0]!.message).toMatch(/^[A-Z].*\.$/);
    }
    expect((await client.post("/api/households", { name: "Flat 3", extra: 1 })).status).toBe(400);
    expect(await householdsOf(client)).toEqual([]);
  });

  it("a repeated create with the same Idempotency-Key makes one household", async () => {
    const client = await signUp();
    const send = () => client.request<Household>("POST", "/api/households", { body: { name: "Twice" }, headers: { "idempotency-key": "household-once" } });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect((await householdsOf(client)).length).toBe(1);
  });
});

describe("invitations", () => {
  it("gives a single-use code of at least 128 random bits, valid for a week, stored only as a hash", async () => {
    const [owner, first, second] = await Promise.all([signUp("Ana"), signUp("Ben"), signUp("Cy")]);
    const household = await createHousehold(owner);
    const before = Date.now();
    const inv = await invite(owner, household.id, "guest");
    expect(Object.keys(inv).sort()).toEqual(["code", "expiresAt", "role", "url"]);
    expect(inv.role).toBe("guest");
    expect(Buffer.from(inv.code, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(new URL(inv.url).pathname).toBe(`/invite/${inv.code}`);
    const week = 7 * 24 * 3600 * 1000;
    expect(Date.parse(inv.expiresAt) - before).toBeGreaterThan(week - 60_000);
    expect(Date.parse(inv.expiresAt) - before).toBeLessThanOrEqual(week + 60_000);
    // two invitations never share a code
    expect((await invite(owner, household.id)).code).not.toBe(inv.code);

    const stored = await selectRows<Record<string, unknown>>("select * from household_invite where household_id = $1", [household.id]);
    expect(JSON.stringify(stored)).not.toContain(inv.code);
    expect(stored.map((r) => r.code_hash)).toContain(createHash("sha256").update(inv.code).digest("hex"));

    const accepted = await accept(first, inv.code);
    expect(accepted.status).toBe(200);
    expect(accepted.body.household).toMatchObject({ id: household.id, name: "Flat 3", role: "guest" });
    expect(accepted.body.household.members.map((m) => m.name)).toEqual(["Ana", "Ben"]);
    // used: nobody else gets in with it, and the one who used it gets the same 404
    for (const client of [second, first]) {
      const again = await accept(client, inv.code);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: "This invitation is no longer valid" });
    }
    expect(await householdsOf(second)).toEqual([]);
  });

  it("answers one 404 for an unknown, malformed, expired or used code, and for an inviter who is no longer an owner", async () => {
    const [owner, member, joiner] = await Promise.all([signUp(), signUp(), signUp()]);
    const household = await createHousehold(owner);
    const expired = await invite(owner, household.id);
    await executeSql(`update household_invite set expires_at = '2020-01-01T00:00:00.000Z' where code_hash = '${createHash("sha256").update(expired.code).digest("hex")}'`);

    await join(owner, household.id, member);
    await owner.patch(`/api/households/${household.id}/members/${member.user!.id}`, { role: "owner" });
    const fromStepDown = await invite(member, household.id);
    await member.patch(`/api/households/${household.id}/members/${member.user!.id}`, { role: "member" });

    const answers = [];
    for (const code of [unknownCode(), "short", "x".repeat(33), `${unknownCode().slice(0, 31)}.`, expired.code, fromStepDown.code]) {
      const res = await accept(joiner, encodeURIComponent(code));
      answers.push([res.status, res.body]);
    }
    expect(answers).toEqual(Array(6).fill([404, { error: "This invitation is no longer valid" }]));
    expect(await householdsOf(joiner)).toEqual([]);
    expect((await anonymous().request("POST", `/api/invites/${unknownCode()}/accept`, { headers: { origin: anonymous().baseUrl } })).status).toBe(401);
  });

  it("the invitation page shows who invites whom to what, to anyone, and nothing else; any other code says only that it is no longer valid", async () => {
    const { owner, member, household } = await peopleAround("Page");
    const inv = await invite(owner, household.id, "guest");
    const page = await anonymous().get<string>(`/invite/${inv.code}`);
    expect(page.status).toBe(200);
    const html = page.body.replace(/<!-- -->/g, "");
    expect(html).toContain("Page Owner");
    expect(html).toContain("Page house");
    expect(html).toContain("as a guest");
    expect(html).toContain(`/login?next=${encodeURIComponent(`/invite/${inv.code}`)}`);
    expect(html).toContain(`/signup?next=${encodeURIComponent(`/invite/${inv.code}`)}`);
    expect(html).not.toContain("Page Member");
    expect(html).not.toContain(owner.user!.email);
    expect(html).not.toContain(household.id);

    // signed in, the page offers to accept
    expect((await member.get<string>(`/invite/${inv.code}`)).body).toContain("Accept invitation");

    await accept(await signUp(), inv.code);
    for (const code of [inv.code, unknownCode()]) {
      const gone = await anonymous().get<string>(`/invite/${code}`);
      expect(gone.status).toBe(200);
      expect(gone.body).toContain("This invitation is no longer valid");
      expect(gone.body).not.toContain("Page house");
      expect(gone.body).not.toContain("Page Owner");
    }
    // only a code-shaped path is public: anything else under /invite asks for a session
    for (const path of ["/invite", "/invite/short", `/invite/${inv.code}/x`]) {
      const res = await anonymous().get(path);
      expect(res.status, path).toBe(307);
      expect(res.headers.get("location"), path).toContain("/login");
    }
  });

  it("limits accepting per user and per address, as other sensitive routes are", async () => {
    const guesser = await signUp();
    for (let i = 0; i < 10; i++) expect((await accept(guesser, unknownCode())).status).toBe(404);
    const limited = await accept(guesser, unknownCode());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({ error: "Too many requests: try again later" });

    // from one address, fresh accounts do not get round it
    const address = nextTestAddress();
    const guessers = await Promise.all([signUp(), signUp(), signUp()]);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await accept(guessers[i % 3]!, unknownCode(), address)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

/** Each action a person can try on a household, with what it does to the household in the fixture. */
type People = Awaited<ReturnType<typeof peopleAround>>;
type Role = "owner" | "member" | "guest" | "outsider";
const ACTIONS: Record<string, (p: People, who: TestClient) => Promise<ApiResult>> = {
  "see the household": (p, who) => who.get(`/api/households/${p.household.id}`),
  "list its members": (p, who) => who.get(`/api/households/${p.household.id}/members`),
  rename: (p, who) => who.patch(`/api/households/${p.household.id}`, { name: "Renamed" }),
  invite: (p, who) => who.post(`/api/households/${p.household.id}/invites`, { role: "member" }),
  "change someone's role": (p, who) => who.patch(`/api/households/${p.household.id}/members/${p.other.user!.id}`, { role: "guest" }),
  "remove someone": (p, who) => who.delete(`/api/households/${p.household.id}/members/${p.other.user!.id}`),
  leave: (p, who) => who.delete(`/api/households/${p.household.id}/members/${who.user!.id}`),
  "delete the household": (p, who) => who.delete(`/api/households/${p.household.id}`),
};

/** The roles table as the API answers it; the owner's leaving is refused because they are its only owner. */
const EXPECTED: Record<string, Record<Role, number>> = {
  "see the household": { outsider: 404, guest: 200, member: 200, owner: 200 },
  "list its members": { outsider: 404, guest: 200, member: 200, owner: 200 },
  rename: { outsider: 404, guest: 403, member: 403, owner: 200 },
  invite: { outsider: 404, guest: 403, member: 403, owner: 201 },
  "change someone's role": { outsider: 404, guest: 403, member: 403, owner: 200 },
  "remove someone": { outsider: 404, guest: 403, member: 403, owner: 204 },
  leave: { outsider: 404, guest: 204, member: 204, owner: 409 },
  "delete the household": { outsider: 404, guest: 403, member: 403, owner: 204 },
};

describe("the roles table", () => {
  it.each(Object.keys(ACTIONS))("%s: each role is allowed or refused, and a refusal changes nothing", async (action) => {
    const people = await peopleAround(action);
    const view = async () => JSON.stringify([await people.owner.get(`/api/households/${people.household.id}`), await selectRows("select count(*) as n from household_invite where household_id = $1", [people.household.id])]);
    let before = await view();
    // refusals first: each must leave the household as it was for the owner's try
    for (const role of ["outsider", "guest", "member", "owner"] as const) {
      const res = await ACTIONS[action]!(people, people[role]);
      expect(res.status, `${role}: ${action} ${JSON.stringify(res.body)}`).toBe(EXPECTED[action]![role]);
      if (res.status === 404) expect(res.body).toEqual({ error: expect.stringMatching(/not found/) });
      if (res.status === 403) expect(res.body).toEqual({ error: "Only an owner of this household can do that." });
      if (res.status === 409) expect((res.body as { error: string }).error).toMatch(/only owner.*delete the household/);
      if (res.status >= 400) expect(await view(), `${role}: ${action} changed something`).toBe(before);
      else before = await view();
    }
  });

  it("a non-member gets the same 404 for a household that exists and one that does not, on every route", async () => {
    const { household, outsider, other } = await peopleAround("Probe");
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [household.id, missing]) {
      const answers = await Promise.all([
        outsider.get(`/api/households/${id}`),
        outsider.patch(`/api/households/${id}`, { name: "x" }),
        outsider.delete(`/api/households/${id}`),
        outsider.post(`/api/households/${id}/invites`, { role: "guest" }),
        outsider.get(`/api/households/${id}/members`),
        outsider.patch(`/api/households/${id}/members/${other.user!.id}`, { role: "guest" }),
        outsider.delete(`/api/households/${id}/members/${other.user!.id}`),
        outsider.delete(`/api/households/${id}/members/${outsider.user!.id}`),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(404));
    }
  });
});

describe("owners", () => {
  it("the last owner can neither step down nor leave; after handing over, they can", async () => {
    const { owner, member, household } = await peopleAround("Handover");
    const demote = await owner.patch<{ error: string }>(`/api/households/${household.id}/members/${owner.user!.id}`, { role: "member" });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe("A household needs an owner: make another member an owner first.");

    const promoted = await owner.patch<HouseholdMember>(`/api/households/${household.id}/members/${member.user!.id}`, { role: "owner" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: member.user!.id, role: "owner" });
    expect((await owner.delete(`/api/households/${household.id}/members/${owner.user!.id}`)).status).toBe(204);
    expect((await member.get<Household>(`/api/households/${household.id}`)).body.role).toBe("owner");
    const [{ owner_id: ownerId }] = (await selectRows<{ owner_id: string }>("select owner_id from household where id = $1", [household.id])) as [{ owner_id: string }];
    expect(ownerId).toBe(member.user!.id);
    expect((await member.delete(`/api/households/${household.id}/members/${member.user!.id}`)).status).toBe(409);
  });
});

describe("leaving and removal", () => {
  it("revoke access at once: the next request with the same live session is a 404", async () => {
    const { owner, member, guest, household } = await peopleAround("Revoke");
    expect((await member.get(`/api/households/${household.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/households/${household.id}/members/${member.user!.id}`)).status).toBe(204);
    expect((await member.get(`/api/households/${household.id}`)).status).toBe(404);
    expect((await member.get(`/api/households/${household.id}/members`)).status).toBe(404);
    expect((await member.delete(`/api/households/${household.id}/members/${member.user!.id}`)).status).toBe(404);
    expect(await householdsOf(member)).toEqual([]);

    expect((await guest.delete(`/api/households/${household.id}/members/${guest.user!.id}`)).status).toBe(204);
    expect((await guest.get(`/api/households/${household.id}/members`)).status).toBe(404);
    expect((await membersOf(owner, household.id)).map(([name]) => name)).toEqual(["Revoke Owner", "Revoke Other"]);
  });
});

describe("the cap of five households", () => {
  it("refuses a sixth household, created or joined, with a sentence, and leaves the invitation open", async () => {
    const [busy, host, other] = await Promise.all([signUp(), signUp(), signUp()]);
    for (let i = 1; i <= 5; i++) await createHousehold(busy, `House ${i}`);
    const sixth = await busy.post<{ error: string }>("/api/households", { name: "House 6" });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe("An account belongs to at most 5 households: leave one to join another.");

    const hosted = await createHousehold(host);
    const inv = await invite(host, hosted.id);
    expect((await accept(busy, inv.code)).status).toBe(409);
    expect((await householdsOf(busy)).length).toBe(5);
    expect((await accept(other, inv.code)).status).toBe(200);
  });

  it("holds under concurrent accepts: a user with two households accepting six invitations at once joins three", async () => {
    const [joiner, hostA, hostB] = await Promise.all([signUp(), signUp(), signUp()]);
    for (let i = 1; i <= 2; i++) await createHousehold(joiner, `Own ${i}`);
    const invites: HouseholdInvite[] = [];
    for (const host of [hostA, hostB]) {
      for (let i = 1; i <= 3; i++) invites.push(await invite(host, (await createHousehold(host, `Hosted ${i}`)).id));
    }
    const answers = await Promise.all(invites.map((inv) => accept(joiner, inv.code)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect((await householdsOf(joiner)).length).toBe(5);
    const [{ n }] = (await selectRows<{ n: number | string }>("select count(*) as n from household_member where user_id = $1", [joiner.user!.id])) as [{ n: number | string }];
    expect(Number(n)).toBe(5);
  });

  it("one code accepted by two people at once lets in one of them", async () => {
    const [host, first, second] = await Promise.all([signUp(), signUp(), signUp()]);
    const household = await createHousehold(host);
    const inv = await invite(host, household.id);
    const answers = await Promise.all([accept(first, inv.code), accept(second, inv.code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await membersOf(host, household.id)).length).toBe(2);
  });
});

describe("account deletion", () => {
  async function deleteAccount(client: TestClient): Promise<void> {
    expect((await client.post("/api/account/delete", { password: "correct horse battery" })).status).toBe(204);
  }

  it("takes the households one owns alone, and one's memberships elsewhere; members keep their own records", async () => {
    const { owner, member, household } = await peopleAround("Deleted owner");
    await member.post("/api/bar-items", { name: "Tanqueray" });
    const elsewhere = await createHousehold(member, "Member's own");
    await join(member, elsewhere.id, owner);
    expect((await owner.post("/api/bar-items", { name: "Campari", householdId: elsewhere.id })).status).toBe(201);
    expect((await member.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name).sort()).toEqual(["Campari", "Tanqueray"]);

    // said before the password is asked for, the shared bottle too
    const page = (await owner.get<string>("/account")).body.replace(/<!-- -->/g, "");
    expect(page).toContain(
      "Deleted owner house, which you alone own, is deleted for everyone in it. You leave Member&#x27;s own. The bottle you shared in Member&#x27;s own is deleted with your account: no one there can pour from it any more.",
    );
    await deleteAccount(owner);
    expect((await member.get(`/api/households/${household.id}`)).status).toBe(404);
    expect((await householdsOf(member)).map((h) => h.name)).toEqual(["Member's own"]);
    expect(await membersOf(member, elsewhere.id)).toEqual([["Deleted owner Member", "owner"]]);
    expect((await member.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name)).toEqual(["Tanqueray"]);
    expect(await selectRows("select * from household_invite where household_id = $1", [household.id])).toEqual([]);
  });

  it("hands a household with another owner to them", async () => {
    const { owner, member, household } = await peopleAround("Co-owned");
    await owner.patch(`/api/households/${household.id}/members/${member.user!.id}`, { role: "owner" });
    await deleteAccount(owner);
    const kept = await member.get<Household>(`/api/households/${household.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.members.map((m) => m.name)).not.toContain("Co-owned Owner");
    const [{ owner_id: ownerId }] = (await selectRows<{ owner_id: string }>("select owner_id from household where id = $1", [household.id])) as [{ owner_id: string }];
    expect(ownerId).toBe(member.user!.id);
  });
});

describe("export and import", () => {
  it("the export names the caller's households and role, and which of their bottles stand in one, without the other members or their bottles", async () => {
    const { owner, member, household } = await peopleAround("Export");
    expect((await member.post("/api/bar-items", { name: "Campari" })).status).toBe(201);
    expect((await member.post("/api/bar-items", { name: "Tanqueray", householdId: household.id })).status).toBe(201);
    expect((await owner.post("/api/bar-items", { name: "Owner's Aperol", householdId: household.id })).status).toBe(201);
    expect((await member.post("/api/shopping-list", { name: "Limes" })).status).toBe(201);
    expect((await member.post("/api/shopping-list", { name: "Orgeat", householdId: household.id })).status).toBe(201);
    expect((await owner.post("/api/shopping-list", { name: "Owner's cherries", householdId: household.id })).status).toBe(201);
    const res = await fetch(`${member.baseUrl}/api/export`, { headers: { cookie: member.cookie! } });
    const text = await res.text();
    const doc = JSON.parse(text) as ExportDocument;
    expect(exportSchemaErrors(doc)).toEqual([]);
    expect(doc.households).toEqual([{ id: household.id, name: "Export house", role: "member" }]);
    expect(doc.barItems.map((b) => [b.name, b.householdId]).sort()).toEqual([
      ["Campari", undefined],
      ["Tanqueray", household.id],
    ]);
    expect(Object.keys(doc.barItems.find((b) => b.name === "Campari")!)).not.toContain("householdId");
    // the lines they put on the household's list, marked so; a housemate's are not theirs to export
    expect(doc.shoppingList.map((s) => [s.name, s.householdId]).sort()).toEqual([
      ["Limes", undefined],
      ["Orgeat", household.id],
    ]);
    for (const secret of [owner.user!.id, owner.user!.email, "Export Owner", "Export Guest", "Owner's Aperol", "Owner's cherries"]) expect(text).not.toContain(secret);
  });

  it("an import joins no household and puts every bottle, shared ones too, on the importer's own shelf", async () => {
    const { owner, member, other, household } = await peopleAround("Reimport");
    expect((await member.post("/api/bar-items", { name: "Tanqueray", householdId: household.id })).status).toBe(201);
    expect((await member.post("/api/shopping-list", { name: "Orgeat", householdId: household.id })).status).toBe(201);
    const text = await (await fetch(`${member.baseUrl}/api/export`, { headers: { cookie: member.cookie! } })).text();
    const ownersShelf = async () => (await owner.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => [b.name, b.householdId, b.ownerName]);
    const before = await ownersShelf();
    expect(before).toEqual([["Tanqueray", household.id, "Reimport Member"]]);

    // someone in no household: the bottle is theirs alone, and they are in none
    const fresh = await signUp();
    const imported = await fresh.request("POST", "/api/import", { raw: text });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(await householdsOf(fresh)).toEqual([]);
    expect((await fresh.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => [b.name, b.householdId, b.mine])).toEqual([["Tanqueray", null, true]]);
    expect((await fresh.get<{ items: ShoppingItem[] }>("/api/shopping-list")).body.items.map((i) => [i.name, i.householdId])).toEqual([["Orgeat", undefined]]);

    // someone in that very household: the bottle still lands on their own shelf, not the household's
    const again = await other.request("POST", "/api/import", { raw: text });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const othersShelf = (await other.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems;
    expect(othersShelf.map((b) => [b.name, b.householdId, b.mine]).sort()).toEqual([
      ["Tanqueray", null, true],
      ["Tanqueray", household.id, false],
    ]);
    expect(await ownersShelf()).toEqual(before);
    const othersList = (await other.get<{ items: ShoppingItem[] }>("/api/shopping-list")).body.items;
    expect(othersList.map((i) => [i.name, i.householdId])).toEqual([
      ["Orgeat", undefined],
      ["Orgeat", household.id],
    ]);
    expect((await householdsOf(other)).map((h) => [h.name, h.role])).toEqual([["Reimport house", "member"]]);
  });
});
