"use client";

import Link from "next/link";
import { useId, useRef, useState, type FormEvent } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { MenuCandidateItem } from "./menu-candidate-item";
import { draftsOf, drinksToAdd, outcomesOf, recipeLabel, type Added, type Draft, type Skipped } from "./menu-drafts";
import type { MenuCandidateView } from "./use-menu-reading";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
      <h2 id={`${formId}-heading`}>{plural(drafts.length, "drink", "drinks")} on this menu</h2>
      <p className="muted small">Tick the drinks you want in your log, and correct what the scan misread.</p>
      <label>
        Venue
        <span className="hint">Where the menu is from: kept in each drink&apos;s notes.</span>
        <input value={venue} onChange={(e) => setVenue(e.target.value)} maxLength={200} autoComplete="off" />
      </label>
      <ul className="candidate-list" aria-label="Drinks read from the menu">
        {drafts.map((d) => (
          <MenuCandidateItem key={d.key} draft={d} recipe={recipeLabel(d, catalogueTitles)} edit={edit} />
        ))}
      </ul>
      <ProblemMessage problem={problem} />
      <div className="form-actions menu-add-bar">
        <button type="submit" disabled={ticked.length === 0 || pending}>
          {pending ? "Adding…" : ticked.length === 0 ? "Tick the drinks to add" : `Add ${plural(ticked.length, "drink", "drinks")}`}
        </button>
        <span role="status" className="status-ok small">
          {added.length > 0 ? `Added ${plural(added.length, "drink", "drinks")} to your log.` : ""}
        </span>
        {added.length > 0 && <Link href="/drinks">See your drinks</Link>}
      </div>
    </form>
  );
}
