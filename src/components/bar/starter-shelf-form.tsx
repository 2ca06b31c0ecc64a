"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { StarterGroup, StarterKit } from "@/domain/starter-shelf";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { useShelfLabel } from "./category-label";

export type { StarterGroup };

interface StarterShelfFormProps {
  /** the bottles by shelf group, each named as the page's language writes it */
  groups: readonly StarterGroup[];
  /** quick picks: each ticks (or unticks) a typical shelf in one tap */
  kits?: readonly StarterKit[];
  /** the starter shelf's names (English) already on the user's bar: shown ticked, not sent again */
  onBar?: readonly string[];
  /** where to go once the ticked bottles are on the bar (else the page refreshes in place) */
  nextHref?: string;
  /** the button's words: "{count}" stands for how many are ticked; `emptyLabel` while none is */
  submitLabel?: string;
  emptyLabel?: string;
  className?: string;
  /** more ways on beside the button (the welcome path's skip link) */
  children?: React.ReactNode;
}

/**
 * A new user's first step: tick what is at home from the most common bottles, put them on the bar
 * at once, each named as the page showed it (the matcher reads "Zitrone" as it reads "Lemons").
 */
export function StarterShelfForm({ groups, kits = [], onBar = [], nextHref, submitLabel, emptyLabel, className, children }: StarterShelfFormProps) {
  const router = useRouter();
  const t = useTranslations("bar.starter");
  const groupLabel = useShelfLabel();
  const shownName = new Map(groups.flatMap((group) => group.items.map((item) => [item.name, item.shown])));
  const submit = submitLabel ?? (t.raw("submit") as string);
  const empty = emptyLabel ?? submit;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const { pending, problem, run } = useApiAction();
  const already = new Set(onBar);

  function toggle(names: readonly string[], on: boolean) {
    const next = new Set(ticked);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    setTicked(next);
  }

  return (
    <form
      className={["stack", className].filter(Boolean).join(" ")}
      onSubmit={async (e) => {
        e.preventDefault();
        const added = await run([{ method: "POST", url: "/api/starter-shelf", body: { names: [...ticked].map((name) => shownName.get(name) ?? name) } }], "");
        if (added && nextHref) router.push(nextHref);
      }}
    >
      {kits.length > 0 && (
        <div className="starter-kits" role="group" aria-label={t("quickPicks")}>
          <span className="muted small">{t("quickPicksLead")}</span>
          {kits.map((kit) => {
            const picked = kit.names.every((name) => ticked.has(name) || already.has(name));
            return (
              <button key={kit.id} type="button" className="secondary" aria-pressed={picked} onClick={() => toggle(kit.names.filter((n) => !already.has(n)), !picked)}>
                {t(`kits.${kit.id}` as never)}
              </button>
            );
          })}
        </div>
      )}
      <div className="starter-groups">
        {groups.map((group) => (
          <fieldset key={group.category}>
            <legend>{groupLabel(group.category, group.category)}</legend>
            {group.items.map(({ name, shown }) => (
              <label key={name} className="inline">
                <input
                  type="checkbox"
                  checked={already.has(name) || ticked.has(name)}
                  disabled={already.has(name)}
                  onChange={(e) => toggle([name], e.target.checked)}
                />
                {shown}
                {already.has(name) && <span className="visually-hidden"> {t("onYourBar")}</span>}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" disabled={pending || ticked.size === 0}>
          {pending ? t("putting") : (ticked.size === 0 ? empty : submit).replace("{count}", String(ticked.size))}
        </button>
        {children ?? <span className="muted small">{t("later")}</span>}
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}
