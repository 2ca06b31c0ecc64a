"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatAmount, isMeasured, parseAmount, scaleAmount, UNIT_SYSTEMS, type UnitSystem } from "@/domain/amounts";
import { batchWater, DILUTION, type MixMethod } from "@/domain/batch";
import { unitSystemForLocale } from "@/domain/locales";
import { glassShapeFor } from "@/domain/glass-shape";
import type { StationDrink } from "@/domain/station";
import { sumLineCosts } from "@/domain/drink-cost";
import { CostFigures, StrengthFigures } from "../ui/drink-figures";
import { GlassArt } from "../ui/glass-art";
import { useStoredValue } from "../ui/use-stored-value";
import { BottleLine, pouredBottle } from "./bottle-line";
import { MadeThis } from "./made-this";
import { MethodChoice, ServingsStepper, UnitsChoice } from "./station-controls";
import { StepList } from "./step-list";

const UNIT_KEY = "barshelf:bartender:units";

/** The units the user picked on this device, else the ones the page's locale measures in (oz in the US, cl in Europe). */
function readUnits(stored: string | null, locale: string): UnitSystem {
  return (UNIT_SYSTEMS as readonly string[]).includes(stored ?? "") ? (stored as UnitSystem) : unitSystemForLocale(locale);
}

/** One amount for the whole round; what was kept as written is said to be per drink. */
function shownAmount(text: string, servings: number, units: UnitSystem, language: string, perDrink: (amount: string) => string): string {
  const amount = parseAmount(text);
  const shown = formatAmount(scaleAmount(amount, servings), units, language);
  if (servings > 1 && !isMeasured(amount) && !amount.topUp && shown !== "") return perDrink(shown);
  return shown;
}

function WaterForBatch({
  drink,
  servings,
  method,
  units,
}: {
  drink: StationDrink;
  servings: number;
  method: MixMethod | null;
  units: UnitSystem;
}) {
  const t = useTranslations("bartender.water");
  const language = useLocale();
  if (servings < 2) return null;
  if (method === null) {
    return <p className="muted small">{t("sayHow")}</p>;
  }
  if (DILUTION[method] === 0) {
    return <p className="station-water">{method === "blend" ? t("noneBlend") : t("noneBuilt")}</p>;
  }
  const water = batchWater(
    drink.ingredients.map((i) => i.amount),
    servings,
    method,
  );
  const percent = Math.round(water.rate * 100);
  const volume = (ml: number) => formatAmount({ quantity: ml, unit: "ml" }, units, language);
  return (
    <p className="station-water">
      {t.rich("add", { water: volume(water.waterMl), batch: volume(water.batchMl), percent, method, strong: (chunks) => <strong>{chunks}</strong> })}
      {water.leftOut > 0 && ` ${t("leftOut")}`}
    </p>
  );
}

/** The ingredients for the round, each with its amount and the bottle it pours from, and the batch's water. */
function RoundIngredients({
  drink,
  servings,
  units,
  method,
  picks,
  onPick,
}: {
  drink: StationDrink;
  servings: number;
  units: UnitSystem;
  method: MixMethod | null;
  picks: Record<number, string>;
  onPick: (ingredientIndex: number, barItemId: string) => void;
}) {
  const t = useTranslations("bartender.drink");
  const language = useLocale();
  const perDrink = (amount: string) => t("perDrink", { amount });
  return (
    <section aria-labelledby="ingredients-heading">
      <h3 id="ingredients-heading">
        {t("ingredients")}
        {servings > 1 && <span className="muted"> {t("forServings", { servings })}</span>}
      </h3>
      <ul className="station-ingredients">
        {drink.ingredients.map((ingredient, i) => (
          <li key={i} data-available={ingredient.meetingBottle ? "yes" : "no"}>
            <div className="station-ingredient">
              <span className="station-amount">{shownAmount(ingredient.amount, servings, units, language, perDrink)}</span>
              <span className="station-name">{ingredient.name}</span>
            </div>
            <BottleLine
              ingredient={ingredient}
              pickedId={picks[i] ?? null}
              onPick={(barItemId) => onPick(i, barItemId)}
            />
          </li>
        ))}
      </ul>
      <WaterForBatch drink={drink} servings={servings} method={method} units={units} />
    </section>
  );
}

