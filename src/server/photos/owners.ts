import "server-only";
import * as barItems from "../db/bar-items";
import * as drinks from "../db/drinks";
import type { Released } from "../db/photo-release";
import { deleteUploadObjectsForUser } from "./uploads";

/**
 * Changes to the records that show a photo (drinks, bar items). The data layer commits the
 * record's change together with the deletion of the upload rows it let go of; only then are
 * the objects deleted, so a store failure never undoes the change or leaves a row pointing at
 * nothing (the sweep removes an object whose delete failed).
 */
async function afterCommit<T>(userId: string, write: Promise<Released<T>>): Promise<T> {
  const { value, releasedKeys } = await write;
  await deleteUploadObjectsForUser({ userId, keys: releasedKeys });
  return value;
}

type Args<F extends (args: never) => unknown> = Parameters<F>[0];

export const updateDrinkForUser = (args: Args<typeof drinks.updateDrinkRowForUser>) =>
  afterCommit(args.userId, drinks.updateDrinkRowForUser(args));

export const deleteDrinkForUser = (args: Args<typeof drinks.deleteDrinkRowForUser>) =>
  afterCommit(args.userId, drinks.deleteDrinkRowForUser(args));

export const updateBarItemForUser = (args: Args<typeof barItems.updateBarItemRowForUser>) =>
  afterCommit(args.userId, barItems.updateBarItemRowForUser(args));

export const deleteBarItemForUser = (args: Args<typeof barItems.deleteBarItemRowForUser>) =>
  afterCommit(args.userId, barItems.deleteBarItemRowForUser(args));
