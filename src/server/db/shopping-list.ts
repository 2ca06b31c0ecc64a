import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { aliasesWithChosenKind } from "@/domain/bar-item-kind";
import { ForbiddenError, NotFoundError } from "@/domain/errors";
import { GUEST_CANNOT_CHANGE_LIST_MESSAGE, HOUSEHOLD_NOT_FOUND, mayDo, type HouseholdRole } from "@/domain/households";
import { applyLevelChange } from "@/domain/levels";
import type { ShoppingItemUpdateInput } from "@/domain/schemas/shopping-list";
import { findSameOnList, pickBarItemToRestock } from "@/domain/shopping-list";
import type { ShoppingItem } from "@/domain/types";
import { getDb, getEngine } from ".";
import { listShelfLevelsForUser, newItemLevels, parseAliases } from "./bar-items";
import { bumpDataVersionForHouseholds, bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser, lockShoppingListForUser } from "./record-limits";
import type { Database, ShoppingItemTable } from "./schema";
import { nowIso, toIsoString } from "./time";

/**
 * The shopping list: the caller's own lines (theirs, in no household) and the lines of the
 * households they are in. Every read and write starts from one of two conditions: the caller's
 * own line, or a line of a household whose membership row is the caller's, so a member who
 * leaves loses the household's list with the next request (404, like a line that is not there).
 * Reading a household's list takes the role's "viewShoppingList", changing it "changeShoppingList".
 */

type Db = Kysely<Database>;
type ShoppingRow = Selectable<ShoppingItemTable>;
/** A household line with the names the API shows beside it. */
type HouseholdRow = ShoppingRow & { householdName: string; addedBy: string; boughtByName: string | null };

/** One's own line, exactly as before households: no household fields at all. */
function toShoppingItem(row: ShoppingRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    done: Boolean(row.done),
    createdAt: toIsoString(row.createdAt),
  };
}

function toHouseholdItem(row: HouseholdRow): ShoppingItem {
  return { ...toShoppingItem(row), householdId: row.householdId!, householdName: row.householdName, addedBy: row.addedBy, boughtBy: row.boughtByName };
}

/** The caller's own list (lines in no household) in the order things were added. */
function selectList(db: Db, userId: string) {
  return db
    .selectFrom("shoppingItem")
    .selectAll()
    .where("userId", "=", userId)
    .where("householdId", "is", null)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc");
}

/** Lines of the households the caller is in, each with its household's name and who added and bought it. */
function householdLines(db: Db, userId: string) {
  return db
    .selectFrom("shoppingItem as s")
    .innerJoin("householdMember as me", (join) => join.onRef("me.householdId", "=", "s.householdId").on("me.userId", "=", userId))
    .innerJoin("household as h", "h.id", "s.householdId")
    .innerJoin("user as adder", "adder.id", "s.userId")
    .leftJoin("user as buyer", "buyer.id", "s.boughtBy")
    .selectAll("s")
    .select(["h.name as householdName", "adder.name as addedBy", "buyer.name as boughtByName"]);
}

async function readHouseholdLine(db: Db, userId: string, id: string): Promise<ShoppingItem> {
  return toHouseholdItem((await householdLines(db, userId).where("s.id", "=", id).executeTakeFirstOrThrow()) as HouseholdRow);
}

/**
 * The caller's list in the order things were added, then each household's (in the order the
 * caller joined them). Someone in no household gets exactly their own list.
 */
export async function listShoppingItemsForUser({ userId }: { userId: string }): Promise<ShoppingItem[]> {
  const db = getDb();
  const [own, shared] = await Promise.all([
    selectList(db, userId).execute(),
    householdLines(db, userId).orderBy("me.joinedAt").orderBy("s.householdId").orderBy("s.createdAt").orderBy("s.id").execute(),
  ]);
  return [...own.map(toShoppingItem), ...shared.map((row) => toHouseholdItem(row as HouseholdRow))];
}

export interface ShoppingItemAdded {
  item: ShoppingItem;
  /** false when the list already had it (a bought entry is put back on the list) */
  created: boolean;
}

/** The caller's role in a household, or null when they are not in it. */
async function roleIn(db: Db, userId: string, householdId: string): Promise<HouseholdRole | null> {
  const row = await db.selectFrom("householdMember").select("role").where("householdId", "=", householdId).where("userId", "=", userId).executeTakeFirst();
  return row?.role ?? null;
}

