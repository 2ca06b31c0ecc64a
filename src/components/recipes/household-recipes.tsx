import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { RecipeView } from "@/domain/recipe-query";
import { RecipeCard } from "./recipe-card";
import type { RecipeHousehold } from "./recipe-sharing";

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
  const t = useTranslations("recipes.household");
  const format = useFormatter();
  return (
    <section aria-labelledby="household-recipes-heading" className="section">
      <h2 id="household-recipes-heading">{t("heading")}</h2>
      {shared.items.length === 0 ? (
        <p className="muted">
          {t("none", { households: format.list(names, { type: "disjunction" }), first: names[0] ?? "" })}
        </p>
      ) : (
        <>
          <p className="muted small">
            {t("lead")}
          </p>
          <ul className="list compact" aria-label={t("heading")}>
            {shared.items.map((r) => (
              <RecipeCard key={r.id} recipe={r} drinks={[]} />
            ))}
          </ul>
          {shared.total > shared.items.length && (
            <div className="form-actions">
              <Link className="button secondary" href={showAllHref} scroll={false}>
                {t("showAll", { count: shared.total })}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
