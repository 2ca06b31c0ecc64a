import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import { aliasesWithChosenKind, likelyKinds, understoodAs } from "@/domain/bar-item-kind";
import type { BarItemCreateInput, BarItemUpdateInput } from "@/domain/schemas/bar-item";
import { applyLevelChange, defaultBottleMl, initialLevel, type LevelFields } from "@/domain/levels";
import { ConflictError, ForbiddenError, NotFoundError } from "@/domain/errors";
import { GUEST_CANNOT_ADD_MESSAGE, HOUSEHOLD_NOT_FOUND, mayChangeSharedItem, mayDo, sharedItemRefusal, type HouseholdRole, type ItemChange } from "@/domain/households";
import { describeName, findSameProduct, type ShelfItem } from "@/domain/matching";
import type { ShelfBottle } from "@/domain/bottle-choice";
import type { Quantity } from "@/domain/constants";
import { findSameOnList } from "@/domain/shopping-list";
import type { BarItem } from "@/domain/types";
import { getDb, getEngine } from ".";
import { bumpDataVersionForHouseholds, bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser } from "./record-limits";
import { checkImageUrlForUser } from "./uploads";
import type { BarItemTable, Database } from "./schema";
import { withPhotoReleased, type Released } from "./photo-release";
import { nowIso, toIsoString } from "./time";
import { sentence } from "@/domain/sentences";

/** A stored item with the names the API shows beside it: its owner's and its household's. */
type ShelfRow = Selectable<BarItemTable> & { ownerName: string; householdName: string | null };

