import "server-only";
import { drinkStrength } from "@/domain/drink-strength";
import { recipeMethod } from "@/domain/drink-strength/recipe-method";
import type { Ingredient } from "@/domain/types";
import { listRecentMadeDrinksForUser } from "../db/drinks";

export const LOG_WEEK_DAYS = 7;

export interface WeekStrength {
  /** g of alcohol in the drinks made this week that could be counted */
  alcoholGrams: number;
  /** drinks counted (an entry of four servings counts four) */
  servings: number;
  /** entries whose recipe is gone or has no volume we know */
  uncounted: number;
}

/**
 * The alcohol of the caller's last seven days of "I made this": each entry's recipe strength
 * (docs/strength.md) times its servings. Drinks logged by hand carry no recipe and are not counted.
 */
export async function weekStrengthForUser({ userId }: { userId: string }): Promise<WeekStrength> {
  const rows = await listRecentMadeDrinksForUser({ userId, days: LOG_WEEK_DAYS });
  let alcoholGrams = 0;
  let servings = 0;
  let uncounted = 0;
  for (const row of rows) {
    const strength =
      row.ingredients === null || row.title === null
        ? null
        : drinkStrength(JSON.parse(row.ingredients) as Ingredient[], recipeMethod({ title: row.title, steps: JSON.parse(row.steps ?? "null") }));
    if (strength === null) uncounted += 1;
    else {
      alcoholGrams += strength.alcoholGrams * (row.servings ?? 1);
      servings += row.servings ?? 1;
    }
  }
  return { alcoholGrams: Math.round(alcoholGrams * 10) / 10, servings, uncounted };
}
