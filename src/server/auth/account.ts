import "server-only";
import { ForbiddenError, issueOf, ValidationError } from "@/domain/errors";
import { getAuth } from "./better-auth";
import { deleteUserForUser } from "../db/sessions";
import { describeError, log } from "../platform/log";
import { enforceRateLimits, passwordCheckOf } from "../limits/rate-limits";
import { getObjectStore } from "../platform/storage";
import { sentence } from "@/domain/sentences";

/** How recent a sign-in must be to delete an account that has no password to type. */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** When the session these request headers carry was signed in (the epoch without one: never recent). */
export async function sessionSignedInAt(requestHeaders: Headers): Promise<Date> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  return session ? new Date(session.session.createdAt) : new Date(0);
}

/** Whether the user has a password (an account made through single sign-on has none). */
export async function hasPasswordForUser({ userId }: { userId: string }): Promise<boolean> {
  const credential = await (await getAuth().$context).internalAdapter.findCredentialAccount(userId);
  return Boolean(credential?.password);
}

/**
 * Deletes the caller's account once their password is confirmed (a check that counts against
 * the account's sign-in limit, so this is no way round it): every row (one delete of the
 * user row, which every table's user_id cascades from), then every object under their prefix in
 * the store. An object whose delete fails has no row any more, so the upload sweep removes it.
 * An account without a password (made through single sign-on) is confirmed by a session signed
 * in within the last minutes instead, so an old stolen session cannot delete it.
 */
export async function deleteAccountForUser({
  userId,
  email,
  password,
  signedInAt,
}: {
  userId: string;
  email: string;
  password?: string;
  signedInAt: Date;
}): Promise<void> {
  await enforceRateLimits([passwordCheckOf(email)]);
  const auth = await getAuth().$context;
  const credential = await auth.internalAdapter.findCredentialAccount(userId);
  if (credential?.password) {
    if (!password) throw new ValidationError([issueOf(["password"], sentence("account.typePassword"))]);
    if (!(await auth.password.verify({ hash: credential.password, password }))) {
      throw new ValidationError([issueOf(["password"], sentence("account.wrongPassword"))]);
    }
  } else if (Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new ForbiddenError(sentence("account.needsFreshSignIn"));
  }
  await deleteUserForUser({ userId });
  const store = getObjectStore();
  for await (const object of store.list(`${userId}/`)) {
    await store.delete(object.key).catch((err) => log.warn("object of a deleted account left for the sweep", { key: object.key, ...describeError(err) }));
  }
  log.info("account deleted", { userId });
}
