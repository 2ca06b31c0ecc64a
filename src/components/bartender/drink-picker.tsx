"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import {
  pickSurprise,
  searchChoices,
  stationHref,
  STRENGTH_LABELS,
  STRENGTHS,
  surpriseCandidates,
  type StationChoice,
  type SurpriseFilter,
} from "@/domain/station";

const PAGE = 12;

function distinct(choices: readonly StationChoice[], field: "spirits" | "styles"): string[] {
  return [...new Set(choices.flatMap((c) => c[field]))].sort();
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).replace(/-/g, " ");
}

/** A filter of "surprise me": "Any", or one of the options. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: [value: string, label: string][];
  onChange: (value: string | null) => void;
}) {
  return (
    <label>
      {label}
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Surprise me": a random makeable drink, narrowed by base spirit, style and strength. */
function SurpriseMe({ choices, current }: { choices: readonly StationChoice[]; current: string | null }) {
  const router = useRouter();
  const [filter, setFilter] = useState<SurpriseFilter>({ spirit: null, style: null, strength: null });
  const [nothing, setNothing] = useState(false);
  const candidates = surpriseCandidates(choices, filter).length;
  const spirits = useMemo(() => distinct(choices, "spirits"), [choices]);
  const styles = useMemo(() => distinct(choices, "styles"), [choices]);

  function change(next: Partial<SurpriseFilter>) {
    setFilter((f) => ({ ...f, ...next }));
    setNothing(false);
  }

  function surprise() {
    const pick = pickSurprise(choices, filter, current);
    setNothing(pick === null);
    if (pick) router.push(stationHref(pick.key));
  }

  return (
    <section className="card station-surprise" aria-labelledby="surprise-heading">
      <h2 id="surprise-heading">Surprise me</h2>
      <div className="station-filters">
        <FilterSelect label="Base spirit" value={filter.spirit} options={spirits.map((s) => [s, capitalise(s)])} onChange={(spirit) => change({ spirit })} />
        <FilterSelect label="Style" value={filter.style} options={styles.map((s) => [s, capitalise(s)])} onChange={(style) => change({ style })} />
        <FilterSelect
          label="Strength"
          value={filter.strength}
          options={STRENGTHS.map((s) => [s, STRENGTH_LABELS[s]])}
          onChange={(value) => change({ strength: STRENGTHS.find((s) => s === value) ?? null })}
        />
      </div>
      <div className="form-actions">
        <button type="button" onClick={surprise}>
          Surprise me
        </button>
        <span className="muted small" aria-live="polite">
          {candidates === 1 ? "1 drink you can make fits" : `${candidates} drinks you can make fit`}
        </span>
      </div>
      {nothing && (
        <p role="status" className="muted">
          Nothing you can make right now fits. Loosen a filter, or add bottles on your <Link href="/bar">bar</Link>.
        </p>
      )}
    </section>
  );
}

/** Search over the user's recipes and the catalogue, by title or ingredient. */
export function DrinkPicker({ choices, current }: { choices: readonly StationChoice[]; current: string | null }) {
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(PAGE);
  const found = useMemo(() => searchChoices(choices, query), [choices, query]);
  const listId = useId();

  return (
    <div className="station-picker">
      <SurpriseMe choices={choices} current={current} />
      <section className="card" aria-labelledby="find-heading">
        <h2 id="find-heading">Find a drink</h2>
        <label>
          Search your recipes and the catalogue
          <input
            type="search"
            value={query}
            placeholder="Negroni, gin, lime…"
            aria-controls={listId}
            onChange={(e) => {
              setQuery(e.target.value);
              setShown(PAGE);
            }}
          />
        </label>
        <p className="muted small" aria-live="polite">
          {found.length === 0 ? "No drink has that in its name or ingredients." : `${found.length} drinks`}
        </p>
        <ul className="station-results" id={listId} aria-label="Drinks">
          {found.slice(0, shown).map((c) => (
            <li key={c.key}>
              <Link href={stationHref(c.key)} aria-current={c.key === current ? "true" : undefined}>
                <span className="station-result-title">{c.title}</span>
                <span className="station-result-meta">
                  <span className="muted small">{c.source === "recipe" ? "Your recipe" : "Catalogue"}</span>
                  {c.missingCount === 0 ? (
                    <span className="badge ok">Can make</span>
                  ) : (
                    <span className="badge warn">{c.missingCount} missing</span>
                  )}
                </span>
                <span className="station-result-ingredients muted small">{c.ingredientNames.join(", ")}</span>
              </Link>
            </li>
          ))}
        </ul>
        {found.length > shown && (
          <button type="button" className="secondary" onClick={() => setShown((n) => n + PAGE * 2)}>
            Show more ({found.length - shown} left)
          </button>
        )}
      </section>
    </div>
  );
}
