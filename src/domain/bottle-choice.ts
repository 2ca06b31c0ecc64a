/**
 * Which bar item a recipe line is poured from. Availability, the /bartender station, the
 * recipes page and "I made this" all ask this one decision, so the bottle a page names is
 * the bottle that goes down.
 */
import { aliasesWithChosenKind } from "./bar-item-kind";
import type { Quantity } from "./constants";
import { LEVEL_SHARE, totalMl } from "./levels";
import { buildShelfIndex, explainIngredient, meetingItems, type MatchReason, type ShelfIndex, type Substitute } from "./matching";

/** A bar item as the decision reads it. */
export interface ShelfBottle {
  id: string;
  name: string;
  aliases: readonly string[];
  chosenKind: string | null;
  quantity: Quantity;
  bottleMl: number | null;
  remainingMl: number | null;
  unopened: number;
  /** what one bottle (or piece) cost, where the caller read it: the cost of a drink reads it */
  price?: number | null;
}

/** A bar item that meets a line, and how its name relates to the line. */
export interface BottleOption {
  barItemId: string;
  name: string;
  reason: MatchReason;
  quantity: Quantity;
  /** with reason "substitute": the user's substitute it meets the line through */
  substitute?: Substitute;
}

export interface LineBottles {
  name: string;
  available: boolean;
  /** The bottle poured unless the user picks another: the first of `options`. */
  chosen: BottleOption | null;
  /** Every bar item that meets the line, in the order of preference. */
  options: BottleOption[];
  /** When nothing meets the line: an EMPTY bar item that would. */
  emptyMatch: { barItemId: string; name: string } | null;
}

/** The shelf, indexed once for many lines. */
export interface BottleShelf {
  items: readonly ShelfBottle[];
  index: ShelfIndex;
  substitutes: readonly Substitute[];
}

function byNameThenId(a: ShelfBottle, b: ShelfBottle): number {
  return a.name.localeCompare(b.name, "en") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Indexed in name order, so that every tie below falls the same way whatever order the items came
 * in; with the substitutes the user accepts (none for the strict answer).
 */
export function bottleShelf(unordered: readonly ShelfBottle[], substitutes: readonly Substitute[] = []): BottleShelf {
  const items = [...unordered].sort(byNameThenId);
  const index = buildShelfIndex(
    items.map((item) => ({ name: item.name, aliases: aliasesWithChosenKind([...item.aliases], item.chosenKind), empty: item.quantity === "EMPTY" })),
    substitutes,
  );
  return { items, index, substitutes };
}

/**
 * How many bottles' worth an item holds: the open one and the full ones behind it when the
 * size is known, otherwise the share its level stands for (Half = 0.5).
 */
export function bottlesLeft(item: Pick<ShelfBottle, "quantity" | "bottleMl" | "remainingMl" | "unopened">): number {
  if (item.bottleMl === null || item.remainingMl === null) return LEVEL_SHARE[item.quantity] + item.unopened;
  return totalMl({ bottleMl: item.bottleMl, remainingMl: item.remainingMl, unopened: item.unopened }) / item.bottleMl;
}

const REASONS: readonly MatchReason[] = ["same", "kind", "brand", "produce", "alias", "substitute"];

/**
 * The order of preference among the items meeting a line: the closest relation to the line's
 * words first (the bottle the recipe names beats one that is merely a kind of it); then the one
 * with the most left, so a round of four is least likely to run a bottle dry; then by name and
 * id, so the answer never depends on the order the items were read in.
 */
function preferred(a: { item: ShelfBottle; reason: MatchReason }, b: { item: ShelfBottle; reason: MatchReason }): number {
  return REASONS.indexOf(a.reason) - REASONS.indexOf(b.reason) || bottlesLeft(b.item) - bottlesLeft(a.item) || byNameThenId(a.item, b.item);
}

/** For one recipe line: every bar item that meets it, best first, or the empty one that would. */
export function decideBottle(shelf: BottleShelf, name: string): LineBottles {
  const met = name.trim() === "" ? [] : meetingItems(shelf.index, name).map(({ item, reason, substitute }) => ({ item: shelf.items[item]!, reason, substitute }));
  const options = met.sort(preferred).map(({ item, reason, substitute }) => ({
    barItemId: item.id,
    name: item.name,
    reason,
    quantity: item.quantity,
    ...(substitute === undefined ? {} : { substitute: shelf.substitutes[substitute]! }),
  }));
  if (options.length > 0) return { name, available: true, chosen: options[0]!, options, emptyMatch: null };
  const empty = name.trim() === "" ? null : explainIngredient(shelf.index, name).emptyMatch;
  const emptyItem = empty === null ? null : shelf.items[empty]!;
  return { name, available: false, chosen: null, options, emptyMatch: emptyItem && { barItemId: emptyItem.id, name: emptyItem.name } };
}

/** decideBottle for each line of a recipe, against one shelf and the user's substitutes. */
export function decideBottles(items: readonly ShelfBottle[], names: readonly string[], substitutes: readonly Substitute[] = []): LineBottles[] {
  const shelf = bottleShelf(items, substitutes);
  return names.map((name) => decideBottle(shelf, name));
}
