"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import {
  pickSurprise,
  searchChoices,
  stationHref,
  STRENGTH_FROM_ABV,
  STRENGTHS,
  surpriseCandidates,
  type StationChoice,
  type SurpriseFilter,
} from "@/domain/station";
import { useFilterLabel } from "../ui/drink-filter-label";

const PAGE = 12;

function distinct(choices: readonly StationChoice[], field: "spirits" | "styles"): string[] {
  return [...new Set(choices.flatMap((c) => c[field]))];
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
  const t = useTranslations("bartender.picker");
  return (
    <label>
      {label}
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t("any")}</option>
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
  const t = useTranslations("bartender.picker");
  const label = useFilterLabel();
  const labelled = (values: readonly string[]): [string, string][] => values.map((v): [string, string] => [v, label(v)]).sort((a, b) => a[1].localeCompare(b[1]));

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
      <h2 id="surprise-heading">{t("surprise")}</h2>
      <div className="station-filters">
        <FilterSelect label={t("baseSpirit")} value={filter.spirit} options={labelled(spirits)} onChange={(spirit) => change({ spirit })} />
        <FilterSelect label={t("style")} value={filter.style} options={labelled(styles)} onChange={(style) => change({ style })} />
        <FilterSelect
          label={t("strength")}
          value={filter.strength}
          options={STRENGTHS.map((s) => [s, t(`strengths.${s}`, { medium: STRENGTH_FROM_ABV.medium, strong: STRENGTH_FROM_ABV.strong })])}
          onChange={(value) => change({ strength: STRENGTHS.find((s) => s === value) ?? null })}
        />
      </div>
      <div className="form-actions">
        <button type="button" onClick={surprise}>
          {t("surprise")}
        </button>
        <span className="muted small" aria-live="polite">
          {t("fit", { count: candidates })}
        </span>
      </div>
      {nothing && (
        <p role="status" className="muted">
          {t.rich("nothing", { bar: (chunks) => <Link href="/bar">{chunks}</Link> })}
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
  const t = useTranslations("bartender.picker");

  return (
    <div className="station-picker">
      <SurpriseMe choices={choices} current={current} />
      <section className="card" aria-labelledby="find-heading">
        <h2 id="find-heading">{t("find")}</h2>
        <label>
          {t("search")}
          <input
            type="search"
            value={query}
            placeholder={t("searchPlaceholder")}
            aria-controls={listId}
            onChange={(e) => {
              setQuery(e.target.value);
              setShown(PAGE);
            }}
          />
        </label>
        <p className="muted small" aria-live="polite">
          {found.length === 0 ? t("noneFound") : t("found", { count: found.length })}
        </p>
        <ul className="station-results" id={listId} aria-label={t("drinks")}>
          {found.slice(0, shown).map((c) => (
            <li key={c.key}>
              <Link href={stationHref(c.key)} aria-current={c.key === current ? "true" : undefined}>
                <span className="station-result-title">{c.title}</span>
                <span className="station-result-meta">
                  <span className="muted small">{c.source === "recipe" ? t("yourRecipe") : t("catalogue")}</span>
                  {c.missingCount === 0 ? (
                    <span className="badge ok">{t("canMake")}</span>
                  ) : (
                    <span className="badge warn">{t("missing", { count: c.missingCount })}</span>
                  )}
                </span>
                <span className="station-result-ingredients muted small">{c.ingredientNames.join(", ")}</span>
              </Link>
            </li>
          ))}
        </ul>
        {found.length > shown && (
          <button type="button" className="secondary" onClick={() => setShown((n) => n + PAGE * 2)}>
            {t("showMore", { count: found.length - shown })}
          </button>
        )}
      </section>
    </div>
  );
}
