"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("recipes.sharing");
  if (households.length === 0 || recipe.householdId === undefined) return null;
  const url = `/api/recipes/${encodeURIComponent(recipe.id)}`;
  if (recipe.householdId !== null) {
    return (
      <>
        <button
          type="button"
          className="secondary"
          disabled={action.pending}
          onClick={() => action.run([{ method: "PATCH", url, body: { householdId: null } }], t("yoursAgain", { title: recipe.title }))}
        >
          {t("stop")}<span className="visually-hidden"> {recipe.title}</span>
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
            onClick={() => action.run([{ method: "PATCH", url, body: { householdId: h.id } }], t("nowShared", { title: recipe.title, household: h.name }))}
          >
            {t("shareWith", { household: h.name })}
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
  const t = useTranslations("recipes.sharing");
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
        onClick={() => action.run([{ method: "POST", url: "/api/recipes", body }], t("nowYours", { title: recipe.title }))}
      >
        <Plus aria-hidden="true" focusable="false" />
        {t("addCopy")}<span className="visually-hidden">: {recipe.title}</span>
      </button>
      <ActionOutcome action={action} />
    </>
  );
}
