/**
 * How much water a drink takes on from ice, by how it is mixed, as a share of its volume
 * before mixing. docs/strength.md gives each model's source.
 *
 * Shaken and stirred follow Dave Arnold's fitted curves (Liquid Intelligence, 2014), where the
 * water picked up depends on the mix's starting strength: stronger mixes melt more ice. The
 * book prints the shaken curve with a positive square term; with it a shaken drink would take
 * on 65-90% water, against the 50-60% its own measurements give, so the square term is taken
 * as negative (the reading that matches those measurements).
 */
import type { MixMethod } from "../batch";

/** Stirred with ice: water share = a·abv² + b·abv + c, abv the starting strength as a fraction. */
export const STIRRED_CURVE = { a: -1.21, b: 1.246, c: 0.145 } as const;
/** Shaken with ice, the same form. */
export const SHAKEN_CURVE = { a: -1.567, b: 1.742, c: 0.203 } as const;
/** Built over ice in the glass: a fixed share, as the drink stands a few minutes on its ice. */
export const BUILT_DILUTION = 0.24;
/** Blended with ice: the ice that makes the drink slushy, close to the liquid's own volume. */
export const BLENDED_DILUTION = 0.9;

function curve({ a, b, c }: { a: number; b: number; c: number }, abv: number): number {
  return a * abv * abv + b * abv + c;
}

/** The water share for a drink mixed by `method` from a mix of `startAbv` (a fraction, 0-1). */
export function dilutionFor(method: MixMethod, startAbv: number): number {
  const abv = Math.min(Math.max(startAbv, 0), 1);
  switch (method) {
    case "shake":
      return curve(SHAKEN_CURVE, abv);
    // Throwing chills like a long stir: the drink passes over ice without the shaker's churn.
    case "stir":
    case "throw":
      return curve(STIRRED_CURVE, abv);
    case "build":
      return BUILT_DILUTION;
    case "blend":
      return BLENDED_DILUTION;
  }
}
