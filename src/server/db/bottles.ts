import "server-only";
import type { Kysely } from "kysely";
import { decideBottles, type LineBottles, type ShelfBottle } from "@/domain/bottle-choice";
import { getDb } from ".";
import { listShelfBottlesForUser, type SharedBottle, type ShelfScope } from "./bar-items";
import type { Database } from "./schema";
import { listSubstituteRulesForUser } from "./substitutes";

/**
 * The one server decision of which of the caller's bar items meets each recipe line: what
 * POST /api/availability names, what /bartender shows and what "I made this" pours (inside its
 * transaction, `db`). The shelf read is answered too, for callers that go on to change levels.
 * `scope` "pourable" leaves out the bottles the caller may see but not pour from (a guest's
 * households'): the station and "I made this" read that; `forUpdate` holds the rows read until
 * the transaction ends, for a write that lowers them. The caller's substitutes are followed unless
 * `strict`: a line met only through one is poured from the bottle that meets its `acceptedBy`.
 */
export async function decideBottlesForUser(
  {
    userId,
    names,
    scope = "shelf",
    forUpdate = false,
    strict = false,
  }: { userId: string; names: readonly string[]; scope?: ShelfScope; forUpdate?: boolean; strict?: boolean },
  db: Kysely<Database> = getDb(),
): Promise<{ lines: LineBottles[]; shelf: (ShelfBottle & SharedBottle)[] }> {
  // one after the other: inside a pour's transaction on SQLite, the two reads share one connection
  const shelf = await listShelfBottlesForUser(db, { userId, scope, forUpdate });
  const substitutes = strict ? [] : await listSubstituteRulesForUser({ userId }, db);
  return { lines: decideBottles(shelf, names, substitutes), shelf };
}

/** Whose a chosen bottle is when it is not the caller's: its owner's and its household's names, else null. */
export function sharedBy(shelf: readonly (ShelfBottle & SharedBottle)[]): (barItemId: string) => { ownerName: string; householdName: string | null } | null {
  const byId = new Map(shelf.map((item) => [item.id, item]));
  return (barItemId) => {
    const item = byId.get(barItemId);
    return item && !item.mine ? { ownerName: item.ownerName, householdName: item.householdName } : null;
  };
}
