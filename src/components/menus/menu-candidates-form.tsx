"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useRef, useState, type FormEvent } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { MenuCandidateItem } from "./menu-candidate-item";
import { draftsOf, drinksToAdd, outcomesOf, recipeLabel, type Added, type Draft, type Skipped } from "./menu-drafts";
import type { MenuCandidateView } from "./use-menu-reading";

/**
 * The drinks read off a menu, each with a tick box (nothing is added without one), its name,
 * description and price editable, and whether to attach the recipe its catalogue match or its
 * listed ingredients give; one venue for the whole menu. "Add N drinks" creates them all or none.
 */
export function MenuCandidatesForm({
  uploadId,
  candidates,
  catalogueTitles,
}: {
  uploadId: string;
  candidates: readonly MenuCandidateView[];
  catalogueTitles: Readonly<Record<string, string>>;
}) {
  const formId = useId();
  const t = useTranslations("menus.candidates");
  const tc = useTranslations("menus.candidate");
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(candidates));
  const [venue, setVenue] = useState("");
  const [pending, setPending] = useState(false);
  // A second tap before the button re-renders as disabled does nothing.
  const sending = useRef(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [added, setAdded] = useState<Added[]>([]);
  const ticked = drafts.filter((d) => d.ticked);

  function edit(key: number, change: Partial<Draft>) {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ticked.length === 0 || sending.current) return;
    sending.current = true;
    setPending(true);
    setProblem(null);
    const result = await sendJson<{ drinks: Added[]; existing: Skipped[] }>("POST", `/api/uploads/${encodeURIComponent(uploadId)}/menu/drinks`, {
      venue,
      drinks: drinksToAdd(ticked),
    });
    sending.current = false;
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setAdded(result.data.drinks);
    const outcome = outcomesOf(ticked, result.data);
    setDrafts((all) => all.map((d) => (outcome.has(d.key) ? { ...d, ...outcome.get(d.key), ticked: false } : d)));
  }

  return (
    <form className="stack menu-candidates" onSubmit={onSubmit} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{t("heading", { count: drafts.length })}</h2>
      <p className="muted small">{t("lead")}</p>
      <label>
        {t("venue")}
        <span className="hint">{t("venueHint")}</span>
        <input value={venue} onChange={(e) => setVenue(e.target.value)} maxLength={200} autoComplete="off" />
      </label>
      <ul className="candidate-list" aria-label={t("listLabel")}>
        {drafts.map((d) => (
          <MenuCandidateItem key={d.key} draft={d} recipe={recipeLabel(d, catalogueTitles, tc)} edit={edit} />
        ))}
      </ul>
      <ProblemMessage problem={problem} />
      <div className="form-actions menu-add-bar">
        <button type="submit" disabled={ticked.length === 0 || pending}>
          {pending ? t("adding") : ticked.length === 0 ? t("tickToAdd") : t("addCount", { count: ticked.length })}
        </button>
        <span role="status" className="status-ok small">
          {added.length > 0 ? t("addedCount", { count: added.length }) : ""}
        </span>
        {added.length > 0 && <Link href="/drinks">{t("seeDrinks")}</Link>}
      </div>
    </form>
  );
}
