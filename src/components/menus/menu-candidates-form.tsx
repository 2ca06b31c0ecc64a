"use client";

import Link from "next/link";
import { useId, useRef, useState, type FormEvent } from "react";
import type { MenuCandidate } from "@/domain/menu/types";
import { sendJson, type ApiProblem } from "../ui/api";
import { recipeHref } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";
import type { MenuCandidateView } from "./use-menu-reading";

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
  /** the name the menu read, by which the menu remembers what was added */
  menuName: string;
  /** the drink made from it, once added (from this page or before a reload) */
  addedId: string | null;
  /** the user's recipe it is the same as, when they have it already */
  inMyRecipes: { id: string; title: string } | null;
  /** skipped because the user has its recipe: added all the same ("Add a copy anyway") */
  addCopy: boolean;
}

interface Added { id: string; name: string; recipeId: string | null }
interface Skipped { name: string; recipe: { id: string; title: string } }

function draftsOf(candidates: readonly MenuCandidateView[]): Draft[] {
  return candidates.map((c, key) => ({
    key,
    ticked: false,
    name: c.name,
    description: c.description ?? "",
    price: c.price ?? "",
    catalogueId: c.catalogueId,
    ingredients: c.ingredients,
    withRecipe: c.catalogueId !== null || c.ingredients.length > 0,
    menuName: c.name,
    addedId: c.added?.drinkId ?? null,
    inMyRecipes: c.inMyRecipes,
    addCopy: false,
  }));
}

/** Whether a draft is done with: its drink was added, or it was skipped for the user's own recipe. */
function isSettled(draft: Draft): boolean {
  return draft.addedId !== null || (draft.inMyRecipes !== null && !draft.addCopy && !draft.ticked);
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
      drinks: ticked.map((d) => ({
        name: d.name,
        description: d.description,
        price: d.price,
        catalogueId: d.withRecipe ? d.catalogueId : null,
        ingredients: d.withRecipe && d.catalogueId === null ? d.ingredients : [],
        menuName: d.menuName,
        addCopy: d.addCopy,
      })),
    });
    sending.current = false;
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    const made = [...result.data.drinks];
    const skipped = [...result.data.existing];
    setAdded(result.data.drinks);
    // The answer lists the drinks added and those skipped, each in the order sent: take them back by name.
    const outcome = new Map<number, Partial<Draft>>();
    for (const d of ticked) {
      const drink = made.findIndex((m) => m.name === d.name.trim());
      if (drink >= 0) outcome.set(d.key, { addedId: made.splice(drink, 1)[0]!.id });
      const same = skipped.findIndex((e) => e.name === d.name.trim());
      if (drink < 0 && same >= 0) outcome.set(d.key, { inMyRecipes: skipped.splice(same, 1)[0]!.recipe, addCopy: false });
    }
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
        {drafts.map((d) => {
          const recipe = recipeLabel(d, catalogueTitles);
          return (
            <li key={d.key} className={d.ticked ? "candidate ticked" : "candidate"} data-settled={isSettled(d) || undefined}>
              {d.addedId !== null ? (
                <p className="status-ok small">
                  Added: <Link href={`/drinks/${d.addedId}`}>open {d.name}</Link>
                </p>
              ) : d.inMyRecipes !== null ? (
                <div className="stack">
                  <p className="small">
                    Already in your recipes: <Link href={recipeHref(d.inMyRecipes.title)}>{d.inMyRecipes.title}</Link>
                  </p>
                  <label className="inline candidate-tick">
                    <input type="checkbox" checked={d.addCopy} onChange={(e) => edit(d.key, { addCopy: e.target.checked, ticked: e.target.checked })} />
                    Add a copy anyway
                  </label>
                </div>
              ) : (
                <label className="inline candidate-tick">
                  <input type="checkbox" checked={d.ticked} onChange={(e) => edit(d.key, { ticked: e.target.checked })} />
                  Add {d.name.trim() || "this drink"}
                </label>
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