function toBarItem(row: ShelfRow, viewerId: string): BarItem {
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
    price: row.price,
    householdId: row.householdId,
    householdName: row.householdName,
    ownerName: row.ownerName,
    mine: row.userId === viewerId,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/**
 * Which bar items a shelf holds. "shelf": what the caller sees and matches against (their own
 * items, and those of every household they are in with its shelf switched on; their own items
 * in a household stay on their shelf even with it off). "pourable": the part of it they may
 * lower (pour, change levels): a guest's households' items are left out, their own stay.
 * "personal": their own items that stand in no household.
 */
export type ShelfScope = "shelf" | "pourable" | "personal";

/**
 * The one condition that says which bar items are on the caller's shelf: every query that
 * reads or lowers bar items for a shelf filters by it. An item left in a household its owner
 * has left is on the shelves of the household's members only, no longer on its owner's.
 */
export function onShelfOf(userId: string, scope: ShelfScope = "shelf") {
  return (eb: ExpressionBuilder<Database, "barItem">): Expression<SqlBool> => {
    if (scope === "personal") return eb.and([eb("barItem.userId", "=", userId), eb("barItem.householdId", "is", null)]);
    const memberships = () => eb.selectFrom("householdMember as m").select("m.householdId").where("m.userId", "=", userId);
    // Two terms, each answered by an index of its own (the owner's, the household's), and no
    // correlated subquery: the shelf is read on every recipe list.
    const own = eb.and([
      eb("barItem.userId", "=", userId),
      eb.or([eb("barItem.householdId", "is", null), eb("barItem.householdId", "in", memberships())]),
    ]);
    const households = memberships()
      .where("m.shelfOn", "=", 1)
      .$if(scope === "pourable", (q) => q.where("m.role", "in", ["owner", "member"]));
    return eb.or([own, eb("barItem.householdId", "in", households)]);
  };
}

/** The items on the caller's shelf with their owner's and household's names. */
function shelfRows(db: Kysely<Database>, userId: string, scope: ShelfScope = "shelf") {
  return db
    .selectFrom("barItem")
    .innerJoin("user as owner", "owner.id", "barItem.userId")
    .leftJoin("household as hh", "hh.id", "barItem.householdId")
    .selectAll("barItem")
    .select(["owner.name as ownerName", "hh.name as householdName"])
    .where(onShelfOf(userId, scope));
}

async function readShelfItem(db: Kysely<Database>, userId: string, id: string): Promise<BarItem | null> {
  const row = await shelfRows(db, userId).where("barItem.id", "=", id).executeTakeFirst();
  return row ? toBarItem(row, userId) : null;
}

/** Stored aliases (a JSON array) as a list of names; anything else in it is ignored. */
export function parseAliases(stored: string): string[] {
  const value: unknown = JSON.parse(stored);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The caller's shelf: their own items and their households' (`mine` and `ownerName` say whose). */
export async function listBarItemsForUser({ userId }: { userId: string }): Promise<BarItem[]> {
  const rows = await shelfRows(getDb(), userId)
    .orderBy(sql`lower(bar_item.name)`)
    .orderBy("barItem.id")
    .execute();
  return rows.map((row) => toBarItem(row, userId));
}

/**
 * What the caller's shelf holds for matching: names and aliases of items that are not EMPTY, the
 * kind the user said an item is counting as one more alias. With `householdId`, what a party
 * menu hosted for that household is made from: its bottles and the host's own outside any
 * household (not another household's, nor the host's shelf switches).
 */
export async function listShelfForUser({ userId, householdId }: { userId: string; householdId?: string | null }): Promise<ShelfItem[]> {
  const rows = await getDb()
    .selectFrom("barItem")
    .select(["name", "aliases", "chosenKind"])
    .where(householdId ? (eb) => eb.or([onShelfOf(userId, "personal")(eb), eb("barItem.householdId", "=", householdId)]) : onShelfOf(userId))
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
 * the caller's transaction when one is given, with whose each is.
 */
export async function listShelfBottlesForUser(
  db: Kysely<Database>,
  { userId, scope = "shelf", forUpdate = false }: { userId: string; scope?: ShelfScope; forUpdate?: boolean },
): Promise<(ShelfBottle & SharedBottle)[]> {
  const rows = await db
    .selectFrom("barItem")
    .innerJoin("user as owner", "owner.id", "barItem.userId")
    .leftJoin("household as hh", "hh.id", "barItem.householdId")
    .select([
      "barItem.id",
      "barItem.name",
      "barItem.aliases",
      "barItem.chosenKind",
      "barItem.quantity",
      "barItem.bottleMl",
      "barItem.remainingMl",
      "barItem.unopened",
      "barItem.price",
      "barItem.userId",
      "barItem.householdId",
      "owner.name as ownerName",
      "hh.name as householdName",
    ])
    .where(onShelfOf(userId, scope))
    // A pour reads levels and writes them back: on PostgreSQL two housemates pouring at once wait
    // for each other instead of one's pour overwriting the other's (SQLite writes one at a time).
    .$if(forUpdate && getEngine() === "postgres", (q) => q.forUpdate("barItem"))
    .orderBy("barItem.createdAt")
    .orderBy("barItem.id")
    .execute();
  return rows.map(({ userId: owner, ...row }) => ({ ...row, aliases: parseAliases(row.aliases), mine: owner === userId }));
}

/** Whose a bottle on the shelf is: what the explanation says beside a housemate's. */
export interface SharedBottle {
  householdId: string | null;
  householdName: string | null;
  ownerName: string;
  mine: boolean;
}

/** Inside a transaction: the caller's items, oldest first, with what matching and levels need. */
export function listShelfLevelsForUser(trx: Kysely<Database>, { userId, scope = "shelf" }: { userId: string; scope?: ShelfScope }) {
  return trx
    .selectFrom("barItem")
    .select(["id", "name", "aliases", "chosenKind", "quantity", "bottleMl", "remainingMl", "unopened", "price"])
    .where(onShelfOf(userId, scope))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** The caller's role in a household, or null when they are not in it. */
async function roleIn(trx: Kysely<Database>, userId: string, householdId: string): Promise<HouseholdRole | null> {
  const row = await trx.selectFrom("householdMember").select("role").where("householdId", "=", householdId).where("userId", "=", userId).executeTakeFirst();
  return row?.role ?? null;
}

/** Before one of the caller's items goes into a household: 404 when they are not in it, 403 for a guest. */
async function assertMayAddTo(trx: Kysely<Database>, userId: string, householdId: string): Promise<void> {
  const role = await roleIn(trx, userId, householdId);
  if (role === null) throw new NotFoundError(HOUSEHOLD_NOT_FOUND);
  if (!mayDo(role, "addToShelf")) throw new ForbiddenError(GUEST_CANNOT_ADD_MESSAGE);
}

/**
 * Inside the create's transaction: a ConflictError naming the item that is the same product as
 * `name` (answered as 409 with the item as `existing`), if there is one. The bottles a new one
 * would stand beside: the caller's own, and for one going into a household, that household's
 * whoever's they are (a member may raise a housemate's bottle to FULL instead).
 */
async function refuseSameProduct(trx: Kysely<Database>, { userId, name, householdId }: { userId: string; name: string; householdId: string | null }): Promise<void> {
  // The caller's own items on their shelf: one left in a household they have left is not theirs to see.
  const own = await shelfRows(trx, userId).where("barItem.userId", "=", userId).orderBy("barItem.createdAt").orderBy("barItem.id").execute();
  // The household's, whatever the caller's shelf switch says: the caller is in it (checked before).
  const housemates =
    householdId === null
      ? []
      : await trx
          .selectFrom("barItem")
          .innerJoin("user as owner", "owner.id", "barItem.userId")
          .leftJoin("household as hh", "hh.id", "barItem.householdId")
          .selectAll("barItem")
          .select(["owner.name as ownerName", "hh.name as householdName"])
          .where("barItem.householdId", "=", householdId)
          .where("barItem.userId", "!=", userId)
          .orderBy("barItem.createdAt")
          .orderBy("barItem.id")
          .execute();
  // the caller's own bottle first: that is the one they would rather raise
  const candidates = [...own, ...housemates];
  const same = findSameProduct(name, candidates.map((item) => item.name));
  if (same === -1) return;
  const existing = toBarItem(candidates[same]!, userId);
  const said = existing.mine
    ? sentence("bar.alreadyYours", { name: existing.name })
    : sentence("bar.alreadyHousehold", { household: existing.householdName ?? "", name: existing.name, owner: existing.ownerName });
  throw new ConflictError(said, { existing });
}

/**
 * A new item, on the caller's own shelf or, with `householdId`, on a household's (404 when they
 * are not in it, 403 for a guest); unless `allowDuplicate`, one that is the same product as an
 * item of theirs is a ConflictError.
 */
export async function createBarItemForUser({
  userId,
  input,
}: {
  userId: string;
  input: BarItemCreateInput;
}): Promise<BarItem> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const now = nowIso();
  const householdId = input.householdId ?? null;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (householdId !== null) await assertMayAddTo(trx, userId, householdId);
      await bumpDataVersionForUser({ userId }, trx);
      await bumpDataVersionForHouseholds([householdId], trx);
      if (!input.allowDuplicate) await refuseSameProduct(trx, { userId, name: input.name, householdId });
      const id = randomUUID();
      await trx
        .insertInto("barItem")
        .values({
          id,
          userId,
          name: input.name,
          category: input.category,
          imageUrl: input.imageUrl,
          aliases: JSON.stringify(input.aliases),
          householdId,
          price: input.price,
          ...newItemLevels(input.name, input.quantity, input),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
      return (await readShelfItem(trx, userId, id))!;
    });
}

/** Which parts of an item a change touches, for the roles table. */
function changesOf(input: BarItemUpdateInput): ItemChange[] {
  const touched = (keys: (keyof BarItemUpdateInput)[]) => keys.some((key) => input[key] !== undefined);
  const changes: ItemChange[] = [];
  if (touched(["quantity", "bottleMl", "remainingMl", "unopened"])) changes.push("levels");
  if (touched(["name", "aliases", "chosenKind", "category", "price"])) changes.push("identity");
  if (touched(["imageUrl"])) changes.push("photo");
  if (touched(["householdId"])) changes.push("household");
  return changes;
}

/**
 * 403 unless the caller may make these changes to an item on their shelf: anything to their
 * own; to a housemate's, what their role in its household allows (src/domain/households.ts).
 */
async function assertMayChange(trx: Kysely<Database>, userId: string, item: { userId: string; householdId: string | null }, changes: readonly (ItemChange | "delete")[]): Promise<void> {
  if (item.userId === userId) return;
  const role = item.householdId === null ? null : await roleIn(trx, userId, item.householdId);
  const refused = changes.find((change) => role === null || !mayChangeSharedItem(role, change));
  if (refused !== undefined) throw new ForbiddenError(sharedItemRefusal(refused));
}

/**
 * Changes an item on the caller's shelf, as far as their role allows (403 otherwise; 404 for one
 * not on their shelf). A change to its level, bottle size, amount or unopened count is settled
 * against what is stored (src/domain/levels.ts) in the same transaction; `householdId` moves the
 * caller's own item into a household they may add to, or back out (null); a photo it stops
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
  const { aliases, quantity, bottleMl, remainingMl, unopened, householdId, ...fields } = input;
  const levelChange = { quantity, bottleMl, remainingMl, unopened };
  const changesLevel = Object.values(levelChange).some((v) => v !== undefined);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("barItem")
        .select(["userId", "householdId", "quantity", "bottleMl", "remainingMl", "unopened", "imageUrl"])
        .where("id", "=", id)
        .where(onShelfOf(userId))
        .executeTakeFirst();
      if (!current) return { value: null, releasedKeys: [] };
      await assertMayChange(trx, userId, current, changesOf(input));
      if (householdId) await assertMayAddTo(trx, userId, householdId);
      await bumpDataVersionForUser({ userId }, trx);
      await bumpDataVersionForHouseholds([current.householdId, householdId ?? null], trx);
      const levels = changesLevel ? applyLevelChange(current, levelChange) : {};
      await trx
        .updateTable("barItem")
        .set({
          ...fields,
          ...levels,
          ...(aliases ? { aliases: JSON.stringify(aliases) } : {}),
          ...(householdId !== undefined ? { householdId } : {}),
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .execute();
      const value = await readShelfItem(trx, userId, id);
      // Only the item's owner changes its photo, and only their own uploads are theirs to release.
      return withPhotoReleased(trx, { userId, value, shownBefore: current.userId === userId ? current.imageUrl : undefined });
    });
}

/**
 * Deletes an item on the caller's shelf: their own, or, as an owner of its household, a
 * housemate's (403 for anyone else in it). False when it is not on their shelf. The caller's
 * own photo is released; a housemate's upload is left to the sweep, which takes what no record
 * of its owner shows.
 */
export async function deleteBarItemRowForUser({ userId, id }: { userId: string; id: string }): Promise<Released<boolean>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx.selectFrom("barItem").select(["userId", "householdId"]).where("id", "=", id).where(onShelfOf(userId)).executeTakeFirst();
      if (!current) return { value: false, releasedKeys: [] };
      await assertMayChange(trx, userId, current, ["delete"]);
      await bumpDataVersionForUser({ userId }, trx);
      await bumpDataVersionForHouseholds([current.householdId], trx);
      const deleted = await trx.deleteFrom("barItem").where("id", "=", id).returning("imageUrl").executeTakeFirst();
      if (current.userId !== userId) return { value: deleted !== undefined, releasedKeys: [] };
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
        const id = randomUUID();
        await trx
          .insertInto("barItem")
          .values({ id, userId, name, category: null, imageUrl: null, ...newItemLevels(name, "FULL"), createdAt: now, updatedAt: now })
          .execute();
        existing.push(name);
        created.push((await readShelfItem(trx, userId, id))!);
      }
      await assertWithinLimitForUser({ userId, table: "barItem" }, trx);
      return created;
    });
}
