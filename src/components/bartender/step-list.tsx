"use client";

import { useTranslations } from "next-intl";
import { useStoredValue } from "../ui/use-stored-value";

function readTicks(stored: string | null): Set<number> {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []);
  } catch {
    return new Set();
  }
}

/** The steps, ticked off as you go; the ticks are kept in local storage so a screen lock does not lose them. */
export function StepList({ drinkKey, steps }: { drinkKey: string; steps: readonly string[] }) {
  const [stored, setStored] = useStoredValue(`barshelf:bartender:ticks:${drinkKey}`);
  const ticks = readTicks(stored);
  const t = useTranslations("bartender.steps");
  if (steps.length === 0) return null;

  function toggle(index: number, on: boolean) {
    const next = new Set(ticks);
    if (on) next.add(index);
    else next.delete(index);
    setStored(next.size === 0 ? null : JSON.stringify([...next].sort((a, b) => a - b)));
  }

  return (
    <section aria-labelledby="steps-heading">
      <div className="row spread">
        <h3 id="steps-heading">{t("heading")}</h3>
        {ticks.size > 0 && (
          <button type="button" className="ghost small" onClick={() => setStored(null)}>
            {t("clear")}
          </button>
        )}
      </div>
      <ol className="station-steps">
        {steps.map((step, i) => (
          <li key={i}>
            <label className="inline">
              <input type="checkbox" checked={ticks.has(i)} onChange={(e) => toggle(i, e.target.checked)} />
              <span>{step}</span>
            </label>
          </li>
        ))}
      </ol>
      <p className="muted small" aria-live="polite">
        {t("done", { done: ticks.size, total: steps.length })}
      </p>
    </section>
  );
}
