import Link from "next/link";
import type { RecipeView } from "@/domain/recipe-query";
import { RecipeCard } from "./recipe-card";
import type { RecipeHousehold } from "./recipe-sharing";

/** Names in a sentence: "Flat 3", "Flat 3 or the studio". */
function orNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * /recipes for someone in a household: the recipes their housemates shared, read-only, each
 * with who shared it, checked against their own shelf; or how to share one when there are none.
 */
export function HouseholdRecipes({
  shared,
  households,
  showAllHref,
}: {
  shared: { items: RecipeView[]; total: number };
  households: readonly RecipeHousehold[];
  showAllHref: string;
}) {
  const names = households.map((h) => h.name);
  return (
    <section aria-labelledby="household-recipes-heading" className="section">
      <h2 id="household-recipes-heading">Household recipes</h2>
      {shared.items.length === 0 ? (
        <p className="muted">
          Nobody has shared a recipe with {orNames(names)} yet. Open one of your recipes and tap “Share with {names[0]}” to let everyone in it read it.
        </p>
      ) : (
        <>
          <p className="muted small">
            Shared by the people you live with: only whoever shared a recipe can change it, and you can add a copy to your own.
          </p>
          <ul className="list compact" aria-label="Household recipes">
            {shared.items.map((r) => (
              <RecipeCard key={r.id} recipe={r} drinks={[]} />
            ))}
          </ul>
          {shared.total > shared.items.length && (
            <div className="form-actions">
              <Link className="button secondary" href={showAllHref} scroll={false}>
                Show all {shared.total} household recipes
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
