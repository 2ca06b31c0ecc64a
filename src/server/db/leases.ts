import "server-only";
import { getDb } from ".";

/**
 * Leases: a periodic job runs on one server instance at a time, on either engine. Taking a
 * lease is one statement (insert, or take over a row whose time has passed), so two instances
 * racing for it cannot both win; a holder that dies lets it lapse at `expiresAt`.
 */
export async function takeLease({ name, holder, now, ttlMs }: { name: string; holder: string; now: Date; ttlMs: number }): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await getDb()
    .insertInto("lease")
    .values({ name, holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, expiresAt })
        .where("lease.expiresAt", "<", now.toISOString()),
    )
    .returning("holder")
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Gives the lease back early (the job is done), if this holder still has it. */
export async function releaseLease({ name, holder }: { name: string; holder: string }): Promise<void> {
  await getDb().deleteFrom("lease").where("name", "=", name).where("holder", "=", holder).execute();
}
