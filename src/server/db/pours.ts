import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isMeasured, parseAmount, scaleAmount, toMl } from "@/domain/amounts";
import type { LoggedPour } from "@/domain/forecast";
import type { LineBottles, ShelfBottle } from "@/domain/bottle-choice";
import { issueOf, NotFoundError, ValidationError } from "@/domain/errors";
import { levelOf, mlOfLevel, pour, putBack, type BottleLevel } from "@/domain/levels";
import type { Ingredient, MadeDrink, Pour } from "@/domain/types";
import { getDb } from ".";
import { onShelfOf } from "./bar-items";
import { decideBottlesForUser } from "./bottles";
import { bumpDataVersionForHouseholds } from "./data-version";
import type { Database } from "./schema";
import { nowIso, toIsoString } from "./time";
import { sentence } from "@/domain/sentences";

/** How long after "I made this" deleting the drink entry still puts the poured amounts back. */
export const UNDO_HOURS = 24;

/** A bottle the user picked for one line of the recipe (its position in the recipe's ingredients). */
export interface PickedBottle {
  ingredientIndex: number;
  barItemId: string;
}

/**
 * The bar item each line pours from: the one decision's choice (src/server/db/bottles.ts), or the
 * user's pick when it is theirs (404 alike otherwise) and meets that line (400 otherwise).
 */
function bottlesToPour(
  lines: readonly LineBottles[],
  shelf: readonly ShelfBottle[],
  ingredients: readonly Ingredient[],
  picked: readonly PickedBottle[],
): (ShelfBottle | null)[] {
  const byId = new Map(shelf.map((item) => [item.id, item]));
  const chosen = lines.map((line) => (line.chosen && byId.get(line.chosen.barItemId)) ?? null);
  picked.forEach(({ ingredientIndex, barItemId }, k) => {
    const line = lines[ingredientIndex];
    if (!line) {
      const said = sentence("made.noSuchIngredient", { count: ingredients.length, n: ingredientIndex + 1 });
      throw new ValidationError([issueOf(["pours", k, "ingredientIndex"], said)], said);
    }
    const item = byId.get(barItemId);
    if (!item) throw new NotFoundError(sentence("notFound.barItem"));
    if (!line.options.some((o) => o.barItemId === barItemId)) {
      const said = sentence("made.cannotStandIn", { bottle: item.name, ingredient: line.name });
      throw new ValidationError([issueOf(["pours", k, "barItemId"], said)], said);
    }
    chosen[ingredientIndex] = item;
  });
  return chosen;
}

/**
 * Lowers, inside the caller's transaction, the tracked bottle each line of the recipe pours
 * from (the one decision, or the user's pick) by the line's amount times `servings`, and
 * records what was poured from which item against `drinkId`. A line met by a tracked bottle
 * but without a volume ("top up", "1 egg white") changes nothing and is answered in `unmeasured`.
 */
export async function pourRecipeForUser(
  trx: Kysely<Database>,
  {
    userId,
    drinkId,
    ingredients,
    servings,
    picked = [],
  }: { userId: string; drinkId: string; ingredients: readonly Ingredient[]; servings: number; picked?: readonly PickedBottle[] },
): Promise<Pick<MadeDrink, "pours" | "unmeasured">> {
  const { lines, shelf } = await decideBottlesForUser({ userId, names: ingredients.map((line) => line.name), scope: "pourable", forUpdate: true }, trx);
  const bottles = bottlesToPour(lines, shelf, ingredients, picked);
  const levels = new Map<string, BottleLevel>();
  const pours: Pour[] = [];
  const unmeasured: MadeDrink["unmeasured"] = [];
  ingredients.forEach((line, i) => {
    const item = bottles[i];
    if (!item || item.bottleMl === null) return;
    const amount = parseAmount(line.amount);
    const ml = isMeasured(amount) ? toMl(scaleAmount(amount, servings)) : null;
    if (ml === null || ml <= 0) {
      unmeasured.push({ name: line.name, amount: line.amount });
      return;
    }
    const before = levels.get(item.id) ?? {
      bottleMl: item.bottleMl,
      remainingMl: item.remainingMl ?? mlOfLevel(item.quantity, item.bottleMl),
      unopened: item.unopened,
    };
    const { bottle, pouredMl } = pour(before, ml);
    levels.set(item.id, bottle);
    if (pouredMl > 0) pours.push({ barItemId: item.id, barItemName: item.name, ingredient: line.name, ml: pouredMl });
  });
  await saveLevels(trx, userId, levels);
  if (pours.length > 0) {
    await trx
      .insertInto("drinkPour")
      .values(pours.map((p) => ({ id: randomUUID(), drinkId, userId, barItemId: p.barItemId, ingredient: p.ingredient, ml: p.ml })))
      .execute();
  }
  return { pours, unmeasured };
}

