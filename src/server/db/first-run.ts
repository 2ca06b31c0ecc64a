import "server-only";
import { getDb } from ".";
import { onShelfOf } from "./bar-items";

/**
 * Whether the user has started: anything on their shelf (a household's bottles count) or any
 * recipe. A user with neither is
 * sent from `/` to the welcome path (two indexed one-row reads, cheap on every visit).
 */
export async function hasStartedForUser({ userId }: { userId: string }): Promise<boolean> {
  const db = getDb();
  const [barItem, recipe] = await Promise.all([
    db.selectFrom("barItem").select("id").where(onShelfOf(userId)).limit(1).executeTakeFirst(),
    db.selectFrom("recipe").select("id").where("userId", "=", userId).limit(1).executeTakeFirst(),
  ]);
  return barItem !== undefined || recipe !== undefined;
}
