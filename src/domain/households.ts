import { sentence, type Sentence } from "./sentences";
/**
 * Households: a few people who share a bar, each a member by invitation, with one of three
 * roles. What each role may do is data here (one table), so the routes, the pages and the
 * tests read the same answer. Pure: no server code.
 */

export const HOUSEHOLD_ROLES = ["owner", "member", "guest"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** The roles an invitation may give: ownership is handed over to someone already in, never by link. */
export const INVITE_ROLES = ["member", "guest"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** The most households one account belongs to, those it owns included. */
export const MAX_HOUSEHOLDS_PER_USER = 5;
/** The most invitations a household has open (unused and unexpired) at once. */
export const MAX_OPEN_INVITES_PER_HOUSEHOLD = 20;
/** How long an invitation can be accepted. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Random bytes in an invitation code: 192 bits, written as 32 base64url characters. */
export const INVITE_CODE_BYTES = 24;
const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Whether a string has the shape of an invitation code (anything else names no invitation). */
export function isInviteCodeShape(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/** Everything one can do to a household or its people. */
export const HOUSEHOLD_ACTIONS = [
  "view",
  "listMembers",
  "rename",
  "delete",
  "invite",
  "changeRole",
  "removeMember",
  "leave",
  // The shared shelf: what one may do with the bar items standing in the household.
  "viewShelf",
  "addToShelf",
  "changeLevels",
  "pour",
  "editOthersItems",
  "deleteOthersItems",
  // Household recipes: every role reads them ("view"); sharing one's own recipe adds to what the household sees.
  "shareRecipe",
  // The household's shopping list: reading it, and adding, ticking, editing or removing its lines.
  "viewShoppingList",
  "changeShoppingList",
  // Party menus: hosting one in the household's name, and working its order queue.
  "hostParty",
] as const;
export type HouseholdAction = (typeof HOUSEHOLD_ACTIONS)[number];

/** The roles table: which role may do what. */
export const ROLE_PERMISSIONS: Readonly<Record<HouseholdRole, ReadonlySet<HouseholdAction>>> = {
  owner: new Set(HOUSEHOLD_ACTIONS),
  member: new Set(["view", "listMembers", "leave", "viewShelf", "addToShelf", "changeLevels", "pour", "shareRecipe", "viewShoppingList", "changeShoppingList", "hostParty"]),
  guest: new Set(["view", "listMembers", "leave", "viewShelf", "viewShoppingList"]),
};

export function mayDo(role: HouseholdRole, action: HouseholdAction): boolean {
  return ROLE_PERMISSIONS[role].has(action);
}

/** One message for a household that does not exist and one the caller is not in (404). */
export const HOUSEHOLD_NOT_FOUND: Sentence = sentence("notFound.household");

/** What a refused action answers (403), in a sentence. */
export const OWNER_ONLY_MESSAGE: Sentence = sentence("households.ownerOnly");

/** Why the last owner cannot step down or leave (409): the household would have nobody to run it. */
export const LAST_OWNER_LEAVING_MESSAGE: Sentence = sentence("households.lastOwnerLeaving");
export const LAST_OWNER_DEMOTED_MESSAGE: Sentence = sentence("households.lastOwnerDemoted");
export const TOO_MANY_HOUSEHOLDS_MESSAGE: Sentence = sentence("households.tooManyHouseholds", { max: MAX_HOUSEHOLDS_PER_USER });
export const ALREADY_MEMBER_MESSAGE: Sentence = sentence("households.alreadyMember");
export const TOO_MANY_INVITES_MESSAGE: Sentence = sentence("households.tooManyInvites", { max: MAX_OPEN_INVITES_PER_HOUSEHOLD });

/**
 * Whether a change of roles leaves the household with an owner: `owners` is how many it has
 * now, `losing` whether the change takes one away (a demotion, a removal, a leaving owner).
 */
export function keepsAnOwner(owners: number, losing: boolean): boolean {
  return !losing || owners > 1;
}

/** The parts of a bar item a change touches, as the roles table names them. */
export type ItemChange = "levels" | "identity" | "photo" | "household";

/**
 * Whether someone may change or delete a bar item that stands in a household they are in with
 * `role` (their own items are theirs whatever their role). Levels and amounts: members and
 * owners. What the item is called and counts as: the household's owners. Its photo and where
 * it stands: only the item's owner (the photo is their upload, the item their record).
 */
export function mayChangeSharedItem(role: HouseholdRole, change: ItemChange | "delete"): boolean {
  switch (change) {
    case "levels":
      return mayDo(role, "changeLevels");
    case "identity":
      return mayDo(role, "editOthersItems");
    case "delete":
      return mayDo(role, "deleteOthersItems");
    default:
      return false;
  }
}

/** Why a change to a housemate's bottle is refused (403), in a sentence. */
export function sharedItemRefusal(change: ItemChange | "delete" | "pour"): Sentence {
  switch (change) {
    case "levels":
    case "pour":
      return sentence("households.guestCannotChangeShelf");
    case "photo":
      return sentence("households.photoOwnerOnly");
    case "household":
      return sentence("households.moveOwnerOnly");
    default:
      return sentence("households.itemOwnerOnly");
  }
}

/** Why moving a bottle into a household is refused to a guest (403). */
export const GUEST_CANNOT_ADD_MESSAGE: Sentence = sentence("households.guestCannotAdd");

/** Why sharing a recipe with a household is refused to a guest (403). */
export const GUEST_CANNOT_SHARE_RECIPE_MESSAGE: Sentence = sentence("households.guestCannotShareRecipe");

/** Why a housemate's shared recipe cannot be changed or deleted (403): it stays its owner's. */
export const SHARED_RECIPE_OWNER_ONLY_MESSAGE: Sentence = sentence("households.sharedRecipeOwnerOnly");

/** Why hosting a party menu in a household's name is refused to a guest (403). */
export const GUEST_CANNOT_HOST_MESSAGE: Sentence = sentence("households.guestCannotHost");

/** Why a housemate's menu cannot be moved (403): where a menu is hosted is its creator's choice. */
export const MENU_CREATOR_ONLY_MESSAGE: Sentence = sentence("households.menuCreatorOnly");

/** Why a change to a household's shopping list is refused to a guest (403). */
export const GUEST_CANNOT_CHANGE_LIST_MESSAGE: Sentence = sentence("households.guestCannotChangeList");

/** Whose a bottle is, said where it is shown: nothing for the caller's own, else "Sam's, shared in Flat 3". */
export function whoseBottle(item: { mine: boolean; ownerName: string; householdName: string | null }): string | null {
  if (item.mine) return null;
  return item.householdName === null ? `${item.ownerName}'s` : `${item.ownerName}'s, shared in ${item.householdName}`;
}

/** A member as the API lists them: the name they chose, never their email. */
export interface HouseholdMember {
  userId: string;
  name: string;
  role: HouseholdRole;
  joinedAt: string;
}

/** A household as its members see it: the caller's own role and everyone in it. */
export interface Household {
  id: string;
  name: string;
  role: HouseholdRole;
  members: HouseholdMember[];
}

/** A fresh invitation, as its creator gets it once (only a hash of the code is stored). */
export interface HouseholdInvite {
  code: string;
  url: string;
  role: InviteRole;
  expiresAt: string;
}

/** What the invitation page shows about a valid code: who invites whom to what. */
export interface InvitePreview {
  householdName: string;
  invitedBy: string;
  role: InviteRole;
  expiresAt: string;
}

/** How many of the caller's own bottles stand in one household. */
export interface SharedBottleCount {
  householdId: string;
  count: number;
}

/** What deleting the account does to the caller's households, by household name. */
export interface AccountDeletionEffects {
  /** owned by the caller alone: deleted for everyone in them */
  deleted: string[];
  /** left (one owned with someone else passes to that owner) */
  left: string[];
  /** the caller's bottles shared there, which go from every housemate's shelf */
  shared: { name: string; count: number }[];
}

/** What deleting the account does, said before the caller confirms; null for someone in no household. */

export function accountDeletionEffects(households: readonly Household[], userId: string, shared: readonly SharedBottleCount[] = []): AccountDeletionEffects | null {
  if (households.length === 0) return null;
  const soleOwner = (h: Household) => h.role === "owner" && h.members.filter((m) => m.role === "owner" && m.userId !== userId).length === 0;
  return {
    deleted: households.filter(soleOwner).map((h) => h.name),
    left: households.filter((h) => !soleOwner(h)).map((h) => h.name),
    shared: households.flatMap((h) => {
      const count = shared.find((s) => s.householdId === h.id)?.count ?? 0;
      return count > 0 ? [{ name: h.name, count }] : [];
    }),
  };
}
