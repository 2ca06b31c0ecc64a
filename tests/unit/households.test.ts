import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { accountDeletionNote as noteOf } from "@/components/households/deletion-note";
import {
  accountDeletionEffects,
  HOUSEHOLD_ACTIONS,
  HOUSEHOLD_ROLES,
  isInviteCodeShape,
  keepsAnOwner,
  mayChangeSharedItem,
  mayDo,
  sharedItemRefusal,
  whoseBottle,
  type HouseholdAction,
  type HouseholdRole,
} from "@/domain/households";
import { householdCreateSchema, householdInviteCreateSchema, householdMemberUpdateSchema } from "@/domain/schemas/household";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import { englishOf } from "@/domain/sentences";

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
  viewShelf: ["owner", "member", "guest"],
  addToShelf: ["owner", "member"],
  changeLevels: ["owner", "member"],
  pour: ["owner", "member"],
  editOthersItems: ["owner"],
  deleteOthersItems: ["owner"],
  shareRecipe: ["owner", "member"],
  viewShoppingList: ["owner", "member", "guest"],
  changeShoppingList: ["owner", "member"],
  hostParty: ["owner", "member"],
};

describe("the roles table", () => {
  it.each(HOUSEHOLD_ACTIONS)("%s", (action) => {
    expect(HOUSEHOLD_ROLES.filter((role) => mayDo(role, action))).toEqual(EXPECTED[action]);
  });

  it("covers every action", () => {
    expect([...HOUSEHOLD_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

/** What a role may do to a housemate's bottle on the shared shelf, change by change. */
const SHARED_ITEM: Record<"levels" | "identity" | "photo" | "household" | "delete", readonly HouseholdRole[]> = {
  levels: ["owner", "member"],
  identity: ["owner"],
  photo: [],
  household: [],
  delete: ["owner"],
};

describe("a housemate's bottle", () => {
  it.each(Object.entries(SHARED_ITEM))("%s", (change, roles) => {
    expect(HOUSEHOLD_ROLES.filter((role) => mayChangeSharedItem(role, change as keyof typeof SHARED_ITEM))).toEqual(roles);
  });

  it("explains each refusal in a sentence of its own", () => {
    const sentences = (["levels", "identity", "photo", "household"] as const).map((change) => englishOf(sharedItemRefusal(change)));
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });

  it("says whose a bottle is only when it is someone else's", () => {
    expect(whoseBottle({ mine: true, ownerName: "Ana", householdName: "Flat 3" })).toBeNull();
    expect(whoseBottle({ mine: false, ownerName: "Ana", householdName: "Flat 3" })).toBe("Ana's, shared in Flat 3");
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

describe("accountDeletionNote", () => {
  const me = "me";
  const english = { t: createTranslator({ locale: "en", messages: en, namespace: "household.deletion" }), format: createFormatter({ locale: "en" }) };
  const accountDeletionNote = (households: Parameters<typeof accountDeletionEffects>[0], userId: string, shared?: Parameters<typeof accountDeletionEffects>[2]) =>
    noteOf(accountDeletionEffects(households, userId, shared), english.t, english.format);
  const member = (userId: string, role: HouseholdRole) => ({ userId, name: userId, role, joinedAt: "2026-01-01T00:00:00.000Z" });
  const household = (name: string, role: HouseholdRole, others: [string, HouseholdRole][]) => ({
    id: name,
    name,
    role,
    members: [member(me, role), ...others.map(([id, r]) => member(id, r))],
  });

  it("says nothing to someone in no household", () => {
    expect(accountDeletionNote([], me)).toBeNull();
  });

  it("tells the households deleted (owned alone) from those left (another owner, or someone else's)", () => {
    expect(accountDeletionNote([household("Flat 3", "owner", [["ben", "member"]])], me)).toBe("Flat 3, which you alone own, is deleted for everyone in it.");
    expect(
      accountDeletionNote(
        [household("Flat 3", "owner", [["ben", "member"]]), household("Cabin", "owner", []), household("Co-op", "owner", [["cy", "owner"]]), household("Ben's", "guest", [["ben", "owner"]])],
        me,
      ),
    ).toBe("Flat 3 and Cabin, which you alone own, are deleted for everyone in them. You leave Co-op and Ben's.");
  });

  it("says the bottles one shared are deleted with the account, household by household, and nothing of households without any", () => {
    const flat = household("Flat 3", "member", [["ben", "owner"]]);
    const cabin = household("Cabin", "owner", []);
    const idOf = (h: { id: string }) => h.id;
    expect(accountDeletionNote([flat, cabin], me, [])).toBe("Cabin, which you alone own, is deleted for everyone in it. You leave Flat 3.");
    expect(accountDeletionNote([flat, cabin], me, [{ householdId: idOf(flat), count: 1 }])).toBe(
      "Cabin, which you alone own, is deleted for everyone in it. You leave Flat 3. The bottle you shared in Flat 3 is deleted with your account: no one there can pour from it any more.",
    );
    expect(accountDeletionNote([flat], me, [{ householdId: idOf(flat), count: 3 }])).toBe(
      "You leave Flat 3. The 3 bottles you shared in Flat 3 are deleted with your account: no one there can pour from them any more.",
    );
    expect(accountDeletionNote([flat, cabin], me, [{ householdId: idOf(cabin), count: 1 }, { householdId: idOf(flat), count: 2 }])).toBe(
      "Cabin, which you alone own, is deleted for everyone in it. You leave Flat 3. The bottles you shared (2 in Flat 3 and 1 in Cabin) are deleted with your account: no one in those households can pour from them any more.",
    );
    // a count for a household one is no longer in says nothing
    expect(accountDeletionNote([flat], me, [{ householdId: "gone", count: 4 }])).toBe("You leave Flat 3.");
  });

  it("speaks the page's language, names listed as it lists them", () => {
    const t = createTranslator({ locale: "de", messages: de, namespace: "household.deletion" });
    const flat = household("WG 3", "member", [["ben", "owner"]]);
    const cabin = household("Hütte", "owner", []);
    const hall = household("Keller", "owner", []);
    expect(noteOf(accountDeletionEffects([flat, cabin, hall], me, [{ householdId: cabin.id, count: 1 }, { householdId: flat.id, count: 2 }]), t, createFormatter({ locale: "de" }))).toBe(
      "Dir allein gehören Hütte und Keller: Diese Haushalte werden für alle darin gelöscht. Du verlässt WG 3. Die Flaschen, die du geteilt hast (2 in WG 3 und 1 in Hütte), werden mit deinem Konto gelöscht: Niemand in diesen Haushalten kann mehr daraus einschenken.",
    );
  });
});
