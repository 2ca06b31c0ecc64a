import Link from "next/link";
import type { RecipeListItem } from "@/domain/types";
import { DeleteButton } from "./delete-button";
import { formatDate } from "./format";

function stepsOf(steps: unknown): string[] {
  if (Array.isArray(steps)) return steps.map((s) => (typeof s === "string" ? s : JSON.stringify(s)));
  if (typeof steps === "string" && steps.trim()) return [steps];
  return [];
}

/** A recipe with each ingredient marked in stock or missing, as the API evaluated it. */
export function RecipeCard({ recipe, showDrink = true }: { recipe: RecipeListItem; showDrink?: boolean }) {
  const steps = stepsOf(recipe.steps);
  const headingId = `recipe-${recipe.id}`;
  return (
    <li className="card recipe" aria-labelledby={headingId} data-missing={recipe.missingCount}>
      <header>
        <div>
          <h3 id={headingId}>{recipe.title}</h3>
          <div className="meta">
            {recipe.glassware && <span>Glass: {recipe.glassware}</span>}
            {recipe.garnish && <span>Garnish: {recipe.garnish}</span>}
            {showDrink && recipe.sourceDrinkId && recipe.sourceDrink && (
              <span>
                For <Link href={`/drinks/${encodeURIComponent(recipe.sourceDrinkId)}`}>{recipe.sourceDrink.name}</Link>
              </span>
            )}
            <span>Added {formatDate(recipe.createdAt)}</span>
          </div>
        </div>
        {recipe.missingCount === 0 ? (
          <span className="badge ok">Can make now</span>
        ) : (
          <span className="badge warn">
            {recipe.missingCount} missing
          </span>
        )}
      </header>
      <div className="recipe-body">
        <div>
          <h4>Ingredients</h4>
          <ul className="ingredients">
            {recipe.ingredients.map((ing, i) => (
              <li key={i}>
                {ing.available ? (
                  <span className="ingredient-mark ok">
                    <span aria-hidden="true">✓</span>
                    <span className="visually-hidden">In stock:</span>
                  </span>
                ) : (
                  <span className="ingredient-mark missing">
                    <span aria-hidden="true">✗</span>
                    <span className="visually-hidden">Missing:</span>
                  </span>
                )}
                <span>
                  {ing.amount && <span className="amount">{ing.amount} </span>}
                  {ing.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {steps.length > 0 && (
          <div>
            <h4>Steps</h4>
            <ol className="steps">
              {steps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {recipe.notes && <p className="muted small" style={{ marginTop: "0.75rem", whiteSpace: "pre-line" }}>{recipe.notes}</p>}
      <footer>
        <DeleteButton url={`/api/recipes/${encodeURIComponent(recipe.id)}`} what={`recipe “${recipe.title}”`} />
      </footer>
    </li>
  );
}
