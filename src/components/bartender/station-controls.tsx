"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { UNIT_SYSTEMS, type UnitSystem } from "@/domain/amounts";
import { MAX_SERVINGS, MIX_METHODS, type MixMethod } from "@/domain/batch";

function clampServings(value: number): number {
  return Math.min(MAX_SERVINGS, Math.max(1, Math.round(Number.isFinite(value) ? value : 1)));
}

/** How many drinks the round makes: − and + buttons around a number field. */
export function ServingsStepper({ servings, onChange }: { servings: number; onChange: (servings: number) => void }) {
  // What is typed, kept apart so clearing the field to type "12" does not snap back to 1.
  const [typed, setTyped] = useState("1");
  const t = useTranslations("bartender.controls");
  const serve = (n: number) => {
    const next = clampServings(n);
    onChange(next);
    setTyped(String(next));
  };
  return (
    <div className="station-servings" role="group" aria-labelledby="servings-label">
      <span id="servings-label" className="station-control-label">
        {t("servings")}
      </span>
      <button type="button" className="secondary" aria-label={t("fewer")} disabled={servings <= 1} onClick={() => serve(servings - 1)}>
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
        aria-label={t("more")}
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
  const t = useTranslations("bartender.controls");
  return (
    <fieldset className="station-units">
      <legend>{t("units")}</legend>
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
  const t = useTranslations("bartender.controls");
  return (
    <label className="station-method">
      {t("mixed")}
      <select
        value={method ?? ""}
        onChange={(e) => onChange((MIX_METHODS as readonly string[]).includes(e.target.value) ? (e.target.value as MixMethod) : null)}
      >
        {method === null && <option value="">{t("notSaid")}</option>}
        {MIX_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`methods.${m}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
