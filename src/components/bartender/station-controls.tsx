"use client";

import { useState } from "react";
import { UNIT_SYSTEMS, type UnitSystem } from "@/domain/amounts";
import { MAX_SERVINGS, METHOD_LABELS, MIX_METHODS, type MixMethod } from "@/domain/batch";

function clampServings(value: number): number {
  return Math.min(MAX_SERVINGS, Math.max(1, Math.round(Number.isFinite(value) ? value : 1)));
}

/** How many drinks the round makes: − and + buttons around a number field. */
export function ServingsStepper({ servings, onChange }: { servings: number; onChange: (servings: number) => void }) {
  // What is typed, kept apart so clearing the field to type "12" does not snap back to 1.
  const [typed, setTyped] = useState("1");
  const serve = (n: number) => {
    const next = clampServings(n);
    onChange(next);
    setTyped(String(next));
  };
  return (
    <div className="station-servings" role="group" aria-labelledby="servings-label">
      <span id="servings-label" className="station-control-label">
        Servings
      </span>
      <button type="button" className="secondary" aria-label="One serving fewer" disabled={servings <= 1} onClick={() => serve(servings - 1)}>
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
          if (Number.isInteger(n) && n >= 1 && n <= MAX_SERVINGS) onChange(n);
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
  );
}

/** ml or oz, for every amount on the page. */
export function UnitsChoice({ units, onChange }: { units: UnitSystem; onChange: (units: UnitSystem) => void }) {
  return (
    <fieldset className="station-units">
      <legend>Units</legend>
      {UNIT_SYSTEMS.map((u) => (
        <label key={u} className="toggle">
          <input type="radio" name="units" value={u} checked={units === u} onChange={() => onChange(u)} />
          {u}
        </label>
      ))}
    </fieldset>
  );
}

/** How the drink is mixed, which sets the water a batch needs; "Not said" only until one is chosen. */
export function MethodChoice({ method, onChange }: { method: MixMethod | null; onChange: (method: MixMethod | null) => void }) {
  return (
    <label className="station-method">
      Mixed
      <select
        value={method ?? ""}
        onChange={(e) => onChange((MIX_METHODS as readonly string[]).includes(e.target.value) ? (e.target.value as MixMethod) : null)}
      >
        {method === null && <option value="">Not said</option>}
        {MIX_METHODS.map((m) => (
          <option key={m} value={m}>
            {METHOD_LABELS[m]}
          </option>
        ))}
      </select>
    </label>
  );
}