/** 404 when the caller is not in the household, 403 when their role may not change its list. */
async function assertMayChangeList(db: Db, userId: string, householdId: string): Promise<void> {
  const role = await roleIn(db, userId, householdId);
  if (role === null) throw new NotFoundError(HOUSEHOLD_NOT_FOUND);
  if (!mayDo(role, "changeShoppingList")) throw new ForbiddenError(GUEST_CANNOT_CHANGE_LIST_MESSAGE);
}

/**
 * Holds a household's list until the transaction ends, for a write that checks it for the same
 * line before adding: taken before the adder's own lock, always in that order.
 */
async function lockHouseholdList(trx: Db, householdId: string): Promise<void> {
  if (getEngine() === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`barshelf:household-shopping-list:${householdId}`}))`.execute(trx);
}

/**
 * Puts each name on a list unless it has it already, in one transaction: the caller's own, or
 * with `householdId` a household's they may change (404 when they are not in it, 403 for a
 * guest). Every line added counts in the adder's own limit.
 * Booleans are written as 1/0: SQLite stores them so, and PostgreSQL reads '1'/'0' as booleans.
 */
export async function addShoppingItemsForUser({
  userId,
  householdId = null,
  items,
}: {
  userId: string;
  householdId?: string | null;
  items: readonly { name: string; note: string | null }[];
}): Promise<ShoppingItemAdded[]> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (householdId !== null) {
        await assertMayChangeList(trx, userId, householdId);
        await lockHouseholdList(trx, householdId);
      }
      await lockShoppingListForUser({ userId }, trx);
      const list =
        householdId === null
          ? await selectList(trx, userId).execute()
          : await trx.selectFrom("shoppingItem").selectAll().where("householdId", "=", householdId).orderBy("createdAt").orderBy("id").execute();
      const added: { id: string; row: ShoppingRow; created: boolean }[] = [];
      // one millisecond apart, so the list keeps the order they were given in
      const start = Date.now();
      for (const [i, { name, note }] of items.entries()) {
        const same = findSameOnList(name, list.map((row) => row.name));
        if (same !== -1) {
          let row = list[same]!;
          if (row.done) {
            row = await trx.updateTable("shoppingItem").set({ done: 0, boughtBy: null }).where("id", "=", row.id).returningAll().executeTakeFirstOrThrow();
            list[same] = row;
          }
          added.push({ id: row.id, row, created: false });
          continue;
        }
        const row = await trx
          .insertInto("shoppingItem")
          .values({ id: randomUUID(), userId, householdId, name, note, done: 0, createdAt: new Date(start + i).toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
        list.push(row);
        added.push({ id: row.id, row, created: true });
      }
      await assertWithinLimitForUser({ userId, table: "shoppingItem" }, trx);
      if (householdId === null) return added.map(({ row, created }) => ({ item: toShoppingItem(row), created }));
      return Promise.all(added.map(async ({ id, created }) => ({ item: await readHouseholdLine(trx, userId, id), created })));
    });
}

/**
 * A line the caller may see, read inside their transaction: their own, or one of a household
 * they are in (with their role there). Null for anything else.
 */
async function visibleLine(trx: Db, userId: string, id: string): Promise<{ row: ShoppingRow; role: HouseholdRole | null } | null> {
  const row = await trx.selectFrom("shoppingItem").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (row.householdId === null) return row.userId === userId ? { row, role: null } : null;
  const role = await roleIn(trx, userId, row.householdId);
  return role === null ? null : { row, role };
}

/**
 * A line the caller may change: their own, or a household's as a role that may change its list
 * (403 for a guest). Null when they cannot see it.
 */
async function changeableLine(trx: Db, userId: string, id: string): Promise<ShoppingRow | null> {
  const line = await visibleLine(trx, userId, id);
  if (line === null) return null;
  if (line.role !== null && !mayDo(line.role, "changeShoppingList")) throw new ForbiddenError(GUEST_CANNOT_CHANGE_LIST_MESSAGE);
  return line.row;
}

/**
 * Changes a line. Ticking it bought (done false -> true) also puts the bottle on the shelf in the
 * same transaction: the caller's own for their own line, the household's for a household's line
 * (the emptiest bar item that meets its name goes back to FULL, or a new FULL item of that name
 * is made, the buyer's). The tick is claimed by one conditional update, so a repeat, or two
 * members ticking at once, put the bottle there once. Null when the caller has no such line.
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
      const before = await changeableLine(trx, userId, id);
      if (!before) return null;
      const { done, ...fields } = input;
      if (Object.keys(fields).length > 0) await trx.updateTable("shoppingItem").set(fields).where("id", "=", id).execute();
      if (done !== undefined) {
        const ticked = await trx
          .updateTable("shoppingItem")
          .set({ done: done ? 1 : 0, boughtBy: done && before.householdId !== null ? userId : null })
          .where("id", "=", id)
          .where("done", "=", done ? 0 : 1)
          .executeTakeFirst();
        if (done && ticked.numUpdatedRows > BigInt(0)) {
          if (before.householdId === null) await restockBarForUser(trx, userId, before.name);
          else await restockHouseholdShelf(trx, userId, before.householdId, before.name);
        }
      }
      if (before.householdId !== null) return readHouseholdLine(trx, userId, id);
      return toShoppingItem(await trx.selectFrom("shoppingItem").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
    });
}

interface RestockItem {
  id: string;
  name: string;
  aliases: string;
  chosenKind: string | null;
  quantity: Parameters<typeof applyLevelChange>[0]["quantity"];
  bottleMl: number | null;
  remainingMl: number | null;
  unopened: number;
}

/**
 * Raises the emptiest of `items` that meets the bought name to FULL (the bought bottle is opened
 * at once: a whole one when the item knows its bottle size). False when none meets it.
 */
async function raiseBoughtBottle(trx: Db, items: readonly RestockItem[], name: string): Promise<boolean> {
  const pick = pickBarItemToRestock(
    name,
    items.map((item) => ({ name: item.name, aliases: aliasesWithChosenKind(parseAliases(item.aliases), item.chosenKind), quantity: item.quantity })),
  );
  if (pick === -1) return false;
  const item = items[pick]!;
  await trx
    .updateTable("barItem")
    .set({ ...applyLevelChange(item, { quantity: "FULL", remainingMl: item.bottleMl ?? undefined }), updatedAt: nowIso() })
    .where("id", "=", item.id)
    .execute();
  return true;
}

/** A new FULL bottle of the bought name, the buyer's, on their own shelf or in the household. */
async function addBoughtBottle(trx: Db, userId: string, householdId: string | null, name: string): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto("barItem")
    .values({ id: randomUUID(), userId, householdId, name, category: null, imageUrl: null, ...newItemLevels(name, "FULL"), createdAt: now, updatedAt: now })
    .execute();
  await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
}

async function restockBarForUser(trx: Db, userId: string, name: string): Promise<void> {
  await bumpDataVersionForUser({ userId }, trx);
  // A line of one's own list restocks one's own bottles (in no household).
  const items = await listShelfLevelsForUser(trx, { userId, scope: "personal" });
  if (!(await raiseBoughtBottle(trx, items, name))) await addBoughtBottle(trx, userId, null, name);
}

/**
 * A household line bought: the household's emptiest bottle that meets it goes back to FULL,
 * whoever's it is (a member may change levels), or the buyer's new bottle goes on its shelf.
 */
async function restockHouseholdShelf(trx: Db, userId: string, householdId: string, name: string): Promise<void> {
  await bumpDataVersionForUser({ userId }, trx);
  await bumpDataVersionForHouseholds([householdId], trx);
  const items = await trx
    .selectFrom("barItem")
    .select(["id", "name", "aliases", "chosenKind", "quantity", "bottleMl", "remainingMl", "unopened"])
    .where("householdId", "=", householdId)
    .orderBy("createdAt")
    .orderBy("id")
    .$if(getEngine() === "postgres", (q) => q.forUpdate())
    .execute();
  if (!(await raiseBoughtBottle(trx, items, name))) await addBoughtBottle(trx, userId, householdId, name);
}

/** False when the caller has no such line; 403 for a guest's try at a household's. */
export async function deleteShoppingItemForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await changeableLine(trx, userId, id))) return false;
      const result = await trx.deleteFrom("shoppingItem").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > BigInt(0);
    });
}
