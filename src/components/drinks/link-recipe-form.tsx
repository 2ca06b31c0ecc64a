"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

export interface LinkableRecipe {
  id: string;
  title: string;
  /** The drink the recipe is linked to now, if any; linking here moves it. */
  drinkName: string | null;
}

/** "Add a recipe" from a drink page, choosing one of the caller's existing recipes. */
export function LinkRecipeForm({ drinkId, drinkName, recipes }: { drinkId: string; drinkName: string; recipes: LinkableRecipe[] }) {
  const router = useRouter();
  const t = useTranslations("drinks.link");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [linked, setLinked] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const recipeId = String(new FormData(event.currentTarget).get("recipeId") ?? "");
    const recipe = recipes.find((r) => r.id === recipeId);
    if (!recipe) return;
    setPending(true);
    setProblem(null);
    const result = await sendJson("PATCH", `/api/recipes/${encodeURIComponent(recipe.id)}`, { sourceDrinkId: drinkId });
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setLinked(recipe.title);
    router.refresh();
  }

  if (recipes.length === 0) return null;
  return (
    <form className="row link-recipe" onSubmit={onSubmit} aria-label={t("label", { drink: drinkName })}>
      <label style={{ flex: "1 1 240px" }}>
        {t("orLink")}
        <select name="recipeId" required defaultValue="">
          <option value="" disabled>
            {t("choose")}
          </option>
          {recipes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.drinkName ? t("nowFor", { title: r.title, drink: r.drinkName }) : r.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="secondary" disabled={pending} style={{ alignSelf: "flex-end" }}>
        {pending ? t("linking") : t("link")}
      </button>
      <span role="status" className="status-ok small" style={{ alignSelf: "flex-end" }}>
        {linked ? t("linked", { title: linked }) : ""}
      </span>
      <ProblemMessage problem={problem} />
    </form>
  );
}
