"use client";

import { useState } from "react";
import type { RecipeListItem } from "@/domain/types";
import { RecipeCard } from "./recipe-card";

/** The caller's recipes, newest first, with a "can make now" filter. */
export function RecipeList({ recipes }: { recipes: RecipeListItem[] }) {
  const [canMakeOnly, setCanMakeOnly] = useState(false);
  const makeable = recipes.filter((r) => r.missingCount === 0).length;
  const shown = canMakeOnly ? recipes.filter((r) => r.missingCount === 0) : recipes;
  return (
    <section aria-labelledby="recipes-heading" className="section">
      <div className="row spread">
        <h2 id="recipes-heading">Your recipes</h2>
        <label className="toggle">
          <input type="checkbox" checked={canMakeOnly} onChange={(e) => setCanMakeOnly(e.target.checked)} />
          Can make now ({makeable})
        </label>
      </div>
      <p className="visually-hidden" role="status">
        {canMakeOnly ? `Showing ${shown.length} recipes you can make now.` : `Showing all ${shown.length} recipes.`}
      </p>
      {shown.length === 0 ? (
        <div className="empty">
          <p>
            None of your recipes can be made with what is in stock right now. Mark bottles as refilled on your bar, or
            turn off the filter.
          </p>
          <button type="button" className="secondary small" onClick={() => setCanMakeOnly(false)}>
            Show all recipes
          </button>
        </div>
      ) : (
        <ul className="list" aria-label={canMakeOnly ? "Recipes you can make now" : "All recipes"}>
          {shown.map((r) => (
            <RecipeCard key={r.id} recipe={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