/** The round's strength (for the method chosen) and cost (from the bottles that will be poured). */
function RoundFigures({ drink, servings, method, picks }: { drink: StationDrink; servings: number; method: MixMethod | null; picks: Record<number, string> }) {
  const strength = method === null ? drink.strength.asGiven : drink.strength.byMethod[method];
  const lines = drink.ingredients.map((ingredient, i) => {
    const bottle = pouredBottle(ingredient, picks[i] ?? null);
    const cost = ingredient.amount.trim() === "" ? 0 : bottle ? (ingredient.costByBottle[bottle.barItemId] ?? null) : null;
    return { name: ingredient.nameInSentence, cost };
  });
  const cost = sumLineCosts(lines);
  const t = useTranslations("bartender.drink");
  return (
    <section aria-labelledby="round-figures-heading" className="station-figures">
      <h3 id="round-figures-heading">
        {t("strengthAndCost")}
        {servings > 1 && <span className="muted"> {t("forServings", { servings })}</span>}
      </h3>
      <StrengthFigures strength={strength} servings={servings} />
      <CostFigures cost={cost} currency={drink.currency} missingInSentence={cost.missingPrices} servings={servings} />
    </section>
  );
}

/** The picked drink at the bar: scaled, in the chosen units, each bottle named, steps ticked off. */
export function DrinkAtBar({ drink }: { drink: StationDrink }) {
  const [servings, setServings] = useState(1);
  const [storedUnits, setStoredUnits] = useStoredValue(UNIT_KEY);
  const units = readUnits(storedUnits, useLocale());
  const t = useTranslations("bartender.drink");
  const [method, setMethod] = useState<MixMethod | null>(drink.method);
  // Bottles the user picked instead of the first, by ingredient position.
  const [picks, setPicks] = useState<Record<number, string>>({});
  const pick = (i: number, barItemId: string) => setPicks((before) => ({ ...before, [i]: barItemId }));
  const pours = drink.ingredients.flatMap((ingredient, i) => {
    const bottle = pouredBottle(ingredient, picks[i] ?? null);
    return bottle ? [{ ingredientIndex: i, barItemId: bottle.barItemId }] : [];
  });

  return (
    <article className="card station-drink" aria-labelledby="drink-title">
      <header className="station-drink-head">
        <GlassArt shape={glassShapeFor({ glassware: drink.glassware, text: drink.steps, names: [drink.title] })} className="glass-art station-glass" />
        <h2 id="drink-title">{drink.title}</h2>
        {drink.description && <p className="muted">{drink.description}</p>}
        <p className="station-meta muted small">
          {drink.glassware && <span>{t("glass", { glass: drink.glassware })}</span>}
          {drink.garnish && <span>{t("garnish", { garnish: drink.garnish })}</span>}
          <span>{drink.recipeId ? t("yourRecipe") : t("fromCatalogue")}</span>
        </p>
      </header>

      <div className="station-controls">
        <ServingsStepper servings={servings} onChange={setServings} />
        <UnitsChoice units={units} onChange={setStoredUnits} />
        <MethodChoice method={method} onChange={setMethod} />
      </div>

      <RoundIngredients drink={drink} servings={servings} units={units} method={method} picks={picks} onPick={pick} />
      <RoundFigures drink={drink} servings={servings} method={method} picks={picks} />

      <StepList drinkKey={drink.key} steps={drink.steps} />
      <MadeThis drink={drink} servings={servings} units={units} pours={pours} />
    </article>
  );
}
