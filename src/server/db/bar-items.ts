import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { aliasesWithChosenKind, likelyKinds, understoodAs } from "@/domain/bar-item-kind";
import type { BarItemCreateInput, BarItemUpdateInput } from "@/domain/schemas/bar-item";
import { applyLevelChange, defaultBottleMl, initialLevel, type LevelFields } from "@/domain/levels";
import { ConflictError } from "@/domain/errors";
import { describeName, findSameProduct, type ShelfItem } from "@/domain/matching";
import type { ShelfBottle } from "@/domain/bottle-choice";
import type { Quantity } from "@/domain/constants";
import { findSameOnList } from "@/domain/shopping-list";
import type { BarItem } from "@/domain/types";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser } from "./record-limits";
import { checkImageUrlForUser } from "./uploads";
import type { BarItemTable, Database } from "./schema";
import { withPhotoReleased, type Released } from "./photo-release";
import { nowIso, toIsoString } from "./time";

function toBarItem(row: Selectable<BarItemTable>): BarItem {
  const understood = understoodAs(row.name, row.chosenKind);
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    quantity: row.quantity,
    category: row.category,
    imageUrl: row.imageUrl,
    aliases: parseAliases(row.aliases),
    chosenKind: row.chosenKind,
    understoodAs: understood,
    likelyKinds: understood === null || understood.via === "user" ? [...likelyKinds(row.name)] : [],
    bottleMl: row.bottleMl,
    remainingMl: row.remainingMl,
    unopened: row.unopened,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** Stored aliases (a JSON array) as a list of names; anything else in it is ignored. */
export function parseAliases(stored: string): string[] {
  const value: unknown = JSON.parse(stored);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export async function listBarItemsForUser({ userId }: { userId: string }): Promise<BarItem[]> {
  const rows = await getDb()
    .selectFrom("barItem")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
  return rows.map(toBarItem);
}

/**
 * What the caller's shelf holds for matching: names and aliases of items that are not EMPTY, the
 * kind the user said an item is counting as one more alias.
 */
export async function listShelfForUser({ userId }: { userId: string }): Promise<ShelfItem[]> {
  const rows = await getDb()
    .selectFrom("barItem")
    .select(["name", "aliases", "chosenKind"])
    .where("userId", "=", userId)
    .where("quantity", "!=", "EMPTY")
    .execute();
  return rows.map((r) => ({ name: r.name, aliases: aliasesWithChosenKind(parseAliases(r.aliases), r.chosenKind) }));
}

/**
 * The level fields of a new bar item: the bottle size given, or the usual one for what the
 * name denotes; the amount given, or a whole bottle when FULL (else the level's middle).
 */
export function newItemLevels(
  name: string,
  quantity: Quantity,
  given: { bottleMl?: number | null; remainingMl?: number; unopened?: number } = {},
): LevelFields {
  const bottleMl = given.bottleMl !== undefined ? given.bottleMl : defaultBottleMl(describeName(name).category);
  return initialLevel(quantity, bottleMl, given.remainingMl ?? null, given.unopened ?? 0);
}

/**
 * The caller's items as the bottle decision reads them (src/domain/bottle-choice.ts), inside
 * the caller's transaction when one is given.
 */
export async function listShelfBottlesForUser(db: Kysely<Database>, { userId }: { userId: string }): Promise<ShelfBottle[]> {
  const rows = await listShelfLevelsForUser(db, { userId });
  return rows.map((row) => ({ ...row, aliases: parseAliases(row.aliases) }));
}

/** Inside a transaction: the caller's items, oldest first, with what matching and levels need. */
export function listShelfLevelsForUser(trx: Kysely<Database>, { userId }: { userId: string }) {
  return trx
    .selectFrom("barItem")
    .select(["id", "name", "aliases", "chosenKind", "quantity", "bottleMl", "remainingMl", "unopened"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/**
 * Inside the create's transaction: a ConflictError naming the caller's item that is the same
 * product as `name` (answered as 409 with the item as `existing`), if there is one.
 */
async function refuseSameProduct(trx: Kysely<Database>, { userId, name }: { userId: string; name: string }): Promise<void> {
  const items = await trx.selectFrom("barItem").select(["id", "name"]).where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  const same = findSameProduct(name, items.map((item) => item.name));
  if (same === -1) return;
  const row = await trx.selectFrom("barItem").selectAll().where("id", "=", items[same]!.id).where("userId", "=", userId).executeTakeFirstOrThrow();
  throw new ConflictError(`You already have ${row.name}.`, { existing: toBarItem(row) });
}

/** A new item; unless `allowDuplicate`, one that is the same product as an item on the bar is a ConflictError. */
export async function createBarItemForUser({
  userId,
  input,
}: {
  userId: string;
  input: BarItemCreateInput;
}): Promise<BarItem> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const now = nowIso();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      if (!input.allowDuplicate) await refuseSameProduct(trx, { userId, name: input.name });
      const row = await trx
        .insertInto("barItem")
        .values({
          id: randomUUID(),
          userId,
          name: input.name,
          category: input.category,
          imageUrl: input.imageUrl,
          aliases: JSON.stringify(input.aliases),
          ...newItemLevels(input.name, input.quantity, input),
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
      return toBarItem(row);
    });
}

/**
 * Changes the caller's item. A change to its level, bottle size, amount or unopened count is
 * settled against what is stored (src/domain/levels.ts) in the same transaction; a photo it stops
 * showing is released.
 */
export async function updateBarItemRowForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: BarItemUpdateInput;
}): Promise<Released<BarItem | null>> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const { aliases, quantity, bottleMl, remainingMl, unopened, ...fields } = input;
  const levelChange = { quantity, bottleMl, remainingMl, unopened };
  const changesLevel = Object.values(levelChange).some((v) => v !== undefined);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const current = await trx
        .selectFrom("barItem")
        .select(["quantity", "bottleMl", "remainingMl", "unopened", "imageUrl"])
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      const levels = current && changesLevel ? applyLevelChange(current, levelChange) : {};
      const row = await trx
        .updateTable("barItem")
        .set({ ...fields, ...levels, ...(aliases ? { aliases: JSON.stringify(aliases) } : {}), updatedAt: nowIso() })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returningAll()
        .executeTakeFirst();
      return withPhotoReleased(trx, { userId, value: row ? toBarItem(row) : null, shownBefore: current?.imageUrl });
    });
}

/** False when the caller has no such item; its photo is released. */
export async function deleteBarItemRowForUser({ userId, id }: { userId: string; id: string }): Promise<Released<boolean>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const deleted = await trx.deleteFrom("barItem").where("id", "=", id).where("userId", "=", userId).returning("imageUrl").executeTakeFirst();
      return withPhotoReleased(trx, { userId, value: deleted !== undefined, shownBefore: deleted?.imageUrl });
    });
}

/**
 * Puts bottles on the caller's bar as FULL, in one transaction, leaving out any the bar already
 * has (an item, whatever its level, that meets the name). Answers the items created.
 */
export async function addStarterShelfForUser({ userId, names }: { userId: string; names: readonly string[] }): Promise<BarItem[]> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const existing = (await trx.selectFrom("barItem").select("name").where("userId", "=", userId).execute()).map((r) => r.name);
      const created: BarItem[] = [];
      const now = nowIso();
      for (const name of names) {
        if (findSameOnList(name, existing) !== -1) continue;
        const row = await trx
          .insertInto("barItem")
          .values({ id: randomUUID(), userId, name, category: null, imageUrl: null, ...newItemLevels(name, "FULL"), createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        existing.push(name);
        created.push(toBarItem(row));
      }
      await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
      return created;
    });
}
