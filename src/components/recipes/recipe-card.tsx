"use client";

import { ConciergeBell } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { RecipeView } from "@/domain/recipe-query";
import { glassShapeFor } from "@/domain/glass-shape";
import { recipeKey } from "@/domain/station";
import { DeleteButton } from "../ui/delete-button";
import { CostFigures, StrengthFigures } from "../ui/drink-figures";
import { EditButton, useInPlaceEdit, type InPlaceEdit } from "../ui/edit-in-place";
import { useFormatDate } from "../ui/format";
import { GlassArt } from "../ui/glass-art";
import { AcceptSubstituteButton } from "../substitutes/substitute-list";
import { RecipeForm, type DrinkOption } from "./recipe-form";
import { AddCopyButton, RecipeShareButtons, type RecipeHousehold } from "./recipe-sharing";
import { useAvailabilityText } from "./use-availability";

function stepsOf(steps: unknown): string[] {
  if (Array.isArray(steps)) return steps.map((s) => (typeof s === "string" ? s : JSON.stringify(s)));
  if (typeof steps === "string" && steps.trim()) return [steps];
  return [];
}

/** What one may do with a recipe: one's own is made, edited, deleted and shared; a housemate's is only copied. */
function RecipeActions({ recipe, edit, households }: { recipe: RecipeView; edit: InPlaceEdit; households: readonly RecipeHousehold[] }) {
  const t = useTranslations("recipes.card");
  if (recipe.sharedBy) {
    return (
      <footer className="row">
        <AddCopyButton recipe={recipe} />
      </footer>
    );
  }
  return (
    <footer className="row">
      <Link className="button" href={`/bartender?drink=${encodeURIComponent(recipeKey(recipe.id))}`}>
        <ConciergeBell aria-hidden="true" focusable="false" />
        {t("makeIt")}<span className="visually-hidden"> {t("makeItAt", { title: recipe.title })}</span>
      </Link>
      <EditButton state={edit} what={t("what", { title: recipe.title })} />
      <DeleteButton url={`/api/recipes/${encodeURIComponent(recipe.id)}`} what={t("what", { title: recipe.title })} />
      <RecipeShareButtons recipe={recipe} households={households} />
    </footer>
  );
}

/** An opened recipe's meta line, ingredients with what meets each, steps, notes and actions. */
function RecipeDetails({
  recipe,
  steps,
  showDrink,
  edit,
  households,
}: {
  recipe: RecipeView;
  steps: string[];
  showDrink: boolean;
  edit: InPlaceEdit;
  households: readonly RecipeHousehold[];
}) {
  const sharedIn = recipe.householdId ? households.find((h) => h.id === recipe.householdId) : undefined;
  const t = useTranslations("recipes.card");
  const formatDate = useFormatDate();
  const availabilityText = useAvailabilityText();
  return (
    <>
      <div className="meta">
        {recipe.sharedBy && (
          <span>
            {t("sharedByIn", { owner: recipe.sharedBy.ownerName, household: recipe.sharedBy.householdName })}
          </span>
        )}
        {sharedIn && <span>{t("sharedWith", { household: sharedIn.name })}</span>}
        {recipe.glassware && <span>{t("glass", { glass: recipe.glassware })}</span>}
        {recipe.garnish && <span>{t("garnish", { garnish: recipe.garnish })}</span>}
        {showDrink && recipe.sourceDrinkId && recipe.sourceDrink && (
          <span>
            {t("for")} <Link href={`/drinks/${encodeURIComponent(recipe.sourceDrinkId)}`}>{recipe.sourceDrink.name}</Link>
          </span>
        )}
        <span>{t("added", { date: formatDate(recipe.createdAt) })}</span>
      </div>
      <div className="recipe-body">
        <div>
          <h4>{t("ingredients")}</h4>
          <ul className="ingredients">
            {recipe.ingredients.map((ing, i) => {
              const why = recipe.explained[i];
              return (
                <li key={i}>
                  <span className={`ingredient-mark ${ing.available ? "ok" : "missing"}`}>
                    <span aria-hidden="true">{ing.available ? "✓" : "✗"}</span>
                    <span className="visually-hidden">{ing.available ? t("inStock") : t("missing")}</span>
                  </span>
                  <span>
                    {ing.amount && <span className="amount">{ing.amount} </span>}
                    {ing.name}
                    {why && <span className="why"> {availabilityText({ available: ing.available, ...why })}</span>}
                    {!ing.available && why?.offer && <AcceptSubstituteButton line={ing.name} offer={why.offer} />}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        {steps.length > 0 && (
          <div>
            <h4>{t("steps")}</h4>
            <ol className="steps">
              {steps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {recipe.notes && <p className="muted small recipe-notes">{recipe.notes}</p>}
      <StrengthFigures strength={recipe.strength} />
      <CostFigures cost={recipe.cost} currency={recipe.cost.currency} missingInSentence={recipe.cost.missingInSentence} />
      <RecipeActions recipe={recipe} edit={edit} households={households} />
    </>
  );
}

/**
 * A recipe as one compact row (title, badge, its ingredients on one line) that opens to
 * show each ingredient with what meets it or why it is missing, the steps, and the
 * actions. Editing happens in the card itself.
 */
export function RecipeCard({
  recipe,
  drinks,
  suggestionsId,
  showDrink = true,
  defaultOpen = false,
  households = [],
}: {
  recipe: RecipeView;
  drinks: DrinkOption[];
  suggestionsId?: string;
  showDrink?: boolean;
  defaultOpen?: boolean;
  /** The households the user is in, to share their own recipe with; none where the page offers no sharing. */
  households?: readonly RecipeHousehold[];
}) {
  const [open, setOpen] = useState(defaultOpen);
  const edit = useInPlaceEdit();
  const headingId = useId();
  const bodyId = useId();
  const steps = stepsOf(recipe.steps);
  const t = useTranslations("recipes.card");

  return (
    <li className={`card recipe${open ? " is-open" : ""}`} aria-labelledby={headingId} data-missing={recipe.missingCount}>
      <header className="recipe-head">
        <GlassArt
          shape={glassShapeFor({ glassware: recipe.glassware, text: steps, names: [recipe.title, recipe.sourceDrink?.name] })}
          className="glass-art glass-mini"
        />
        <h3 id={headingId}>
          <button type="button" className="recipe-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {recipe.title}
          </button>
        </h3>
        {recipe.missingCount === 0 ? (
          <span className="badge ok">{t("canMakeNow")}</span>
        ) : (
          <span className="badge warn">{t("missingCount", { count: recipe.missingCount })}</span>
        )}
        <p className="recipe-line muted small">{recipe.ingredients.map((i) => i.name).join(", ")}</p>
        {recipe.sharedBy && <p className="recipe-line muted small">{t("sharedBy", { owner: recipe.sharedBy.ownerName })}</p>}
      </header>
      {open && (
        <div id={bodyId} className="recipe-expanded">
          {edit.editing && !recipe.sharedBy ? (
            <RecipeForm drinks={drinks} suggestionsId={suggestionsId} initial={recipe} edit={edit} />
          ) : (
            <RecipeDetails recipe={recipe} steps={steps} showDrink={showDrink} edit={edit} households={households} />
          )}
        </div>
      )}
    </li>
  );
}
