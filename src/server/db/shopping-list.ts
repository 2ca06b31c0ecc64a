import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { aliasesWithChosenKind } from "@/domain/bar-item-kind";
import { applyLevelChange } from "@/domain/levels";
import type { ShoppingItemUpdateInput } from "@/domain/schemas/shopping-list";
import { findSameOnList, pickBarItemToRestock } from "@/domain/shopping-list";
import type { ShoppingItem } from "@/domain/types";
import { getDb } from ".";
import { listShelfLevelsForUser, newItemLevels, parseAliases } from "./bar-items";
import { bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser, lockShoppingListForUser } from "./record-limits";
import type { Database, ShoppingItemTable } from "./schema";
import { nowIso, toIsoString } from "./time";

function toShoppingItem(row: Selectable<ShoppingItemTable>): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    done: Boolean(row.done),
    createdAt: toIsoString(row.createdAt),
  };
}

function selectList(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("shoppingItem")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc");
}

/** The caller's list in the order things were added. */
export async function listShoppingItemsForUser({ userId }: { userId: string }): Promise<ShoppingItem[]> {
  return (await selectList(getDb(), userId).execute()).map(toShoppingItem);
}

export interface ShoppingItemAdded {
  item: ShoppingItem;
  /** false when the list already had it (a bought entry is put back on the list) */
  created: boolean;
}

/**
 * Puts each name on the caller's list unless the list has it already, in one transaction.
 * Booleans are written as 1/0: SQLite stores them so, and PostgreSQL reads '1'/'0' as booleans.
 */
export async function addShoppingItemsForUser({
  userId,
  items,
}: {
  userId: string;
  items: readonly { name: string; note: string | null }[];
}): Promise<ShoppingItemAdded[]> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lockShoppingListForUser({ userId }, trx);
      const list = await selectList(trx, userId).execute();
      const added: ShoppingItemAdded[] = [];
      // one millisecond apart, so the list keeps the order they were given in
      const start = Date.now();
      for (const [i, { name, note }] of items.entries()) {
        const same = findSameOnList(name, list.map((row) => row.name));
        if (same !== -1) {
          let row = list[same]!;
          if (row.done) {
            row = await trx
              .updateTable("shoppingItem")
              .set({ done: 0 })
              .where("id", "=", row.id)
              .where("userId", "=", userId)
              .returningAll()
              .executeTakeFirstOrThrow();
            list[same] = row;
          }
          added.push({ item: toShoppingItem(row), created: false });
          continue;
        }
        const row = await trx
          .insertInto("shoppingItem")
          .values({ id: randomUUID(), userId, name, note, done: 0, createdAt: new Date(start + i).toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
        list.push(row);
        added.push({ item: toShoppingItem(row), created: true });
      }
      await assertWithinLimitForUser({ userId, table: "shoppingItem" }, trx);
      return added;
    });
}

/**
 * Changes an item. Ticking it bought (done false -> true) also puts the bottle on the bar in
 * the same transaction: the emptiest bar item that meets its name goes back to FULL, or a new
 * FULL item of that name is made. Null when the caller has no such item.
 */
export async function updateShoppingItemForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: ShoppingItemUpdateInput;
}): Promise<ShoppingItem | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom("shoppingItem")
        .selectAll()
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      if (!before) return null;
      const { done, ...fields } = input;
      const row = await trx
        .updateTable("shoppingItem")
        .set({ ...fields, ...(done === undefined ? {} : { done: done ? 1 : 0 }) })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (done === true && !before.done) await restockBarForUser(trx, userId, row.name);
      return toShoppingItem(row);
    });
}

async function restockBarForUser(trx: Kysely<Database>, userId: string, name: string): Promise<void> {
  await bumpDataVersionForUser({ userId }, trx);
  // "Bought" restocks the buyer's own shelf: a household's list is another matter.
  const items = await listShelfLevelsForUser(trx, { userId, scope: "personal" });
  const pick = pickBarItemToRestock(
    name,
    items.map((item) => ({
      name: item.name,
      aliases: aliasesWithChosenKind(parseAliases(item.aliases), item.chosenKind),
      quantity: item.quantity,
    })),
  );
  const now = nowIso();
  if (pick !== -1) {
    // the bought bottle is opened at once: a whole one when the item knows its bottle size
    const item = items[pick]!;
    await trx
      .updateTable("barItem")
      .set({ ...applyLevelChange(item, { quantity: "FULL", remainingMl: item.bottleMl ?? undefined }), updatedAt: now })
      .where("id", "=", item.id)
      .where("userId", "=", userId)
      .execute();
    return;
  }
  await trx
    .insertInto("barItem")
    .values({ id: randomUUID(), userId, name, category: null, imageUrl: null, ...newItemLevels(name, "FULL"), createdAt: now, updatedAt: now })
    .execute();
  await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
}

/** False when the caller has no such item. */
export async function deleteShoppingItemForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const result = await getDb().deleteFrom("shoppingItem").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}
