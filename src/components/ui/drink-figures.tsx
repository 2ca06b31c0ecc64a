"use client";

import { METHOD_LABELS } from "@/domain/batch";
import { costWithoutText, type DrinkCost } from "@/domain/drink-cost";
import type { DrinkStrength, StandardDrinkUnit } from "@/domain/drink-strength";
import { useMoney, useStandardDrink } from "./user-settings";

const UNIT_WORDS: Readonly<Record<StandardDrinkUnit, [string, string]>> = {
  us: ["US standard drink", "US standard drinks"],
  uk: ["UK unit", "UK units"],
  au: ["standard drink (10 g)", "standard drinks (10 g)"],
};

const one = (value: number) => (Math.round(value * 10) / 10).toLocaleString("en");

/** "1.4 US standard drinks", "1 UK unit". */
export function standardDrinksText(count: number, unit: StandardDrinkUnit): string {
  const rounded = Math.round(count * 10) / 10;
  return `${one(rounded)} ${UNIT_WORDS[unit][rounded === 1 ? 0 : 1]}`;
}

/**
 * A drink's strength for `servings`, as figures: the volume before and after the ice's water,
 * its strength as served, standard drinks and calories. No verdict.
 */
export function StrengthFigures({ strength, servings = 1 }: { strength: DrinkStrength | null; servings?: number }) {
  const unit = useStandardDrink();
  if (strength === null) return null;
  const ml = (value: number) => `${Math.round(value * servings)} ml`;
  const method = METHOD_LABELS[strength.method].toLowerCase();
  const notes = [
    strength.methodAssumed ? "counted as built, since the steps do not say how it is mixed" : null,
    strength.leftOut.length > 0 ? `leaves out ${strength.leftOut.join(", ")}` : null,
    strength.unknown.length > 0 ? `counts ${strength.unknown.join(", ")} as alcohol-free` : null,
  ].filter((n): n is string => n !== null);
  return (
    <p className="drink-figures small" data-testid="strength">
      <span>
        {ml(strength.volumeBeforeMl)} poured, {ml(strength.volumeAfterMl)} in the glass{" "}
        {strength.method === "build" ? "with the ice's water" : `once ${method}`}
      </span>
      <span>{one(strength.abv)}% ABV</span>
      <span>{standardDrinksText(strength.standardDrinks[unit] * servings, unit)}</span>
      <span>{Math.round(strength.kcal * servings)} kcal</span>
      {notes.length > 0 && <span className="muted">({notes.join("; ")})</span>}
    </p>
  );
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
  /** the lines left out, as nameInSentence words them */
  missingInSentence: readonly string[];
  servings?: number;
}) {
  const money = useMoney(currency);
  if (cost.perServing === null) {
    return (
      <p className="drink-figures small muted" data-testid="cost">
        No cost yet: give the bottles a price on your bar.
      </p>
    );
  }
  const without = costWithoutText(missingInSentence);
  return (
    <p className="drink-figures small" data-testid="cost">
      <span>Cost: {money ? money(cost.perServing) : "…"} a drink</span>
      {servings > 1 && (
        <span>
          {money ? money(Math.round(cost.perServing * servings * 100) / 100) : "…"} for {servings}
        </span>
      )}
      {without && <span className="muted">({without})</span>}
    </p>
  );
}
