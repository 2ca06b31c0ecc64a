import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { aliasesWithChosenKind, likelyKinds, understoodAs } from "@/domain/bar-item-kind";
import type { BarItemCreateInput, BarItemUpdateInput } from "@/domain/schemas/bar-item";
import type { ShelfItem } from "@/domain/matching";
import { findSameOnList } from "@/domain/shopping-list";
import type { BarItem } from "@/domain/types";
import { getDb } from ".";
import { checkImageUrlForUser } from "./image-urls";
import type { BarItemTable } from "./schema";
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
    likelyKinds: understood === null || understood.via === "user" ? likelyKinds(row.name) : [],
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

export async function createBarItemForUser({
  userId,
  input,
}: {
  userId: string;
  input: BarItemCreateInput;
}): Promise<BarItem> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const now = nowIso();
  const row = await getDb()
    .insertInto("barItem")
    .values({
      id: randomUUID(),
      userId,
      name: input.name,
      quantity: input.quantity,
      category: input.category,
      imageUrl: input.imageUrl,
      aliases: JSON.stringify(input.aliases),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBarItem(row);
}

export async function updateBarItemForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: BarItemUpdateInput;
}): Promise<BarItem | null> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const { aliases, ...fields } = input;
  const row = await getDb()
    .updateTable("barItem")
    .set({ ...fields, ...(aliases ? { aliases: JSON.stringify(aliases) } : {}), updatedAt: nowIso() })
    .where("id", "=", id)
    .where("userId", "=", userId)
    .returningAll()
    .executeTakeFirst();
  return row ? toBarItem(row) : null;
}

/** False when the caller has no such item. */
export async function deleteBarItemForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const result = await getDb().deleteFrom("barItem").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

/**
 * Puts bottles on the caller's bar as FULL, in one transaction, leaving out any the bar already
 * has (an item, whatever its level, that meets the name). Answers the items created.
 */
export async function addStarterShelfForUser({ userId, names }: { userId: string; names: readonly string[] }): Promise<BarItem[]> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = (await trx.selectFrom("barItem").select("name").where("userId", "=", userId).execute()).map((r) => r.name);
      const created: BarItem[] = [];
      const now = nowIso();
      for (const name of names) {
        if (findSameOnList(name, existing) !== -1) continue;
        const row = await trx
          .insertInto("barItem")
          .values({ id: randomUUID(), userId, name, quantity: "FULL", category: null, imageUrl: null, createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        existing.push(name);
        created.push(toBarItem(row));
      }
      return created;
    });
}
