import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Panel } from "@/components/ui/panel";
import { RecipeResults, RecipeToolbar } from "@/components/recipes/recipe-browser";
import { RecipeForm } from "@/components/recipes/recipe-form";
import { EmptyState } from "@/components/welcome/empty-state";
import { NameSuggestions } from "@/components/recipes/name-suggestions";
import { readRecipeQuery, recipeQueryParams } from "@/domain/recipe-query";
import { requirePageUser } from "@/server/auth/better-auth";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { listDrinksForUser } from "@/server/db/drinks";
import { listHouseholdsForUser } from "@/server/db/households";
import { browseHouseholdRecipesForUser, browseRecipesForUser } from "@/server/recipes/browse";
import { HouseholdRecipes } from "@/components/recipes/household-recipes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("recipes.page"))("title") };
}

const SUGGESTIONS_ID = "ingredient-suggestions";

export default async function RecipesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const params = await searchParams;
  const query = readRecipeQuery(params);
  const locale = await getLocale();
  const shelf = listBarItemsForUser({ userId: user.id });
  const households = listHouseholdsForUser({ userId: user.id }).then((all) => all.map(({ id, name, role }) => ({ id, name, role })));
  const [page, drinks, barItems, myHouseholds, shared] = await Promise.all([
    browseRecipesForUser({ userId: user.id, query, offset: 0, barItems: shelf, locale }),
    listDrinksForUser({ userId: user.id }),
    shelf,
    households,
    households.then((all) => (all.length > 0 ? browseHouseholdRecipesForUser({ userId: user.id, barItems: shelf, all: params.shared === "all", locale }) : null)),
  ]);
  // ?drink=<id> preselects one of the caller's own drinks; anything else is ignored.
  const preselected = drinks.find((d) => d.id === params.drink);
  const drinkOptions = drinks.map((d) => ({ id: d.id, name: d.name }));
  const search = recipeQueryParams(query).toString();
  const none = page.counts.all === 0;
  const t = await getTranslations("recipes.page");

  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("lead")}</p>
        </div>
      </div>
      {none && (
        <EmptyState
          heading={t("emptyHeading")}
          href={barItems.length === 0 ? "/welcome" : "/welcome?step=make"}
          action={barItems.length === 0 ? t("emptyStart") : t("emptySee")}
          more={{ href: "/recommend#catalogue", label: t("emptyBrowse") }}
        >
          {barItems.length === 0 ? t("emptyTextNoBar") : t("emptyText")}
        </EmptyState>
      )}
      <NameSuggestions id={SUGGESTIONS_ID} shelf={barItems.map((b) => b.name)} />
      <Panel id="new-recipe" summary={preselected ? t("newFor", { drink: preselected.name }) : t("new")} defaultOpen={none || Boolean(preselected)}>
        <RecipeForm key={preselected?.id ?? "none"} drinks={drinkOptions} suggestionsId={SUGGESTIONS_ID} defaultDrinkId={preselected?.id} />
      </Panel>
      {!none && (
        <section aria-labelledby="recipes-heading" className="section">
          <h2 id="recipes-heading">{t("yours")}</h2>
          <RecipeToolbar query={query} counts={page.counts} />
          {page.total === 0 ? (
            <div className="empty">
              <p>{t("noMatch")}</p>
              <Link className="button secondary small" href="/recipes">
                {t("showAll")}
              </Link>
            </div>
          ) : (
            <RecipeResults key={search} first={page} search={search} drinks={drinkOptions} suggestionsId={SUGGESTIONS_ID} households={myHouseholds} />
          )}
        </section>
      )}
      {shared && <HouseholdRecipes shared={shared} households={myHouseholds} showAllHref={`/recipes?${search ? `${search}&` : ""}shared=all#household-recipes-heading`} />}
    </>
  );
}
