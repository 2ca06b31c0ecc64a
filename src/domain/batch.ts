/**
 * Batching a drink ahead: how much water stands in for the ice it would have met.
 *
 * A stirred drink takes on about 20% of its volume in melt water and a shaken one about 25%
 * (the two ends of the usual 20–25% range: shaking is the harder, wetter chill). A thrown
 * drink sits between them at 20%. Built and blended drinks get their water from the ice in the
 * glass or the blender, so a batch of them needs none added.
 */
import { isMeasured, parseAmount, scaleAmount, toMl, type Amount } from "./amounts";

export type MixMethod = "shake" | "stir" | "build" | "blend" | "throw";
export const MIX_METHODS: readonly MixMethod[] = ["shake", "stir", "throw", "build", "blend"];

export const DILUTION: Readonly<Record<MixMethod, number>> = { shake: 0.25, stir: 0.2, throw: 0.2, build: 0, blend: 0 };

export const METHOD_LABELS: Readonly<Record<MixMethod, string>> = {
  shake: "Shaken",
  stir: "Stirred",
  throw: "Thrown",
  build: "Built in the glass",
  blend: "Blended",
};

export const MAX_SERVINGS = 24;

/** How a recipe is mixed, read from its steps; null when they do not say. */
export function inferMethod(steps: readonly string[]): MixMethod | null {
  const text = steps.join(" ").toLowerCase();
  const found: [MixMethod, number][] = (
    [
      ["shake", /\b(?:shake|shaken|shaking)\b/],
      ["stir", /\b(?:stir|stirred|stirring)\b/],
      ["throw", /\b(?:throw|thrown|throwing)\b/],
      ["blend", /\b(?:blend|blended|blender)\b/],
      ["build", /\b(?:build|built|pour (?:over|into)|top (?:up )?with)\b/],
    ] as const
  )
    .map(([method, pattern]): [MixMethod, number] => [method, text.search(pattern)])
    .filter(([, at]) => at >= 0);
  if (found.length === 0) return null;
  // The first technique the steps name is the one that chills ("stir, then top with soda").
  found.sort((a, b) => a[1] - b[1]);
  return found[0]![0];
}

export interface BatchWater {
  /** Millilitres of water to add to the whole batch, rounded to 5 ml. */
  waterMl: number;
  /** The dilution used, e.g. 0.2. */
  rate: number;
  /** The measured volume the water is figured on (the batch, before water). */
  batchMl: number;
  /** Amounts with no volume we know ("top up", "1 egg white"): left out of the figure. */
  leftOut: number;
}

/** A liquid we cannot size: a top-up, a splash, parts, an egg. Counted garnish ("6 mint leaves") adds none. */
function hasUnknownVolume(amount: Amount): boolean {
  if (!isMeasured(amount)) return amount.text !== "";
  if (amount.unit === "piece") return /\begg/i.test(amount.what ?? "");
  return amount.unit === "splash" || amount.unit === "part";
}

/** Water for `servings` drinks mixed by `method`, from the recipe's amount strings. */
export function batchWater(amounts: readonly string[], servings: number, method: MixMethod): BatchWater {
  const rate = DILUTION[method];
  let batchMl = 0;
  let leftOut = 0;
  for (const text of amounts) {
    const amount: Amount = scaleAmount(parseAmount(text), servings);
    const ml = toMl(amount);
    if (ml !== null) batchMl += ml;
    else if (hasUnknownVolume(amount)) leftOut += 1;
  }
  return { waterMl: Math.round((batchMl * rate) / 5) * 5, rate, batchMl, leftOut };
}
