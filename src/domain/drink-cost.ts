/**
 * What a drink costs, from the bottles that would be poured: each line's share of its bottle's
 * price (a bottle's price over its size, times the amount), or for produce priced by the piece
 * (a bar item with a price and no bottle size), the price of each piece counted. A line that
 * cannot be priced is named, never guessed: no bottle for it, no price on it, no size to share
 * the price over, or an amount we cannot size.
 */
import { isMeasured, parseAmount, toMl } from "./amounts";
import { TOP_UP_ML } from "./drink-strength/constants";

/** The most one bottle may be priced at: above it is a typing slip. */
export const MAX_PRICE = 100_000;

/** The bottle a line is poured from, as far as its cost goes. */
export interface PricedBottle {
  price: number | null;
  bottleMl: number | null;
}

export interface DrinkCost {
  /** the cost of one serving of the lines that could be priced, rounded to the cent; null when none could */
  perServing: number | null;
  /** the names of the lines left out of it, in recipe order */
  missingPrices: string[];
}

/** One line's cost, or null when it cannot be priced. A line with no amount costs nothing. */
export function lineCost(amountText: string, bottle: PricedBottle | null): number | null {
  if (amountText.trim() === "") return 0;
  if (bottle === null || bottle.price === null) return null;
  const amount = parseAmount(amountText);
  if (isMeasured(amount) && amount.unit === "piece") return bottle.bottleMl === null ? amount.quantity * bottle.price : null;
  const ml = isMeasured(amount) ? toMl(amount) : amount.topUp ? TOP_UP_ML : null;
  if (ml === null || bottle.bottleMl === null || bottle.bottleMl <= 0) return null;
  return (bottle.price * ml) / bottle.bottleMl;
}

/** The cost of one serving; `bottles` is parallel to `lines` (null: nothing on the shelf meets it). */
export function drinkCost(lines: readonly { name: string; amount: string }[], bottles: readonly (PricedBottle | null)[]): DrinkCost {
  return sumLineCosts(lines.map((line, i) => ({ name: line.name, cost: lineCost(line.amount, bottles[i] ?? null) })));
}

/** One serving's cost from each line's (null: could not be priced, and named). */
export function sumLineCosts(lines: readonly { name: string; cost: number | null }[]): DrinkCost {
  let total = 0;
  let priced = 0;
  const missingPrices: string[] = [];
  for (const { name, cost } of lines) {
    if (cost === null) missingPrices.push(name);
    else {
      total += cost;
      priced += 1;
    }
  }
  return { perServing: priced > 0 ? Math.round(total * 100) / 100 : null, missingPrices };
}

/** A drink's cost as the API and the pages give it: in the user's currency (null until they set one). */
export interface RecipeCost extends DrinkCost {
  currency: string | null;
}

/** The priced bottle behind each line: the one the bottle decision chose, looked up on the shelf read. */
export function bottlesPoured(
  lines: readonly { chosen: { barItemId: string } | null }[],
  shelf: readonly { id: string; price?: number | null; bottleMl: number | null }[],
): (PricedBottle | null)[] {
  const byId = new Map(shelf.map((item) => [item.id, item]));
  return lines.map(({ chosen }) => {
    const item = chosen ? byId.get(chosen.barItemId) : undefined;
    return item ? { price: item.price ?? null, bottleMl: item.bottleMl } : null;
  });
}
