"use client";

import { STANDARD_DRINK_GRAMS } from "@/domain/drink-strength/constants";
import { standardDrinksText } from "../ui/drink-figures";
import { useStandardDrink } from "../ui/user-settings";

/** "This week: 9.5 US standard drinks, from 6 drinks made at the bar." A figure, no verdict. */
export function WeekStrength({ alcoholGrams, servings, uncounted }: { alcoholGrams: number; servings: number; uncounted: number }) {
  const unit = useStandardDrink();
  if (servings === 0 && uncounted === 0) return null;
  return (
    <p className="muted small" data-testid="week-strength">
      This week: {standardDrinksText(alcoholGrams / STANDARD_DRINK_GRAMS[unit], unit)}, from {servings} {servings === 1 ? "drink" : "drinks"} made
      with &ldquo;I made this&rdquo;
      {uncounted > 0 && ` (${uncounted} more whose recipe is gone or has no amounts)`}.
    </p>
  );
}
