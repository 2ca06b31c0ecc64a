"use client";

import { useTranslations } from "next-intl";
import { STANDARD_DRINK_GRAMS } from "@/domain/drink-strength/constants";
import { useStandardDrinksText } from "../ui/drink-figures";
import { useStandardDrink } from "../ui/user-settings";

/** "This week: 9.5 US standard drinks, from 6 drinks made at the bar." A figure, no verdict. */
export function WeekStrength({ alcoholGrams, servings, uncounted }: { alcoholGrams: number; servings: number; uncounted: number }) {
  const unit = useStandardDrink();
  const t = useTranslations("drinks.week");
  const standardDrinksText = useStandardDrinksText();
  if (servings === 0 && uncounted === 0) return null;
  return (
    <p className="muted small" data-testid="week-strength">
      {t("summary", { amount: standardDrinksText(alcoholGrams / STANDARD_DRINK_GRAMS[unit], unit), servings })}
      {uncounted > 0 && ` ${t("uncounted", { count: uncounted })}`}.
    </p>
  );
}
