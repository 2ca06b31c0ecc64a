"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import type { RecipeListItem } from "@/domain/types";
import { sendJson, type ApiProblem } from "../ui/api";
import { EditFormActions, type InPlaceEdit } from "../ui/edit-in-place";
import { ProblemMessage } from "../ui/problem-message";
import { IngredientRows } from "./ingredient-rows";
import { RecipeDetailFields, type DrinkOption } from "./recipe-detail-fields";
import { useAvailability, type Availability } from "./use-availability";
import { useIngredientRows, type IngredientRow } from "./use-ingredient-rows";

export type { DrinkOption } from "./recipe-detail-fields";

/** Non-empty lines of a textarea, one step each. */
export function stepsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The body to send for the form's fields, or a sentence saying what the user must add first. */
function recipeBody(data: FormData, rows: readonly IngredientRow[], answers: Map<string, Availability>) {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const ingredients = rows
    .filter((r) => r.name.trim())
    .map((r) => ({ name: r.name.trim(), amount: r.amount.trim(), available: answers.get(r.name.trim())?.available ?? false }));
  const steps = stepsFromText(text("steps"));
  if (ingredients.length === 0) return "needIngredient" as const;
  if (steps.length === 0) return "needStep" as const;
  return {
    title: text("title"),
    ingredients,
    steps,
    garnish: text("garnish") || null,
    glassware: text("glassware") || null,
    notes: text("notes") || null,
    sourceDrinkId: text("sourceDrinkId") || null,
  };
}

/**
 * Creates a recipe, or edits one in place when `initial` and `edit` are given. Each
 * ingredient shows what the server's matcher says about it (the bottle that meets it,
 * or why it is missing); that verdict is what is saved as `available`.
 */
export function RecipeForm({
  drinks,
  suggestionsId,
  defaultDrinkId,
  initial,
  edit,
}: {
  drinks: DrinkOption[];
  /** The id of a <datalist> of ingredient names (the shelf and the matcher's vocabulary). */
  suggestionsId?: string;
  defaultDrinkId?: string;
  initial?: RecipeListItem;
  edit?: InPlaceEdit;
}) {
  const router = useRouter();
  const t = useTranslations("recipes.form");
  const formId = useId();
  const ingredientRows = useIngredientRows(initial);
  const [pending, setPending] = useState(false);
  // A second submit before the button re-renders as disabled does nothing.
  const saving = useRef(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const answers = useAvailability(ingredientRows.rows.map((r) => r.name));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = recipeBody(new FormData(form), ingredientRows.rows, answers);
    setProblem(null);
    setCreated(null);
    if (typeof body === "string") return setProblem({ message: t(body), details: [] });
    if (initial && edit) {
      await edit.save(`/api/recipes/${encodeURIComponent(initial.id)}`, body);
      return;
    }
    if (saving.current) return;
    saving.current = true;
    setPending(true);
    const result = await sendJson("POST", "/api/recipes", body);
    saving.current = false;
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    form.reset();
    ingredientRows.reset();
    setCreated(body.title);
    router.refresh();
  }

  return (
    <form id={formId} className="stack" onSubmit={onSubmit} aria-label={initial ? t("editLabel", { title: initial.title }) : t("newLabel")}>
      <label>
        {t("title")}
        <input
          name="title"
          required
          maxLength={200}
          autoComplete="off"
          placeholder={t("titlePlaceholder")}
          defaultValue={initial?.title}
          autoFocus={Boolean(initial)}
        />
      </label>
      <IngredientRows state={ingredientRows} answers={answers} suggestionsId={suggestionsId} />
      <RecipeDetailFields drinks={drinks} defaultDrinkId={defaultDrinkId} initial={initial} />
      <ProblemMessage problem={problem} />
      {edit ? (
        <EditFormActions state={edit} />
      ) : (
        <div className="form-actions">
          <button type="submit" disabled={pending}>
            {pending ? t("saving") : t("save")}
          </button>
          <span role="status" className="status-ok small">
            {created ? t("saved", { title: created }) : ""}
          </span>
        </div>
      )}
    </form>
  );
}
