/**
 * Bottle levels in ml, and the FULL/HALF/LOW/EMPTY level that follows from them.
 *
 * A bar item with a bottle size tracks its open bottle (`remainingMl`) and the full bottles
 * behind it (`unopened`). The level (`quantity`) stays what availability reads; when an
 * amount is known the level follows from the open bottle: over 60 % FULL, over 25 % HALF,
 * above 0 LOW, 0 EMPTY. Setting a level by hand puts the amount at that level's exact share
 * of the bottle (LEVEL_SHARE: Half of 700 ml is 350 ml), which reads back as the same level.
 * What is left in the open bottle never exceeds its size.
 */
import type { Quantity } from "./constants";
import { issueOf, ValidationError } from "./errors";
import { buildShelfIndex, isAvailable, type ShelfCategory } from "./matching";
import { sentence, type Sentence } from "./sentences";

/** The largest bottle size a user may give (a 4.5 l rehoboam of wine is the biggest anyone keeps). */
export const MAX_BOTTLE_ML = 5000;
/** The most full bottles one item may hold behind its open one. */
export const MAX_UNOPENED = 99;

/** Each level's share of the bottle: above `above` and up to `upTo`. */
const LEVEL_BANDS: readonly { level: Exclude<Quantity, "EMPTY">; above: number; upTo: number }[] = [
  { level: "FULL", above: 0.6, upTo: 1 },
  { level: "HALF", above: 0.25, upTo: 0.6 },
  { level: "LOW", above: 0, upTo: 0.25 },
];

export interface BottleLevel {
  bottleMl: number;
  remainingMl: number;
  unopened: number;
}

/** The level of an open bottle holding `remainingMl` of `bottleMl`. */
export function levelOf(remainingMl: number, bottleMl: number): Quantity {
  const share = remainingMl / bottleMl;
  return LEVEL_BANDS.find((band) => share > band.above)?.level ?? "EMPTY";
}

/**
 * The share of the bottle each level stands for when the user sets it by hand. Low is a
 * quarter: the top of its band, so a bottle marked Low reads back as Low.
 */
export const LEVEL_SHARE: Readonly<Record<Quantity, number>> = { FULL: 1, HALF: 0.5, LOW: 0.25, EMPTY: 0 };

/** What a level set by hand means in ml: its exact share of the bottle (Half of 700 ml is 350 ml). */
export function mlOfLevel(level: Quantity, bottleMl: number): number {
  return round(bottleMl * LEVEL_SHARE[level]);
}

/** The sentence a user meets when they say more is left than the bottle holds. */
export function overfullMessage(bottleMl: number): Sentence {
  return sentence("bar.overfull", { ml: round(bottleMl) });
}

/** Refuses an amount left that is more than the bottle holds, as a validation issue on `remainingMl`. */
export function assertFitsBottle(remainingMl: number | null | undefined, bottleMl: number | null): void {
  if (remainingMl === null || remainingMl === undefined || bottleMl === null || remainingMl <= bottleMl) return;
  const said = overfullMessage(bottleMl);
  throw new ValidationError([issueOf(["remainingMl"], said, "too_big")], said);
}

/**
 * The bottle size a new item gets when the user gives none, by its shelf group: 750 ml for
 * wine and wine-based bottles, 700 ml for spirits and liqueurs, 200 ml for bitters; null
 * (no level tracking) for produce, mixers, syrups and the pantry, which are not poured from one bottle.
 */
export function defaultBottleMl(category: ShelfCategory): number | null {
  switch (category) {
    case "vermouth-aperitif-wine":
    case "wine-sparkling":
      return 750;
    case "gin":
    case "vodka":
    case "whiskey":
    case "rum":
    case "agave":
    case "brandy":
    case "other-spirits":
    case "amaro-bitter-aperitivo":
    case "liqueur":
      return 700;
    case "bitters":
      return 200;
    default:
      return null;
  }
}

/** An open bottle that is used up while full ones wait behind it is replaced by the next. */
function openNextIfEmpty(bottle: BottleLevel): BottleLevel {
  return bottle.remainingMl <= 0 && bottle.unopened > 0
    ? { ...bottle, remainingMl: bottle.bottleMl, unopened: bottle.unopened - 1 }
    : bottle;
}

/** Millilitres to two decimals, so sums of pours do not drift. */
function round(ml: number): number {
  return Math.round(ml * 100) / 100;
}

