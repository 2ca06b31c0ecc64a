import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { ConflictError, ForbiddenError } from "@/domain/errors";
import {
  ALREADY_MEMBER_MESSAGE,
  LAST_OWNER_DEMOTED_MESSAGE,
  LAST_OWNER_LEAVING_MESSAGE,
  MAX_HOUSEHOLDS_PER_USER,
  MAX_OPEN_INVITES_PER_HOUSEHOLD,
  OWNER_ONLY_MESSAGE,
  TOO_MANY_HOUSEHOLDS_MESSAGE,
  TOO_MANY_INVITES_MESSAGE,
  keepsAnOwner,
  mayDo,
  type Household,
  type HouseholdAction,
  type HouseholdMember,
  type HouseholdRole,
  type InvitePreview,
  type InviteRole,
  type SharedBottleCount,
} from "@/domain/households";
import { getDb, getEngine } from ".";
import { bumpDataVersionForHouseholds } from "./data-version";
import { unshareRecipesOfMember } from "./recipes";
import type { Database } from "./schema";
import { nowIso, toIsoString } from "./time";

/**
 * Households, their members and invitations. Every function for a user starts from the
 * caller's own membership row inside its query or transaction: a household they are not in
 * is `null` (404), exactly like one that does not exist. A member asking for an owner's
 * action is a ForbiddenError (403); a change that would leave a household without an owner,
 * or a user in too many households, a ConflictError (409).
 */

type Db = Kysely<Database>;

/**
 * Holds the named things until the transaction ends, for writes that count before they add
 * (a user's memberships) or check before they change (a household's owners). SQLite's
 * transactions hold the write lock from their start already.
 */
