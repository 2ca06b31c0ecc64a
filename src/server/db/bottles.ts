import "server-only";
import type { Kysely } from "kysely";
import { decideBottles, type LineBottles, type ShelfBottle } from "@/domain/bottle-choice";
import { getDb } from ".";
import { listShelfBottlesForUser } from "./bar-items";
import type { Database } from "./schema";

/**
 * The one server decision of which of the caller's bar items meets each recipe line: what
 * POST /api/availability names, what /bartender shows and what "I made this" pours (inside its
 * transaction, `db`). The shelf read is answered too, for callers that go on to change levels.
 */
export async function decideBottlesForUser(
  { userId, names }: { userId: string; names: readonly string[] },
  db: Kysely<Database> = getDb(),
): Promise<{ lines: LineBottles[]; shelf: ShelfBottle[] }> {
  const shelf = await listShelfBottlesForUser(db, { userId });
  return { lines: decideBottles(shelf, names), shelf };
}
