"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import type { MenuCandidate } from "@/domain/menu/types";
import { sendJson, type ApiProblem } from "./api";
import { ProblemMessage } from "./problem-message";

/** A candidate as the user edits it; nothing is added until it is ticked. */
interface Draft {
  key: number;
  ticked: boolean;
  name: string;
  description: string;
  price: string;
  catalogueId: string | null;
  ingredients: MenuCandidate["ingredients"];
  /** attach the recipe the match or the listed ingredients give */
  withRecipe: boolean;
  /** the drink made from it, once added */
  addedId: string | null;
}

interface Added { id: string; name: string; recipeId: string | null }

function draftsOf(candidates: readonly MenuCandidate[]): Draft[] {
  return candidates.map((c, key) => ({
    key,
    ticked: false,
    name: c.name,
    description: c.description ?? "",
    price: c.price ?? "",
    catalogueId: c.catalogueId,
    ingredients: c.ingredients,
    withRecipe: c.catalogueId !== null || c.ingredients.length > 0,
    addedId: null,
  }));
}

/** What recipe a candidate brings, said plainly; null when it brings none. */
function recipeLabel(draft: Draft, catalogueTitles: Readonly<Record<string, string>>): string | null {
  if (draft.catalogueId !== null) return `With the catalogue's ${catalogueTitles[draft.catalogueId] ?? draft.catalogueId} recipe`;
  if (draft.ingredients.length > 0) return `With a recipe of its ingredients: ${draft.ingredients.map((i) => i.name).join(", ")}`;
  return null;
}

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
  candidates: readonly MenuCandidate[];
  catalogueTitles: Readonly<Record<string, string>>;
}) {
  const formId = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(candidates));
  const [venue, setVenue] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [added, setAdded] = useState<Added[]>([]);
  const ticked = drafts.filter((d) => d.ticked);

  function edit(key: number, change: Partial<Draft>) {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ticked.length === 0 || pending) return;
    setPending(true);
    setProblem(null);
    const result = await sendJson<{ drinks: Added[] }>("POST", `/api/uploads/${encodeURIComponent(uploadId)}/menu/drinks`, {
      venue,
      drinks: ticked.map((d) => ({
        name: d.name,
        description: d.description,
        price: d.price,
        catalogueId: d.withRecipe ? d.catalogueId : null,
        ingredients: d.withRecipe && d.catalogueId === null ? d.ingredients : [],
      })),
    });
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    const made = result.data.drinks;
    setAdded(made);
    const keys = ticked.map((d) => d.key);
    setDrafts((all) => all.map((d) => (keys.includes(d.key) ? { ...d, ticked: false, addedId: made[keys.indexOf(d.key)]?.id ?? null } : d)));
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
        {drafts.map((d) => {
          const recipe = recipeLabel(d, catalogueTitles);
          return (
            <li key={d.key} className={d.ticked ? "candidate ticked" : "candidate"}>
              <label className="inline candidate-tick">
                <input type="checkbox" checked={d.ticked} onChange={(e) => edit(d.key, { ticked: e.target.checked })} />
                Add {d.name.trim() || "this drink"}
              </label>
              {d.addedId !== null && (
                <p className="status-ok small">
                  Added: <Link href={`/drinks/${d.addedId}`}>open {d.name}</Link>
                </p>
              )}
              <div className="form-grid">
                <label>
                  Name
                  <input value={d.name} onChange={(e) => edit(d.key, { name: e.target.value })} required={d.ticked} maxLength={200} autoComplete="off" />
                </label>
                <label>
                  Price
                  <input value={d.price} onChange={(e) => edit(d.key, { price: e.target.value })} maxLength={50} autoComplete="off" />
                </label>
              </div>
              <label>
                Description
                <textarea value={d.description} onChange={(e) => edit(d.key, { description: e.target.value })} maxLength={2000} rows={2} />
              </label>
              {recipe !== null && (
                <label className="inline">
                  <input type="checkbox" checked={d.withRecipe} onChange={(e) => edit(d.key, { withRecipe: e.target.checked })} />
                  {recipe}
                </label>
              )}
            </li>
          );
        })}
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
