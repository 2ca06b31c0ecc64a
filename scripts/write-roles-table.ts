// npx tsx scripts/write-roles-table.ts: writes the households' roles table into docs/households.md
// from ROLE_PERMISSIONS (src/domain/households.ts), between its two markers. A unit test
// (tests/unit/roles-table.test.ts) fails while the doc and the code disagree.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withRolesTable } from "@/domain/households-roles-table";

const file = path.join(import.meta.dirname, "..", "docs", "households.md");
const before = readFileSync(file, "utf8");
const after = withRolesTable(before);
if (after === before) console.log("docs/households.md: the roles table is up to date.");
else {
  writeFileSync(file, after);
  console.log("docs/households.md: roles table written.");
}
