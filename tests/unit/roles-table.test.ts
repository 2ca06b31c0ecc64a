import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOUSEHOLD_ACTIONS, HOUSEHOLD_ROLES, ROLE_PERMISSIONS } from "@/domain/households";
import { ACTION_IN_WORDS, ROLES_TABLE_END, ROLES_TABLE_START, rolesTableMarkdown, withRolesTable } from "@/domain/households-roles-table";

const DOC = path.join(__dirname, "..", "..", "docs", "households.md");
const FIX = "the doc disagrees with ROLE_PERMISSIONS: run `npx tsx scripts/write-roles-table.ts`";

/** The table between the doc's markers, read as a reader would: the header's roles, each row's words and cells. */
function tableInDoc(): { roles: string[]; rows: { words: string; cells: string[] }[] } {
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(ROLES_TABLE_START);
  const end = doc.indexOf(ROLES_TABLE_END);
  expect(start, "docs/households.md has the roles-table markers").toBeGreaterThanOrEqual(0);
  const lines = doc
    .slice(start + ROLES_TABLE_START.length, end)
    .trim()
    .split("\n");
  const cellsOf = (line: string) =>
    line
      .replace(/^\|\s*|\s*\|$/g, "")
      .split(/\s*\|\s*/)
      .map((cell) => cell.trim());
  const [, ...roles] = cellsOf(lines[0] ?? "");
  const rows = lines.slice(2).map((line) => {
    const [words = "", ...cells] = cellsOf(line);
    return { words, cells };
  });
  return { roles, rows };
}

describe("the roles table in docs/households.md", () => {
  it("has a column per role and a row per action, each cell saying what ROLE_PERMISSIONS allows", () => {
    const { roles, rows } = tableInDoc();
    expect(roles, FIX).toEqual([...HOUSEHOLD_ROLES]);
    expect(
      rows.map((r) => r.words),
      FIX,
    ).toEqual(HOUSEHOLD_ACTIONS.map((a) => ACTION_IN_WORDS[a]));
    rows.forEach((row, i) => {
      const action = HOUSEHOLD_ACTIONS[i]!;
      expect(row.cells, `${action}: ${FIX}`).toEqual(HOUSEHOLD_ROLES.map((role) => (ROLE_PERMISSIONS[role].has(action) ? "yes" : "no")));
    });
  });

  it("is exactly the table the script writes", () => {
    const doc = readFileSync(DOC, "utf8");
    expect(withRolesTable(doc), FIX).toBe(doc);
  });

  it("gives every action its own words, and the table changes when a permission does", () => {
    const words = HOUSEHOLD_ACTIONS.map((a) => ACTION_IN_WORDS[a]);
    expect(new Set(words).size).toBe(words.length);
    const guest = ROLE_PERMISSIONS.guest as Set<(typeof HOUSEHOLD_ACTIONS)[number]>;
    const before = rolesTableMarkdown();
    guest.add("pour");
    try {
      expect(rolesTableMarkdown()).not.toBe(before);
      expect(rolesTableMarkdown()).toContain(`| ${ACTION_IN_WORDS.pour} | yes | yes | yes |`);
    } finally {
      guest.delete("pour");
    }
    expect(rolesTableMarkdown()).toBe(before);
  });

  it("refuses to write into a document without its markers", () => {
    expect(() => withRolesTable("# Households\n")).toThrow("no roles-table markers");
  });
});
