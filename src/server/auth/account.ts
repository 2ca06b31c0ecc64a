import "server-only";
import { ValidationError } from "@/domain/errors";
import { getAuth } from "./better-auth";
import { deleteUserForUser } from "../db/sessions";
import { describeError, log } from "../platform/log";
import { enforceRateLimits, passwordCheckOf } from "../limits/rate-limits";
import { getObjectStore } from "../platform/storage";

/**
 * Deletes the caller's account once their password is confirmed (a check that counts against
 * the account's sign-in limit, so this is no way round it): every row (one delete of the
 * user row, which every table's user_id cascades from), then every object under their prefix in
 * the store. An object whose delete fails has no row any more, so the upload sweep removes it.
 */
export async function deleteAccountForUser({ userId, email, password }: { userId: string; email: string; password: string }): Promise<void> {
  await enforceRateLimits([passwordCheckOf(email)]);
  const auth = await getAuth().$context;
  const credential = await auth.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password || !(await auth.password.verify({ hash: credential.password, password }))) {
    throw new ValidationError([{ code: "custom", path: ["password"], message: "That is not your password." }]);
  }
  await deleteUserForUser({ userId });
  const store = getObjectStore();
  for await (const object of store.list(`${userId}/`)) {
    await store.delete(object.key).catch((err) => log.warn("object of a deleted account left for the sweep", { key: object.key, ...describeError(err) }));
  }
  log.info("account deleted", { userId });
}
