// The shopping list's two questions, answered with the one matcher: is a name already on the
// list, and which bar item does a bought thing refill?
import { buildShelfIndex, isAvailable } from "./matching";
import type { Quantity } from "./constants";

/**
 * The position of the list entry a new name would duplicate, or -1. An entry duplicates the new
 * name when it would meet it as a recipe ingredient: the same thing written differently ("gin"
 * for "Gin"), or something more specific ("Tanqueray" already covers "Gin"). A more specific new
 * name ("London dry gin" while "Gin" is listed) is a different purchase and is added.
 */
export function findSameOnList(name: string, listed: readonly string[]): number {
  return listed.findIndex((entry) => isAvailable(buildShelfIndex([{ name: entry }]), name));
}

export interface RestockCandidate {
  name: string;
  aliases: readonly string[];
  quantity: Quantity;
}

const FULLNESS: Record<Quantity, number> = { EMPTY: 0, LOW: 1, HALF: 2, FULL: 3 };

/**
 * The bar item a bought bottle refills: of the items (EMPTY ones included) that would meet its
 * name, the emptiest, since that is the one it replaces. -1 when none does: the bottle is new.
 */
export function pickBarItemToRestock(boughtName: string, items: readonly RestockCandidate[]): number {
  let best = -1;
  items.forEach((item, i) => {
    if (!isAvailable(buildShelfIndex([{ name: item.name, aliases: item.aliases }]), boughtName)) return;
    if (best === -1 || FULLNESS[item.quantity] < FULLNESS[items[best]!.quantity]) best = i;
  });
  return best;
}
