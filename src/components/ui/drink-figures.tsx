"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { DrinkCost } from "@/domain/drink-cost";
import type { DrinkStrength, StandardDrinkUnit } from "@/domain/drink-strength";
import { useMoney, useStandardDrink } from "./user-settings";

/** "1.4 US standard drinks", "1 UK unit", in the page's language. */
export function useStandardDrinksText(): (count: number, unit: StandardDrinkUnit) => string {
  const t = useTranslations("figures");
  return (count, unit) => t(`standardDrinks.${unit}`, { count: Math.round(count * 10) / 10 });
}

/**
 * A drink's strength for `servings`, as figures: the volume before and after the ice's water,
 * its strength as served, standard drinks and calories. No verdict.
 */
export function StrengthFigures({ strength, servings = 1 }: { strength: DrinkStrength | null; servings?: number }) {
  const unit = useStandardDrink();
  const t = useTranslations("figures");
  const format = useFormatter();
  const standardDrinksText = useStandardDrinksText();
  if (strength === null) return null;
  const ml = (value: number) => `${format.number(Math.round(value * servings))} ml`;
  const notes = [
    strength.methodAssumed ? t("assumedBuilt") : null,
    strength.leftOut.length > 0 ? t("leavesOut", { names: strength.leftOut.join(", ") }) : null,
    strength.unknown.length > 0 ? t("countsAsFree", { names: strength.unknown.join(", ") }) : null,
  ].filter((n): n is string => n !== null);
  return (
    <p className="drink-figures small" data-testid="strength">
      <span>
        {t("volumes", { before: ml(strength.volumeBeforeMl), after: ml(strength.volumeAfterMl), method: strength.method })}
      </span>
      <span>{t("abv", { abv: Math.round(strength.abv * 10) / 10 })}</span>
      <span>{standardDrinksText(strength.standardDrinks[unit] * servings, unit)}</span>
      <span>{t("kcal", { kcal: Math.round(strength.kcal * servings) })}</span>
      {notes.length > 0 && <span className="muted">({notes.join("; ")})</span>}
    </p>
  );
}

/**
 * The lines a drink's cost leaves out, in a sentence of the page's language: "cost without the
 * lime juice and the Campari", "Kosten ohne Limettensaft und Campari"; null when it leaves none out.
 */
export function costWithoutText(
  t: ReturnType<typeof useTranslations<"figures">>,
  format: Pick<ReturnType<typeof useFormatter>, "list">,
  named: readonly string[],
): string | null {
  return named.length > 0 ? t("costWithout", { names: format.list(named, { type: "conjunction" }) }) : null;
}

/** "Cost: €2.40 a drink · €9.60 for 4 (cost without the lime juice)", or why there is none. */
export function CostFigures({
  cost,
  currency,
  missingInSentence,
  servings = 1,
}: {
  cost: DrinkCost;
  currency: string | null;
  /** the lines left out, as nameInSentence words them for the page's language */
  missingInSentence: readonly string[];
  servings?: number;
}) {
  const money = useMoney(currency);
  const t = useTranslations("figures");
  const format = useFormatter();
  if (cost.perServing === null) {
    return (
      <p className="drink-figures small muted" data-testid="cost">
        {t("noCost")}
      </p>
    );
  }
  const without = costWithoutText(t, format, missingInSentence);
  return (
    <p className="drink-figures small" data-testid="cost">
      <span>{t("costPerDrink", { cost: money(cost.perServing) })}</span>
      {servings > 1 && <span>{t("costFor", { cost: money(Math.round(cost.perServing * servings * 100) / 100), servings })}</span>}
      {without && <span className="muted">({without})</span>}
    </p>
  );
}
