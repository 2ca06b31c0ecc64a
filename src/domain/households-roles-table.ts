import { HOUSEHOLD_ACTIONS, HOUSEHOLD_ROLES, mayDo, type HouseholdAction } from "./households";

/**
 * The roles table in words, for docs/households.md: one row per action of ROLE_PERMISSIONS,
 * written from it (scripts/write-roles-table.ts) and checked against it by a unit test, so the
 * doc cannot say what the code does not do. A new action needs its words here.
 */
export const ACTION_IN_WORDS: Readonly<Record<HouseholdAction, string>> = {
  view: "See the household (its name, one's own role) and read the recipes shared in it",
  listMembers: "See who is in it, by the names they chose",
  rename: "Rename the household",
  delete: "Delete the household",
  invite: "Invite someone, as a member or a guest",
  changeRole: "Change someone's role",
  removeMember: "Remove someone",
  leave: "Leave",
  viewShelf: "See the shared shelf (its bottles count in one's recipes)",
  addToShelf: "Share a bottle of one's own on it",
  changeLevels: "Change the levels and amounts of a housemate's shared bottle",
  pour: "Pour from a housemate's shared bottle (\"I made this\")",
  editOthersItems: "Rename a housemate's shared bottle, or say what it is",
  deleteOthersItems: "Delete a housemate's shared bottle",
  shareRecipe: "Share a recipe of one's own with it (everyone in it reads it; only its owner changes it)",
  viewShoppingList: "See the household's shopping list",
  changeShoppingList: "Add to the household's shopping list, tick a line bought (the bottle goes on the shared shelf), edit or remove a line",
  hostParty: "Host a party menu in the household's name, and see, start, finish (pouring from one's shelf) or cancel the orders of the household's menus",
};

export const ROLES_TABLE_START = "<!-- roles-table:start (written by scripts/write-roles-table.ts from ROLE_PERMISSIONS) -->";
export const ROLES_TABLE_END = "<!-- roles-table:end -->";

/** The table as Markdown: an action a row, a role a column, "yes" or "no" in each cell. */
export function rolesTableMarkdown(): string {
  const header = `| action | ${HOUSEHOLD_ROLES.join(" | ")} |`;
  const rule = `|---|${HOUSEHOLD_ROLES.map(() => "---").join("|")}|`;
  const rows = HOUSEHOLD_ACTIONS.map((action) => `| ${ACTION_IN_WORDS[action]} | ${HOUSEHOLD_ROLES.map((role) => (mayDo(role, action) ? "yes" : "no")).join(" | ")} |`);
  return [header, rule, ...rows].join("\n");
}

/** The document with the text between its two markers replaced by the table as the code has it now. */
export function withRolesTable(document: string): string {
  const start = document.indexOf(ROLES_TABLE_START);
  const end = document.indexOf(ROLES_TABLE_END);
  if (start < 0 || end < start) throw new Error("The document has no roles-table markers.");
  return `${document.slice(0, start + ROLES_TABLE_START.length)}\n${rolesTableMarkdown()}\n${document.slice(end)}`;
}
