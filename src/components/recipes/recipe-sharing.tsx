"use client";

import { Plus } from "lucide-react";
import { mayDo, type HouseholdRole } from "@/domain/households";
import type { RecipeView } from "@/domain/recipe-query";
import { ActionOutcome } from "../ui/action-outcome";
import { useApiAction } from "../ui/use-api-action";

/** A household the user is in, as a recipe's card needs it: where the recipe may be shared. */
export interface RecipeHousehold {
  id: string;
  name: string;
  role: HouseholdRole;
}

/**
 * One's own recipe: "Share with <household>" for each household whose role lets one share, or
 * "Stop sharing" while it is shared; one tap each. Nothing for someone in no household.
 */
export function RecipeShareButtons({ recipe, households }: { recipe: RecipeView; households: readonly RecipeHousehold[] }) {
  const action = useApiAction();
  if (households.length === 0 || recipe.householdId === undefined) return null;
  const url = `/api/recipes/${encodeURIComponent(recipe.id)}`;
  if (recipe.householdId !== null) {
    return (
      <>
        <button
          type="button"
          className="secondary"
          disabled={action.pending}
          onClick={() => action.run([{ method: "PATCH", url, body: { householdId: null } }], `${recipe.title} is yours alone again.`)}
        >
          Stop sharing<span className="visually-hidden"> {recipe.title}</span>
        </button>
        <ActionOutcome action={action} />
      </>
    );
  }
  return (
    <>
      {households
        .filter((h) => mayDo(h.role, "shareRecipe"))
        .map((h) => (
          <button
            key={h.id}
            type="button"
            className="secondary"
            disabled={action.pending}
            onClick={() => action.run([{ method: "PATCH", url, body: { householdId: h.id } }], `${recipe.title} is now shared with ${h.name}.`)}
          >
            Share with {h.name}
            <span className="visually-hidden">: {recipe.title}</span>
          </button>
        ))}
      <ActionOutcome action={action} />
    </>
  );
}

function stepsText(steps: unknown): string[] {
  if (Array.isArray(steps)) return steps.map((s) => (typeof s === "string" ? s : JSON.stringify(s))).filter((s) => s.trim() !== "");
  return typeof steps === "string" && steps.trim() ? [steps] : [];
}

/** A housemate's recipe, copied into one's own with the ordinary create (its Idempotency-Key makes a retried tap one copy). */
export function AddCopyButton({ recipe }: { recipe: RecipeView }) {
  const action = useApiAction();
  const body = {
    title: recipe.title,
    ingredients: recipe.ingredients.map(({ name, amount }) => ({ name, amount, available: false })),
    steps: stepsText(recipe.steps),
    garnish: recipe.garnish,
    glassware: recipe.glassware,
    notes: recipe.notes,
  };
  return (
    <>
      <button
        type="button"
        className="secondary"
        disabled={action.pending || action.done !== null}
        onClick={() => action.run([{ method: "POST", url: "/api/recipes", body }], `${recipe.title} is now in your recipes.`)}
      >
        <Plus aria-hidden="true" focusable="false" />
        Add to my recipes<span className="visually-hidden">: {recipe.title}</span>
      </button>
      <ActionOutcome action={action} />
    </>
  );
}
