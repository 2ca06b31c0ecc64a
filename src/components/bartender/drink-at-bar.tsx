"use client";

import { useState } from "react";
import { formatAmount, isMeasured, parseAmount, scaleAmount, UNIT_SYSTEMS, type UnitSystem } from "@/domain/amounts";
import { batchWater, DILUTION, MAX_SERVINGS, METHOD_LABELS, MIX_METHODS, type MixMethod } from "@/domain/batch";
import { glassShapeFor } from "@/domain/glass-shape";
import type { StationDrink } from "@/domain/station";
import { GlassArt } from "../ui/glass-art";
import { useStoredValue } from "../ui/use-stored-value";
import { BottleLine, pouredBottle } from "./bottle-line";
import { MadeThis } from "./made-this";
import { StepList } from "./step-list";

const UNIT_KEY = "barshelf:bartender:units";

function readUnits(stored: string | null): UnitSystem {
  return (UNIT_SYSTEMS as readonly string[]).includes(stored ?? "") ? (stored as UnitSystem) : "ml";
}

function clampServings(value: number): number {
  return Math.min(MAX_SERVINGS, Math.max(1, Math.round(Number.isFinite(value) ? value : 1)));
}

/** One amount for the whole round; what was kept as written is said to be per drink. */
function shownAmount(text: string, servings: number, units: UnitSystem): string {
  const amount = parseAmount(text);
  const shown = formatAmount(scaleAmount(amount, servings), units);
  if (servings > 1 && !isMeasured(amount) && !amount.topUp && shown !== "") return `${shown}, per drink`;
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
  if (servings < 2) return null;
  if (method === null) {
    return <p className="muted small">Say how it is mixed to see the water a batch needs.</p>;
  }
  if (DILUTION[method] === 0) {
    return (
      <p className="station-water">
        No water to add:{" "}
        {method === "blend"
          ? "a blended drink gets its water from the ice in the blender."
          : "a drink built in the glass takes its water from the ice it is served on."}
      </p>
    );
  }
  const water = batchWater(
    drink.ingredients.map((i) => i.amount),
    servings,
    method,
  );
  const percent = Math.round(water.rate * 100);
  const volume = (ml: number) => formatAmount({ quantity: ml, unit: "ml" }, units);
  return (
    <p className="station-water">
      <strong>Add {volume(water.waterMl)} water</strong> to the batch of {volume(water.batchMl)}: {percent}%, the melt a{" "}
      {METHOD_LABELS[method].toLowerCase()} drink takes on from the ice (we count 20% for stirred and thrown drinks, 25%
      for shaken ones). Keep the batch cold and pour it without ice.
      {water.leftOut > 0 && " Top-ups and eggs are not in the figure: add them to each glass."}
    </p>
  );
}

/** The picked drink at the bar: scaled, in the chosen units, each bottle named, steps ticked off. */
export function DrinkAtBar({ drink }: { drink: StationDrink }) {
  const [servings, setServings] = useState(1);
  // What is typed, kept apart so clearing the field to type "12" does not snap back to 1.
  const [typed, setTyped] = useState("1");
  const serve = (n: number) => {
    const next = clampServings(n);
    setServings(next);
    setTyped(String(next));
  };
  const [storedUnits, setStoredUnits] = useStoredValue(UNIT_KEY);
  const units = readUnits(storedUnits);
  const [method, setMethod] = useState<MixMethod | null>(drink.method);
  // Bottles the user picked instead of the first, by ingredient position.
  const [picks, setPicks] = useState<Record<number, string>>({});
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
          {drink.glassware && <span>Glass: {drink.glassware}</span>}
          {drink.garnish && <span>Garnish: {drink.garnish}</span>}
          <span>{drink.recipeId ? "Your recipe" : "From the catalogue"}</span>
        </p>
      </header>

      <div className="station-controls">
        <div className="station-servings" role="group" aria-labelledby="servings-label">
          <span id="servings-label" className="station-control-label">
            Servings
          </span>
          <button
            type="button"
            className="secondary"
            aria-label="One serving fewer"
            disabled={servings <= 1}
            onClick={() => serve(servings - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SERVINGS}
            value={typed}
            aria-labelledby="servings-label"
            onChange={(e) => {
              setTyped(e.target.value);
              const n = e.target.valueAsNumber;
              if (Number.isInteger(n) && n >= 1 && n <= MAX_SERVINGS) setServings(n);
            }}
            onBlur={() => setTyped(String(servings))}
          />
          <button
            type="button"
            className="secondary"
            aria-label="One serving more"
            disabled={servings >= MAX_SERVINGS}
            onClick={() => serve(servings + 1)}
          >
            +
          </button>
        </div>
        <fieldset className="station-units">
          <legend>Units</legend>
          {UNIT_SYSTEMS.map((u) => (
            <label key={u} className="toggle">
              <input type="radio" name="units" value={u} checked={units === u} onChange={() => setStoredUnits(u)} />
              {u}
            </label>
          ))}
        </fieldset>
        <label className="station-method">
          Mixed
          <select
            value={method ?? ""}
            onChange={(e) => setMethod((MIX_METHODS as readonly string[]).includes(e.target.value) ? (e.target.value as MixMethod) : null)}
          >
            {method === null && <option value="">Not said</option>}
            {MIX_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section aria-labelledby="ingredients-heading">
        <h3 id="ingredients-heading">
          Ingredients{servings > 1 && <span className="muted"> for {servings}</span>}
        </h3>
        <ul className="station-ingredients">
          {drink.ingredients.map((ingredient, i) => (
            <li key={i} data-available={ingredient.meetingBottle ? "yes" : "no"}>
              <div className="station-ingredient">
                <span className="station-amount">{shownAmount(ingredient.amount, servings, units)}</span>
                <span className="station-name">{ingredient.name}</span>
              </div>
              <BottleLine
                ingredient={ingredient}
                pickedId={picks[i] ?? null}
                onPick={(barItemId) => setPicks((before) => ({ ...before, [i]: barItemId }))}
              />
            </li>
          ))}
        </ul>
        <WaterForBatch drink={drink} servings={servings} method={method} units={units} />
      </section>

      <StepList drinkKey={drink.key} steps={drink.steps} />
      <MadeThis drink={drink} servings={servings} pours={pours} />
    </article>
  );
}
