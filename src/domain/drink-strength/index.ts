/**
 * How strong a drink is as served: its volume before and after the ice's water, its strength
 * after, the alcohol in standard drinks, and its calories with the sugar of its liqueurs,
 * syrups and juices. Figures, never a verdict: the pages show them as they are.
 *
 * What cannot be sized is left out and named: a line with no volume we can know ("a few
 * dashes", "to taste"). A top-up with no figure counts as TOP_UP_ML. Top-ups, sodas and sparkling
 * wine go in after the mixing, so a shaker's or mixing glass's water is figured on the rest.
 * docs/strength.md explains the model.
 */
import { isMeasured, parseAmount, toMl, type Amount } from "../amounts";
import type { MixMethod } from "../batch";
import { dilutionFor } from "./dilution";
import { ETHANOL_G_PER_ML, KCAL_PER_G_ETHANOL, KCAL_PER_G_SUGAR, STANDARD_DRINK_GRAMS, TOP_UP_ML, type StandardDrinkUnit } from "./constants";
import { figuresOfName, type LineFigures } from "./figures";

export { dilutionFor } from "./dilution";
export { figuresOfKind, figuresOfName, FIGURES_BY_KIND } from "./figures";

export {
  ETHANOL_G_PER_ML, KCAL_PER_G_ETHANOL, KCAL_PER_G_SUGAR, STANDARD_DRINK_GRAMS, STANDARD_DRINK_LABELS, STANDARD_DRINK_UNITS, TOP_UP_ML,
  type StandardDrinkUnit,
} from "./constants";

export interface DrinkStrength {
  method: MixMethod;
  /** true when the recipe does not say how it is mixed and `method` is the guess */
  methodAssumed: boolean;
  /** ml of what is poured, before the ice */
  volumeBeforeMl: number;
  /** ml in the glass, the ice's water included */
  volumeAfterMl: number;
  /** % alcohol by volume after the ice's water */
  abv: number;
  /** g of ethanol */
  alcoholGrams: number;
  /** g of sugar */
  sugarGrams: number;
  kcal: number;
  /** the alcohol as US (14 g), UK (8 g) and 10 g standard drinks */
  standardDrinks: Record<StandardDrinkUnit, number>;
  /** lines poured in some amount we could not size, by name */
  leftOut: string[];
  /** lines whose strength we do not know (counted as alcohol- and sugar-free), by name */
  unknown: string[];
  /** names of the top-ups counted as TOP_UP_ML */
  toppedUp: string[];
}

interface LineTotals {
  measuredMl: number;
  toppedUpMl: number;
  ethanolMl: number;
  /** the ethanol of the measured lines alone, which meet the ice in a shaker or mixing glass */
  measuredEthanolMl: number;
  sugarG: number;
  otherKcal: number;
}

/** A counted garnish ("2 mint leaves", "1 lime wedge") pours nothing worth counting. */
function lineVolume(amount: Amount, figures: LineFigures): { ml: number; sugarG: number } | null {
  if (isMeasured(amount) && amount.unit === "piece") {
    if (figures.mlPerPiece) return { ml: amount.quantity * figures.mlPerPiece, sugarG: 0 };
    if (figures.gramsPerPiece) return { ml: 0, sugarG: amount.quantity * figures.gramsPerPiece };
    return { ml: 0, sugarG: 0 };
  }
  const ml = toMl(amount);
  return ml === null ? null : { ml, sugarG: 0 };
}

function addLine(totals: LineTotals, ml: number, figures: LineFigures, pouredAfter: boolean): void {
  const ethanolMl = (ml * figures.abv) / 100;
  if (pouredAfter) totals.toppedUpMl += ml;
  else {
    totals.measuredMl += ml;
    totals.measuredEthanolMl += ethanolMl;
  }
  totals.ethanolMl += ethanolMl;
  totals.sugarG += (ml * figures.sugar) / 100;
  totals.otherKcal += (ml * (figures.otherKcal ?? 0)) / 100;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * One serving's strength. `method` null is read as built (nothing in the steps says the drink
 * meets ice in a shaker or mixing glass). Null when no line has a volume we know.
 */
export function drinkStrength(ingredients: readonly { name: string; amount: string }[], method: MixMethod | null): DrinkStrength | null {
  const totals: LineTotals = { measuredMl: 0, toppedUpMl: 0, ethanolMl: 0, measuredEthanolMl: 0, sugarG: 0, otherKcal: 0 };
  const leftOut: string[] = [];
  const unknown: string[] = [];
  const toppedUp: string[] = [];
  for (const { name, amount } of ingredients) {
    const parsed = parseAmount(amount);
    const figures = figuresOfName(name);
    const topUp = !isMeasured(parsed) && parsed.topUp === true;
    const sized = topUp ? { ml: TOP_UP_ML, sugarG: 0 } : lineVolume(parsed, figures);
    if (sized === null) {
      if (amount.trim() !== "") leftOut.push(name);
      continue;
    }
    if (topUp) toppedUp.push(name);
    if (figures.from === "unknown" && sized.ml > 0) unknown.push(name);
    addLine(totals, sized.ml, figures, topUp || figures.pouredAfter);
    totals.sugarG += sized.sugarG;
  }
  const before = totals.measuredMl + totals.toppedUpMl;
  if (before <= 0) return null;
  const mixed = method ?? "build";
  // A built drink stands on its ice whole; shaken and stirred ones meet the ice before the top-up.
  const [diluted, dilutedEthanol] = mixed === "build" ? [before, totals.ethanolMl] : [totals.measuredMl, totals.measuredEthanolMl];
  const startAbv = diluted > 0 ? dilutedEthanol / diluted : 0;
  const waterMl = diluted * dilutionFor(mixed, startAbv);
  const after = before + waterMl;
  const alcoholGrams = totals.ethanolMl * ETHANOL_G_PER_ML;
  return {
    method: mixed,
    methodAssumed: method === null,
    volumeBeforeMl: round(before, 1),
    volumeAfterMl: round(after, 1),
    abv: round((totals.ethanolMl / after) * 100, 1),
    alcoholGrams: round(alcoholGrams, 1),
    sugarGrams: round(totals.sugarG, 1),
    kcal: Math.round(alcoholGrams * KCAL_PER_G_ETHANOL + totals.sugarG * KCAL_PER_G_SUGAR + totals.otherKcal),
    standardDrinks: {
      us: round(alcoholGrams / STANDARD_DRINK_GRAMS.us, 1),
      uk: round(alcoholGrams / STANDARD_DRINK_GRAMS.uk, 1),
      au: round(alcoholGrams / STANDARD_DRINK_GRAMS.au, 1),
    },
    leftOut,
    unknown,
    toppedUp,
  };
}