async function lock(trx: Db, ...keys: string[]): Promise<void> {
  if (getEngine() !== "postgres") return;
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtext(${`barshelf:${key}`}))`.execute(trx);
}

const userLock = (userId: string) => `households-of:${userId}`;
const householdLock = (householdId: string) => `household:${householdId}`;

function countOf(row: { n: number | string | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

async function countHouseholdsOf(trx: Db, userId: string): Promise<number> {
  return countOf(
    await trx
      .selectFrom("householdMember")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .where("userId", "=", userId)
      .executeTakeFirst(),
  );
}

async function assertRoomForOneMoreHousehold(trx: Db, userId: string): Promise<void> {
  if ((await countHouseholdsOf(trx, userId)) >= MAX_HOUSEHOLDS_PER_USER) throw new ConflictError(TOO_MANY_HOUSEHOLDS_MESSAGE);
}

/** The caller's role in a household, or null when they are not in it (or it does not exist). */
async function roleOf(db: Db, userId: string, householdId: string): Promise<HouseholdRole | null> {
  const row = await db
    .selectFrom("householdMember")
    .select("role")
    .where("householdId", "=", householdId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The caller's role when they may do `action`; null when not a member; ForbiddenError when their role may not. */
async function roleAllowedTo(db: Db, userId: string, householdId: string, action: HouseholdAction): Promise<HouseholdRole | null> {
  const role = await roleOf(db, userId, householdId);
  if (role === null) return null;
  if (!mayDo(role, action)) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  return role;
}

async function membersOf(db: Db, householdIds: readonly string[]): Promise<Map<string, HouseholdMember[]>> {
  const byHousehold = new Map<string, HouseholdMember[]>(householdIds.map((id) => [id, []]));
  if (householdIds.length === 0) return byHousehold;
  const rows = await db
    .selectFrom("householdMember as m")
    .innerJoin("user as u", "u.id", "m.userId")
    .select(["m.householdId", "m.userId", "u.name", "m.role", "m.joinedAt"])
    .where("m.householdId", "in", householdIds)
    .orderBy("m.joinedAt")
    .orderBy("m.userId")
    .execute();
  for (const r of rows) byHousehold.get(r.householdId)?.push({ userId: r.userId, name: r.name, role: r.role, joinedAt: toIsoString(r.joinedAt) });
  return byHousehold;
}

/** The caller's households (or the one named), each with their role and its members, in the order they joined. */
async function householdsOf(db: Db, userId: string, householdId?: string): Promise<Household[]> {
  const rows = await db
    .selectFrom("household as h")
    .innerJoin("householdMember as me", (join) => join.onRef("me.householdId", "=", "h.id").on("me.userId", "=", userId))
    .select(["h.id", "h.name", "me.role"])
    .$if(householdId !== undefined, (q) => q.where("h.id", "=", householdId!))
    .orderBy("me.joinedAt")
    .orderBy("h.id")
    .execute();
  const members = await membersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, members: members.get(r.id) ?? [] }));
}

export async function listHouseholdsForUser({ userId }: { userId: string }): Promise<Household[]> {
  return householdsOf(getDb(), userId);
}

export async function getHouseholdForUser({ userId, householdId }: { userId: string; householdId: string }): Promise<Household | null> {
  return (await householdsOf(getDb(), userId, householdId))[0] ?? null;
}

/** A new household with the caller as its owner and only member; 409 past the most households an account belongs to. */
export async function createHouseholdForUser({ userId, name }: { userId: string; name: string }): Promise<Household> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lock(trx, userLock(userId));
      await assertRoomForOneMoreHousehold(trx, userId);
      const id = randomUUID();
      const now = nowIso();
      await trx.insertInto("household").values({ id, name, ownerId: userId, createdAt: now }).execute();
      await trx.insertInto("householdMember").values({ householdId: id, userId, role: "owner", joinedAt: now }).execute();
      return (await householdsOf(trx, userId, id))[0]!;
    });
}

export async function renameHouseholdForUser({ userId, householdId, name }: { userId: string; householdId: string; name: string }): Promise<Household | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await roleAllowedTo(trx, userId, householdId, "rename"))) return null;
      await trx.updateTable("household").set({ name }).where("id", "=", householdId).execute();
      return (await householdsOf(trx, userId, householdId))[0] ?? null;
    });
}

/** Deletes the household, its memberships and invitations; every member's own records stay theirs. */
export async function deleteHouseholdForUser({ userId, householdId }: { userId: string; householdId: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await roleAllowedTo(trx, userId, householdId, "delete"))) return false;
      const result = await trx.deleteFrom("household").where("id", "=", householdId).executeTakeFirst();
      return result.numDeletedRows > BigInt(0);
    });
}

/**
 * Stores an invitation by its code's hash; null when the caller is not in the household, 403
 * for a member who is not an owner, 409 when the household has too many open already.
 */
export async function createInviteForUser({
  userId,
  householdId,
  role,
  codeHash,
  expiresAt,
}: {
  userId: string;
  householdId: string;
  role: InviteRole;
  codeHash: string;
  expiresAt: string;
}): Promise<{ role: InviteRole; expiresAt: string } | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lock(trx, householdLock(householdId));
      if (!(await roleAllowedTo(trx, userId, householdId, "invite"))) return null;
      const now = nowIso();
      const open = countOf(
        await trx
          .selectFrom("householdInvite")
          .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
          .where("householdId", "=", householdId)
          .where("usedAt", "is", null)
          .where("expiresAt", ">", now)
          .executeTakeFirst(),
      );
      if (open >= MAX_OPEN_INVITES_PER_HOUSEHOLD) throw new ConflictError(TOO_MANY_INVITES_MESSAGE);
      // Used and expired invitations are of no more use to anyone: they go as new ones come.
      await trx
        .deleteFrom("householdInvite")
        .where("householdId", "=", householdId)
        .where((eb) => eb.or([eb("usedAt", "is not", null), eb("expiresAt", "<=", now)]))
        .execute();
      await trx.insertInto("householdInvite").values({ codeHash, householdId, role, createdBy: userId, createdAt: now, expiresAt }).execute();
      return { role, expiresAt };
    });
}

/**
 * An invitation that can still be accepted: unused, unexpired, and made by someone who is still
 * an owner of its household (one who stepped down or left no longer invites anyone).
 */
function openInvites(db: Db, codeHash: string) {
  return db
    .selectFrom("householdInvite as i")
    .where("i.codeHash", "=", codeHash)
    .where("i.usedAt", "is", null)
    .where("i.expiresAt", ">", nowIso())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("householdMember as o")
          .select("o.userId")
          .whereRef("o.householdId", "=", "i.householdId")
          .whereRef("o.userId", "=", "i.createdBy")
          .where("o.role", "=", "owner"),
      ),
    );
}

/** What the invitation page may show of an open invitation, or null for any other code. */
export async function findOpenInvite({ codeHash }: { codeHash: string }): Promise<InvitePreview | null> {
  const row = await openInvites(getDb(), codeHash)
    .innerJoin("household as h", "h.id", "i.householdId")
    .innerJoin("user as u", "u.id", "i.createdBy")
    .select(["h.name as householdName", "u.name as invitedBy", "i.role", "i.expiresAt"])
    .executeTakeFirst();
  return row ? { householdName: row.householdName, invitedBy: row.invitedBy, role: row.role, expiresAt: toIsoString(row.expiresAt) } : null;
}

/**
 * Uses an open invitation: the caller joins its household with its role. Null for a code that
 * is unknown, used or expired; 409 when the caller is in it already or in too many households
 * (the invitation then stays open). Counted under the caller's lock, so two accepts at once
 * cannot both take the last free place; claimed by one update, so a code lets in one person.
 */
export async function acceptInviteForUser({ userId, codeHash }: { userId: string; codeHash: string }): Promise<Household | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lock(trx, userLock(userId));
      const invite = await openInvites(trx, codeHash).select(["i.householdId", "i.role"]).executeTakeFirst();
      if (!invite) return null;
      const now = nowIso();
      const claimed = await trx
        .updateTable("householdInvite")
        .set({ usedAt: now, usedBy: userId })
        .where("codeHash", "=", codeHash)
        .where("usedAt", "is", null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === BigInt(0)) return null;
      if ((await roleOf(trx, userId, invite.householdId)) !== null) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
      await assertRoomForOneMoreHousehold(trx, userId);
      await trx.insertInto("householdMember").values({ householdId: invite.householdId, userId, role: invite.role, joinedAt: now }).execute();
      return (await householdsOf(trx, userId, invite.householdId))[0]!;
    });
}

export async function listMembersForUser({ userId, householdId }: { userId: string; householdId: string }): Promise<HouseholdMember[] | null> {
  const db = getDb();
  if (!(await roleAllowedTo(db, userId, householdId, "listMembers"))) return null;
  return (await membersOf(db, [householdId])).get(householdId) ?? [];
}

async function countOwners(trx: Db, householdId: string): Promise<number> {
  return countOf(
    await trx
      .selectFrom("householdMember")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .where("householdId", "=", householdId)
      .where("role", "=", "owner")
      .executeTakeFirst(),
  );
}

/**
 * Keeps the household's owner of record (whose account's deletion takes the household with it)
 * one of its owners: after a change of roles, the longest-standing owner when it no longer is.
 */
async function keepOwnerOfRecord(trx: Db, householdId: string): Promise<void> {
  const owners = await trx
    .selectFrom("householdMember")
    .select("userId")
    .where("householdId", "=", householdId)
    .where("role", "=", "owner")
    .orderBy("joinedAt")
    .orderBy("userId")
    .execute();
  const current = await trx.selectFrom("household").select("ownerId").where("id", "=", householdId).executeTakeFirst();
  if (!current || owners.length === 0 || owners.some((o) => o.userId === current.ownerId)) return;
  await trx.updateTable("household").set({ ownerId: owners[0]!.userId }).where("id", "=", householdId).execute();
}

/** An owner changes a member's role; null when either is not in the household; 409 when it would leave none. */
export async function updateMemberRoleForUser({
  userId,
  householdId,
  memberId,
  role,
}: {
  userId: string;
  householdId: string;
  memberId: string;
  role: HouseholdRole;
}): Promise<HouseholdMember | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lock(trx, householdLock(householdId));
      if (!(await roleAllowedTo(trx, userId, householdId, "changeRole"))) return null;
      const before = await roleOf(trx, memberId, householdId);
      if (before === null) return null;
      if (!keepsAnOwner(await countOwners(trx, householdId), before === "owner" && role !== "owner")) throw new ConflictError(LAST_OWNER_DEMOTED_MESSAGE);
      await trx.updateTable("householdMember").set({ role }).where("householdId", "=", householdId).where("userId", "=", memberId).execute();
      await keepOwnerOfRecord(trx, householdId);
      return (await membersOf(trx, [householdId])).get(householdId)?.find((m) => m.userId === memberId) ?? null;
    });
}

/**
 * Takes someone out of a household: an owner removes anyone, anyone leaves with their own id.
 * The last owner cannot leave (409: hand over or delete first). Access ends with the commit:
 * every household query starts from the membership row that is gone. Their recipes shared there
 * stop being shared and their party menus there become their own; the bottles they moved in stay.
 */
export async function removeMemberForUser({ userId, householdId, memberId }: { userId: string; householdId: string; memberId: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lock(trx, householdLock(householdId));
      const leaving = memberId === userId;
      if (!(await roleAllowedTo(trx, userId, householdId, leaving ? "leave" : "removeMember"))) return false;
      const target = await roleOf(trx, memberId, householdId);
      if (target === null) return false;
      if (!keepsAnOwner(await countOwners(trx, householdId), target === "owner")) throw new ConflictError(LAST_OWNER_LEAVING_MESSAGE);
      await trx.deleteFrom("householdMember").where("householdId", "=", householdId).where("userId", "=", memberId).execute();
      await unshareRecipesOfMember({ userId: memberId, householdId }, trx);
      // Their menus hosted there go back to being their own, as their shared recipes do.
      await trx.updateTable("partyMenu").set({ householdId: null }).where("userId", "=", memberId).where("householdId", "=", householdId).execute();
      await keepOwnerOfRecord(trx, householdId);
      return true;
    });
}

/**
 * Before an account is deleted: each household it is the owner of record of passes to its
 * longest-standing other owner, if it has one; the rest go with the account (the foreign key).
 */
export async function handOverHouseholdsOfUser({ userId }: { userId: string }, trx: Db): Promise<void> {
  // Their bottles on shared shelves go with the account: every housemate's shelf changes.
  const sharing = await trx.selectFrom("barItem").select("householdId").distinct().where("userId", "=", userId).where("householdId", "is not", null).execute();
  await bumpDataVersionForHouseholds(
    sharing.map((row) => row.householdId),
    trx,
  );
  const owned = await trx.selectFrom("household").select("id").where("ownerId", "=", userId).execute();
  for (const { id } of owned) {
    await trx.deleteFrom("householdMember").where("householdId", "=", id).where("userId", "=", userId).execute();
    await keepOwnerOfRecord(trx, id);
  }
}

/** The caller's memberships as the account export carries them: references, never the other members. */
export async function listMembershipReferencesForUser({ userId }: { userId: string }): Promise<{ id: string; name: string; role: HouseholdRole }[]> {
  return (await householdsOf(getDb(), userId)).map(({ id, name, role }) => ({ id, name, role }));
}

/** Whether the household's bottles are on the caller's shelf; null when they are not in it. */
export async function getShelfSwitchForUser({ userId, householdId }: { userId: string; householdId: string }): Promise<{ shelfOn: boolean } | null> {
  const row = await getDb().selectFrom("householdMember").select("shelfOn").where("householdId", "=", householdId).where("userId", "=", userId).executeTakeFirst();
  return row ? { shelfOn: Boolean(row.shelfOn) } : null;
}

/**
 * Puts the household's bottles on the caller's shelf or takes them off, for them alone (any
 * role); their own bottles in it stay on their shelf either way. Null when they are not in it.
 */
export async function setShelfSwitchForUser({ userId, householdId, shelfOn }: { userId: string; householdId: string; shelfOn: boolean }): Promise<{ shelfOn: boolean } | null> {
  const result = await getDb()
    .updateTable("householdMember")
    .set({ shelfOn: shelfOn ? 1 : 0 })
    .where("householdId", "=", householdId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > BigInt(0) ? { shelfOn } : null;
}

/** How many of the caller's own bottles stand in each household (none listed for a household without any). */
export async function countSharedBottlesForUser({ userId }: { userId: string }): Promise<SharedBottleCount[]> {
  const rows = await getDb()
    .selectFrom("barItem")
    .select(["householdId", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
    .where("userId", "=", userId)
    .where("householdId", "is not", null)
    .groupBy("householdId")
    .execute();
  return rows.map((r) => ({ householdId: r.householdId!, count: Number(r.count) }));
}