/**
 * Pours `ml` from a bottle, opening the next full one as each runs out. `pouredMl` is what
 * actually came out: less than asked when the last bottle ran dry.
 */
export function pour(bottle: BottleLevel, ml: number): { bottle: BottleLevel; pouredMl: number } {
  let current = openNextIfEmpty(bottle);
  let wanted = ml;
  while (wanted > 0 && current.remainingMl > 0) {
    const taken = Math.min(wanted, current.remainingMl);
    wanted = round(wanted - taken);
    current = openNextIfEmpty({ ...current, remainingMl: round(current.remainingMl - taken) });
  }
  return { bottle: current, pouredMl: round(ml - wanted) };
}

/** Puts `ml` back (undoing a pour): what overflows the open bottle closes it again as a full one. */
export function putBack(bottle: BottleLevel, ml: number): BottleLevel {
  let remainingMl = round(bottle.remainingMl + ml);
  let unopened = bottle.unopened;
  while (remainingMl > bottle.bottleMl) {
    remainingMl = round(remainingMl - bottle.bottleMl);
    unopened += 1;
  }
  return { bottleMl: bottle.bottleMl, remainingMl, unopened };
}

/** What a bottle holds in all: the open one and the full ones behind it. */
export function totalMl(bottle: BottleLevel): number {
  return round(bottle.remainingMl + bottle.unopened * bottle.bottleMl);
}

export interface LevelFields {
  quantity: Quantity;
  bottleMl: number | null;
  remainingMl: number | null;
  unopened: number;
}

/**
 * The stored fields after a change the user asked for (`change`) on top of `current`: a new
 * amount sets the level; else a new level sets the amount to its share; a new bottle size
 * alone keeps the amount within it. An amount given that is more than the bottle holds is
 * refused (ValidationError). An item without a bottle size keeps no amount.
 */
export function applyLevelChange(current: LevelFields, change: Partial<LevelFields>): LevelFields {
  const bottleMl = change.bottleMl !== undefined ? change.bottleMl : current.bottleMl;
  const unopened = change.unopened ?? current.unopened;
  if (bottleMl === null) return { quantity: change.quantity ?? current.quantity, bottleMl: null, remainingMl: null, unopened };
  assertFitsBottle(change.remainingMl, bottleMl);
  // A form sends every field; only what differs from the stored item counts as asked for.
  const newAmount = change.remainingMl !== undefined && change.remainingMl !== null && change.remainingMl !== current.remainingMl;
  const newLevel = change.quantity !== undefined && change.quantity !== current.quantity;
  let remainingMl: number;
  if (newAmount) remainingMl = change.remainingMl!;
  else if (newLevel) remainingMl = mlOfLevel(change.quantity!, bottleMl);
  else remainingMl = current.remainingMl ?? mlOfLevel(current.quantity, bottleMl);
  const settled = openNextIfEmpty({ bottleMl, remainingMl: Math.min(remainingMl, bottleMl), unopened });
  return { ...settled, quantity: levelOf(settled.remainingMl, bottleMl) };
}

/** The fields of a new item: the amount given (no more than the bottle holds), else the level's share of the bottle. */
export function initialLevel(quantity: Quantity, bottleMl: number | null, remainingMl: number | null, unopened: number): LevelFields {
  if (bottleMl === null) return { quantity, bottleMl: null, remainingMl: null, unopened };
  assertFitsBottle(remainingMl, bottleMl);
  const start = remainingMl ?? mlOfLevel(quantity, bottleMl);
  return applyLevelChange({ quantity, bottleMl, remainingMl: start, unopened }, {});
}

/** Running low: the open bottle is LOW and no full one waits behind it. */
export function isRunningLow(item: Pick<LevelFields, "quantity" | "unopened">): boolean {
  return item.quantity === "LOW" && item.unopened === 0;
}

/**
 * "Use it up": keeps the drinks (each with its ingredient names) that pour from at least one
 * of the named running-low bottles, as the one matcher reads them.
 */
export function drinksUsingUp<T>(drinks: readonly T[], ingredientsOf: (drink: T) => readonly string[], lowBottles: readonly string[]): T[] {
  if (lowBottles.length === 0) return [];
  const low = buildShelfIndex(lowBottles.map((name) => ({ name })));
  return drinks.filter((drink) => ingredientsOf(drink).some((name) => isAvailable(low, name)));
}
