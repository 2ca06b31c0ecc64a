import "server-only";
import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from "kysely";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from "@/domain/errors";
import { GUEST_CANNOT_HOST_MESSAGE, HOUSEHOLD_NOT_FOUND, HOUSEHOLD_ROLES, MENU_CREATOR_ONLY_MESSAGE, mayDo } from "@/domain/households";
import {
  PARTY_OPEN_ORDERS_PER_GUEST,
  type GuestOrder,
  type PartyMenu,
  type PartyOrder,
  type PartyOrderStatus,
} from "@/domain/party";
import { isWellFormedId } from "@/domain/schemas/common";
import type { PartyMenuCreateInput, PartyMenuUpdateInput } from "@/domain/schemas/party";
import type { MadeDrink } from "@/domain/types";
import { getDb, getEngine } from ".";
import { logMadeDrinkInTransaction } from "./made-drinks";
import type { Database, PartyMenuTable, PartyOrderTable } from "./schema";
import { nowIso, toIsoString } from "./time";
import { sql } from "kysely";
import { sentence } from "@/domain/sentences";

/** Menus one account may keep: a party or two, a few spare. */
export const MAX_PARTY_MENUS_PER_USER = 50;

const OPEN: PartyOrderStatus[] = ["queued", "making"];

function toPartyMenu(row: Selectable<PartyMenuTable>, callerId: string): PartyMenu {
  return {
    id: row.id,
    title: row.title,
    drinks: JSON.parse(row.drinks) as string[],
    showPhotos: Boolean(row.showPhotos),
    showIngredients: Boolean(row.showIngredients),
    acceptOrders: Boolean(row.acceptOrders),
    soldOutMode: row.soldOutMode,
    householdId: row.householdId,
    mine: row.userId === callerId,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

function toPartyOrder(row: Selectable<PartyOrderTable>): PartyOrder {
  return {
    id: row.id,
    recipeId: row.recipeId,
    drinkTitle: row.drinkTitle,
    guestName: row.guestName,
    note: row.note,
    status: row.status,
    createdAt: toIsoString(row.createdAt),
  };
}

const HOSTING_ROLES = HOUSEHOLD_ROLES.filter((role) => mayDo(role, "hostParty"));

/**
 * The one condition that says which menus someone runs: their own that no household hosts, and
 * those hosted for a household where their role may host. A membership ends in the transaction
 * that deletes its row, so a member who leaves loses the household's menus with that answer.
 */
function runBy(userId: string) {
  return (eb: ExpressionBuilder<Database, "partyMenu">): Expression<SqlBool> =>
    eb.or([
      eb.and([eb("partyMenu.userId", "=", userId), eb("partyMenu.householdId", "is", null)]),
      eb("partyMenu.householdId", "in", eb.selectFrom("householdMember as m").select("m.householdId").where("m.userId", "=", userId).where("m.role", "in", HOSTING_ROLES)),
    ]);
}

/** 404 when the caller is not in the household, 403 when their role may not host there. */
async function assertMayHost(db: Kysely<Database>, userId: string, householdId: string): Promise<void> {
  const member = isWellFormedId(householdId)
    ? await db.selectFrom("householdMember").select("role").where("householdId", "=", householdId).where("userId", "=", userId).executeTakeFirst()
    : undefined;
  if (!member) throw new NotFoundError(HOUSEHOLD_NOT_FOUND);
  if (!mayDo(member.role, "hostParty")) throw new ForbiddenError(GUEST_CANNOT_HOST_MESSAGE);
}

/**
 * Refuses (404) a list naming any recipe a menu may not show: one not its creator's own or, for
 * a household's menu, not shared with that household.
 */
async function assertMenuRecipes(db: Kysely<Database>, menu: { userId: string; householdId: string | null }, ids: readonly string[]): Promise<void> {
  if (!ids.every(isWellFormedId)) throw new NotFoundError(sentence("notFound.recipe"));
  const found = await db
    .selectFrom("recipe")
    .select("id")
    .where((eb) => (menu.householdId ? eb.or([eb("userId", "=", menu.userId), eb("householdId", "=", menu.householdId)]) : eb("userId", "=", menu.userId)))
    .where("id", "in", ids)
    .execute();
  if (found.length !== ids.length) throw new NotFoundError(sentence("notFound.recipe"));
}

/** Holds the menu's orders until the transaction ends (SQLite's write lock does it already). */
async function lockMenu(trx: Kysely<Database>, menuId: string): Promise<void> {
  if (getEngine() === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`barshelf:party-menu:${menuId}`}))`.execute(trx);
}

export async function createPartyMenuForUser({
  userId,
  input,
  tokenHash,
}: {
  userId: string;
  input: PartyMenuCreateInput;
  tokenHash: string;
}): Promise<PartyMenu> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (input.householdId) await assertMayHost(trx, userId, input.householdId);
      await assertMenuRecipes(trx, { userId, householdId: input.householdId }, input.drinks);
      const now = nowIso();
      const row = await trx
        .insertInto("partyMenu")
        .values({
          id: randomUUID(),
          userId,
          householdId: input.householdId,
          title: input.title,
          drinks: JSON.stringify(input.drinks),
          showPhotos: input.showPhotos ? 1 : 0,
          showIngredients: input.showIngredients ? 1 : 0,
          acceptOrders: input.acceptOrders ? 1 : 0,
          soldOutMode: input.soldOutMode,
          tokenHash,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { n } = await trx
        .selectFrom("partyMenu")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(n) > MAX_PARTY_MENUS_PER_USER) throw new ConflictError(sentence("party.tooManyMenus", { max: MAX_PARTY_MENUS_PER_USER }));
      return toPartyMenu(row, userId);
    });
}

/** The menus the caller runs (their own and their households'), newest first. */
export async function listPartyMenusForUser({ userId }: { userId: string }): Promise<PartyMenu[]> {
  const rows = await getDb().selectFrom("partyMenu").selectAll().where(runBy(userId)).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => toPartyMenu(row, userId));
}

export async function getPartyMenuForUser({ userId, id }: { userId: string; id: string }): Promise<PartyMenu | null> {
  if (!isWellFormedId(id)) return null;
  const row = await getDb().selectFrom("partyMenu").selectAll().where("id", "=", id).where(runBy(userId)).executeTakeFirst();
  return row ? toPartyMenu(row, userId) : null;
}

/**
 * Null when the caller runs no such menu; 404 when a drink on it is one the menu may not show.
 * Moving it to or from a household is its creator's to do (403 for a housemate).
 */
export async function updatePartyMenuForUser({ userId, id, input }: { userId: string; id: string; input: PartyMenuUpdateInput }): Promise<PartyMenu | null> {
  if (!isWellFormedId(id)) return null;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx.selectFrom("partyMenu").select(["userId", "householdId", "drinks"]).where("id", "=", id).where(runBy(userId)).executeTakeFirst();
      if (!current) return null;
      const moving = input.householdId !== undefined && input.householdId !== current.householdId;
      if (moving && current.userId !== userId) throw new ForbiddenError(MENU_CREATOR_ONLY_MESSAGE);
      if (moving && input.householdId) await assertMayHost(trx, userId, input.householdId);
      const householdId = moving ? input.householdId! : current.householdId;
      if (input.drinks || moving) await assertMenuRecipes(trx, { userId: current.userId, householdId }, input.drinks ?? (JSON.parse(current.drinks) as string[]));
      const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
      const row = await trx
        .updateTable("partyMenu")
        .set({
          title: input.title,
          drinks: input.drinks && JSON.stringify(input.drinks),
          showPhotos: flag(input.showPhotos),
          showIngredients: flag(input.showIngredients),
          acceptOrders: flag(input.acceptOrders),
          soldOutMode: input.soldOutMode,
          householdId,
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? toPartyMenu(row, userId) : null;
    });
}

/** Gives the menu a new link: the old token names nothing from this write on. */
export async function replacePartyTokenForUser({ userId, id, tokenHash }: { userId: string; id: string; tokenHash: string }): Promise<PartyMenu | null> {
  if (!isWellFormedId(id)) return null;
  const row = await getDb()
    .updateTable("partyMenu")
    .set({ tokenHash, updatedAt: nowIso() })
    .where("id", "=", id)
    .where(runBy(userId))
    .returningAll()
    .executeTakeFirst();
  return row ? toPartyMenu(row, userId) : null;
}

export async function deletePartyMenuForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  if (!isWellFormedId(id)) return false;
  const result = await getDb().deleteFrom("partyMenu").where("id", "=", id).where(runBy(userId)).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

/** The menu a guest's link opens, with its creator (never sent to the guest), or null. */
export async function findPartyMenuByTokenHash({ tokenHash }: { tokenHash: string }): Promise<(PartyMenu & { userId: string }) | null> {
  const row = await getDb().selectFrom("partyMenu").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
  return row ? { ...toPartyMenu(row, row.userId), userId: row.userId } : null;
}

/** An order's place among the menu's open orders, 1 being next; null once it is closed. */
async function positionOf(db: Kysely<Database>, menuId: string, order: Selectable<PartyOrderTable>): Promise<number | null> {
  if (!OPEN.includes(order.status)) return null;
  const { n } = await db
    .selectFrom("partyOrder")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("menuId", "=", menuId)
    .where("status", "in", OPEN)
    .where((eb) => eb.or([eb("createdAt", "<", order.createdAt), eb.and([eb("createdAt", "=", order.createdAt), eb("id", "<=", order.id)])]))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A guest's order: 429 when the guest already has their open orders' worth. Counted under the
 * menu's lock, so two taps at once cannot both take the last place.
 */
export async function createGuestOrder(
  order: Pick<Selectable<PartyOrderTable>, "menuId" | "recipeId" | "drinkTitle" | "guestKeyHash" | "guestName" | "note">,
): Promise<{ orderId: string; position: number }> {
  const { menuId, guestKeyHash } = order;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lockMenu(trx, menuId);
      const { n } = await trx
        .selectFrom("partyOrder")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("menuId", "=", menuId)
        .where("guestKeyHash", "=", guestKeyHash)
        .where("status", "in", OPEN)
        .executeTakeFirstOrThrow();
      if (Number(n) >= PARTY_OPEN_ORDERS_PER_GUEST) {
        throw new RateLimitedError(30, sentence("party.tooManyOrders", { max: PARTY_OPEN_ORDERS_PER_GUEST }));
      }
      const now = nowIso();
      const row = await trx
        .insertInto("partyOrder")
        .values({ id: randomUUID(), ...order, status: "queued", madeDrinkId: null, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { orderId: row.id, position: (await positionOf(trx, menuId, row)) ?? 1 };
    });
}

/** Guests and hosts see the last day's orders: a party's, not every party's since the menu was made. */
function ordersShownSince(): string {
  return new Date(Date.now() - 24 * 3600_000).toISOString();
}

/** The orders of one guest on one menu, in the order they were placed (the last day's). */
export async function listGuestOrders({ menuId, guestKeyHash }: { menuId: string; guestKeyHash: string }): Promise<GuestOrder[]> {
  const db = getDb();
  const since = ordersShownSince();
  const rows = await db
    .selectFrom("partyOrder")
    .selectAll()
    .where("menuId", "=", menuId)
    .where("guestKeyHash", "=", guestKeyHash)
    .where("createdAt", ">=", since)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .limit(50)
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      orderId: row.id,
      drinkTitle: row.drinkTitle,
      guestName: row.guestName,
      status: row.status,
      position: await positionOf(db, menuId, row),
    })),
  );
}

/** The orders of a menu the caller runs, in arrival order (the last day's); null for any other menu. */
export async function listPartyOrdersForUser({ userId, menuId }: { userId: string; menuId: string }): Promise<PartyOrder[] | null> {
  if (!(await getPartyMenuForUser({ userId, id: menuId }))) return null;
  const since = ordersShownSince();
  const rows = await getDb()
    .selectFrom("partyOrder")
    .selectAll()
    .where("menuId", "=", menuId)
    .where("createdAt", ">=", since)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .limit(500)
    .execute();
  return rows.map(toPartyOrder);
}

/** Which moves the station may make from each status; a move already made is answered as it stands. */
const NEXT: Record<PartyOrderStatus, readonly PartyOrderStatus[]> = {
  queued: ["making", "ready", "cancelled"],
  making: ["ready", "cancelled", "queued"],
  ready: [],
  cancelled: [],
};

/**
 * Moves an order of a menu the caller runs on. "ready" runs "I made this" for one serving from the
 * bottles the caller's station shows (their log, their pour), in the same transaction as the move:
 * a second "ready" (a double tap, or a housemate's) finds the order ready already and pours
 * nothing. Null when the order is not on a menu the caller runs.
 */
export async function updatePartyOrderForUser({
  userId,
  menuId,
  orderId,
  status,
}: {
  userId: string;
  menuId: string;
  orderId: string;
  status: PartyOrderStatus;
}): Promise<{ order: PartyOrder; madeDrink: MadeDrink | null } | null> {
  if (!isWellFormedId(menuId) || !isWellFormedId(orderId)) return null;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const menu = await trx.selectFrom("partyMenu").select(["id", "userId", "householdId"]).where("id", "=", menuId).where(runBy(userId)).executeTakeFirst();
      if (!menu) return null;
      await lockMenu(trx, menuId);
      const current = await trx.selectFrom("partyOrder").selectAll().where("id", "=", orderId).where("menuId", "=", menuId).executeTakeFirst();
      if (!current) return null;
      if (current.status === status) return { order: toPartyOrder(current), madeDrink: null };
      if (!NEXT[current.status].includes(status)) {
        throw new ConflictError(sentence("party.orderAlready", { status: current.status }), { status: current.status });
      }
      let madeDrink: MadeDrink | null = null;
      if (status === "ready") {
        const recipeOf = { userId: menu.userId, householdId: menu.householdId };
        madeDrink = await logMadeDrinkInTransaction(trx, { userId, recipeId: current.recipeId, input: { servings: 1, rating: null, pours: [] }, menu: recipeOf });
        if (!madeDrink) throw new ConflictError(sentence("party.recipeGone"));
      }
      const row = await trx
        .updateTable("partyOrder")
        .set({ status, madeDrinkId: madeDrink?.id ?? null, updatedAt: nowIso() })
        .where("id", "=", orderId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: toPartyOrder(row), madeDrink };
    });
}

/** The photo URLs of the owner's drinks among `ids` (a recipe's photo is its drink's), by drink id. */
export async function drinkPhotoUrlsForUser({ userId, ids }: { userId: string; ids: readonly string[] }): Promise<Map<string, string>> {
  const wanted = ids.filter(isWellFormedId);
  if (wanted.length === 0) return new Map();
  const rows = await getDb().selectFrom("drink").select(["id", "imageUrl"]).where("userId", "=", userId).where("id", "in", wanted).execute();
  return new Map(rows.flatMap((row) => (row.imageUrl ? [[row.id, row.imageUrl] as const] : [])));
}
