import { checkImportSize, holdsUnreadable, leastAfterImport, type ImportReading } from "./index";

/** The kinds of record an account keeps a limited number of, in the order a real run checks them. */
export const LIMITED_KINDS = ["recipes", "barItems", "drinks", "shoppingItems"] as const;
export type LimitedKind = (typeof LIMITED_KINDS)[number];
export type KindCounts = Record<LimitedKind, number>;

/** The most records of each kind an import of `reading` could leave the account holding, with `have` already there. */
function mostAfterImport({ reading, account }: ImportReading, have: KindCounts): KindCounts {
  return {
    recipes: have.recipes + reading.recipes.length,
    barItems: have.barItems + (account?.barItems.length ?? 0),
    drinks: have.drinks + (account?.drinks.length ?? 0),
    shoppingItems: have.shoppingItems + (account?.shoppingList.length ?? 0),
  };
}

/**
 * The kind a real run of `reading` would certainly refuse as past its limit (409), found from
 * counts alone, before the costly planning: every kind checked before it certainly within, and
 * no unreadable recipe (whose 400 the run gives first). Null when in doubt: the run decides.
 * A file too large for one import is its 400 (ValidationError). The photos are the caller's to
 * check before it answers the 409, as the run checks them first.
 */
export async function kindCertainlyPastLimit(reading: ImportReading, have: KindCounts, max: KindCounts, pause: () => Promise<void>): Promise<LimitedKind | null> {
  checkImportSize(reading);
  const most = mostAfterImport(reading, have);
  let least: KindCounts | null = null;
  for (const kind of LIMITED_KINDS) {
    if (most[kind] <= max[kind]) continue;
    least ??= leastAfterImport(reading, have, { barItems: max.barItems, shoppingItems: max.shoppingItems });
    if (least[kind] <= max[kind]) return null;
    return (await holdsUnreadable(reading, pause)) ? null : kind;
  }
  return null;
}

/** The photos an import's account names, each once: what it would store, when the file holds them. */
export function photosNamed({ account }: ImportReading): string[] {
  return [...new Set((account?.uploads ?? []).map((u) => u.photo))];
}