/**
 * Writes the new levels of bottles the caller may pour from (a household's too: its level falls
 * for every member, whose versions move with the household's).
 */
async function saveLevels(trx: Kysely<Database>, userId: string, levels: ReadonlyMap<string, BottleLevel>): Promise<void> {
  const now = nowIso();
  const households: (string | null)[] = [];
  for (const [id, bottle] of levels) {
    const saved = await trx
      .updateTable("barItem")
      .set({ ...bottle, quantity: levelOf(bottle.remainingMl, bottle.bottleMl), updatedAt: now })
      .where("id", "=", id)
      .where(onShelfOf(userId, "pourable"))
      .returning("householdId")
      .executeTakeFirst();
    households.push(saved?.householdId ?? null);
  }
  await bumpDataVersionForHouseholds(households, trx);
}

/**
 * Puts back, inside the caller's transaction, what the caller's drink entry poured when it was
 * made less than UNDO_HOURS ago (undoing "I made this"); older entries are history and change nothing.
 */
export async function putBackPoursForUser(trx: Kysely<Database>, { userId, drinkId }: { userId: string; drinkId: string }): Promise<void> {
  const drink = await trx.selectFrom("drink").select("createdAt").where("id", "=", drinkId).where("userId", "=", userId).executeTakeFirst();
  if (!drink || Date.now() - Date.parse(toIsoString(drink.createdAt)) > UNDO_HOURS * 3_600_000) return;
  const poured = await trx
    .selectFrom("drinkPour")
    .innerJoin("barItem", "barItem.id", "drinkPour.barItemId")
    .select(["barItem.id", "barItem.bottleMl", "barItem.remainingMl", "barItem.unopened", "drinkPour.ml"])
    .where(onShelfOf(userId, "pourable"))
    .where("drinkPour.drinkId", "=", drinkId)
    .where("drinkPour.userId", "=", userId)
    .execute();
  const levels = new Map<string, BottleLevel>();
  for (const p of poured) {
    if (p.bottleMl === null) continue; // the user has stopped tracking this item since
    const before = levels.get(p.id) ?? { bottleMl: p.bottleMl, remainingMl: p.remainingMl ?? 0, unopened: p.unopened };
    levels.set(p.id, putBack(before, p.ml));
  }
  await saveLevels(trx, userId, levels);
}

/** The caller's pours of the last `days` days, by bar item, with the drink each was for: the forecast's log. */
export async function listRecentPoursForUser({ userId, days }: { userId: string; days: number }): Promise<Map<string, LoggedPour[]>> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const rows = await getDb()
    .selectFrom("drinkPour")
    .innerJoin("drink", "drink.id", "drinkPour.drinkId")
    .select(["drinkPour.barItemId", "drinkPour.ml", "drink.name", "drink.servings", "drink.createdAt"])
    .where("drinkPour.userId", "=", userId)
    .where("drink.userId", "=", userId)
    .where("drink.createdAt", ">=", since)
    .orderBy("drink.createdAt")
    .execute();
  const byItem = new Map<string, LoggedPour[]>();
  for (const row of rows) {
    if (row.barItemId === null) continue;
    const list = byItem.get(row.barItemId) ?? [];
    list.push({ drinkName: row.name, servings: row.servings ?? 1, ml: row.ml, madeAt: toIsoString(row.createdAt) });
    byItem.set(row.barItemId, list);
  }
  return byItem;
}
