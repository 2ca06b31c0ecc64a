import { describe, expect, it } from "vitest";
import {
  HOUSEHOLD_ACTIONS,
  HOUSEHOLD_ROLES,
  isInviteCodeShape,
  keepsAnOwner,
  mayDo,
  roleInSentence,
  type HouseholdAction,
  type HouseholdRole,
} from "@/domain/households";
import { householdCreateSchema, householdInviteCreateSchema, householdMemberUpdateSchema } from "@/domain/schemas/household";

/** The roles table written out by hand: what each role may do, action by action. */
const EXPECTED: Record<HouseholdAction, readonly HouseholdRole[]> = {
  view: ["owner", "member", "guest"],
  listMembers: ["owner", "member", "guest"],
  rename: ["owner"],
  delete: ["owner"],
  invite: ["owner"],
  changeRole: ["owner"],
  removeMember: ["owner"],
  leave: ["owner", "member", "guest"],
};

describe("the roles table", () => {
  it.each(HOUSEHOLD_ACTIONS)("%s", (action) => {
    expect(HOUSEHOLD_ROLES.filter((role) => mayDo(role, action))).toEqual(EXPECTED[action]);
  });

  it("covers every action", () => {
    expect([...HOUSEHOLD_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe("keepsAnOwner", () => {
  it("refuses only a change that takes away the last owner", () => {
    expect(keepsAnOwner(1, true)).toBe(false);
    expect(keepsAnOwner(2, true)).toBe(true);
    expect(keepsAnOwner(1, false)).toBe(true);
  });
});

describe("invitation codes", () => {
  it("have one shape: 32 base64url characters", () => {
    expect(isInviteCodeShape("A".repeat(32))).toBe(true);
    expect(isInviteCodeShape("aZ09-_".repeat(5) + "xy")).toBe(true);
    for (const code of ["", "A".repeat(31), "A".repeat(33), `${"A".repeat(31)}=`, `${"A".repeat(31)}/`, `${"A".repeat(31)}.`]) {
      expect(isInviteCodeShape(code), code).toBe(false);
    }
  });
});

describe("household schemas", () => {
  it("takes a name by the text rules, trimmed and NFC", () => {
    expect(householdCreateSchema.parse({ name: "  Cafe\u0301 " })).toEqual({ name: "Caf\u00e9" });
    for (const name of ["", " ", "a\nb", "x".repeat(101), 3]) expect(householdCreateSchema.safeParse({ name }).success, String(name)).toBe(false);
  });

  it("invites as a member or a guest only; roles are owner, member or guest", () => {
    expect(householdInviteCreateSchema.safeParse({ role: "owner" }).success).toBe(false);
    expect(householdInviteCreateSchema.safeParse({}).error?.issues[0]?.message).toBe("Invite someone as a member or a guest.");
    expect(householdMemberUpdateSchema.parse({ role: "owner" })).toEqual({ role: "owner" });
    expect(householdMemberUpdateSchema.safeParse({ role: "admin" }).success).toBe(false);
  });
});

describe("roleInSentence", () => {
  it("reads as English", () => {
    expect(HOUSEHOLD_ROLES.map(roleInSentence)).toEqual(["an owner", "a member", "a guest"]);
  });
});
