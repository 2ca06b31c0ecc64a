import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DrinkDetails } from "@/components/drinks/drink-details";
import { LinkRecipeForm } from "@/components/drinks/link-recipe-form";
import { RecipeCard } from "@/components/recipes/recipe-card";
import { isWellFormedId } from "@/domain/schemas/common";
import { requirePageUser } from "@/server/auth/better-auth";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { listSubstituteRulesForUser } from "@/server/db/substitutes";
import { getDrinkForUser, listDrinksForUser } from "@/server/db/drinks";
import { listRecipesForUser } from "@/server/db/recipes";
import { describePhotosForUser } from "@/server/photos/describe";
import { getUserSettingsForUser } from "@/server/db/user-settings";
import { toRecipeViews } from "@/server/recipes/browse";

/** One read of the drink per request, shared by the title and the page. */
const drinkFor = cache((userId: string, id: string) => getDrinkForUser({ userId, id }));

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const user = await requirePageUser();
  const { id } = await params;
  const drink = isWellFormedId(id) ? await drinkFor(user.id, id) : null;
  return { title: drink ? drink.name : (await getTranslations("drinks.page"))("drinkTitle") };
}

export default async function DrinkPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  // An id of the wrong shape is simply not found; it never reaches the database.
  if (!isWellFormedId(id)) notFound();
  const [drink, allRecipes, drinks, shelf, substitutes, settings] = await Promise.all([
    drinkFor(user.id, id),
    listRecipesForUser({ userId: user.id }),
    listDrinksForUser({ userId: user.id }),
    listBarItemsForUser({ userId: user.id }),
    listSubstituteRulesForUser({ userId: user.id }),
    getUserSettingsForUser({ userId: user.id }),
  ]);
  if (!drink) notFound();
  const photos = await describePhotosForUser({ userId: user.id, urls: [drink.imageUrl] });
  // The recipes that recreate the drink, and the one it was made from at the station.
  const recipes = toRecipeViews(
    allRecipes.filter((r) => r.sourceDrinkId === drink.id || r.id === drink.madeFromRecipeId),
    shelf,
    { substitutes, currency: settings.currency, locale: await getLocale() },
  );
  const madeFrom = allRecipes.find((r) => r.id === drink.madeFromRecipeId) ?? null;
  const drinkOptions = drinks.map((d) => ({ id: d.id, name: d.name }));
  const t = await getTranslations("drinks.page");
  const addRecipe = `/recipes?drink=${encodeURIComponent(drink.id)}#new-recipe`;
  const linkable = allRecipes
    .filter((r) => r.sourceDrinkId !== drink.id && r.id !== drink.madeFromRecipeId)
    .map((r) => ({ id: r.id, title: r.title, drinkName: r.sourceDrink?.name ?? null }));

  return (
    <>
      <Link href="/drinks" className="back-link">
        <ArrowLeft aria-hidden="true" focusable="false" />
        {t("allDrinks")}
      </Link>
      <DrinkDetails
        drink={drink}
        photo={drink.imageUrl ? photos[drink.imageUrl] : undefined}
        addRecipeHref={addRecipe}
        madeFrom={madeFrom && { id: madeFrom.id, title: madeFrom.title }}
        glassware={madeFrom?.glassware ?? recipes.find((r) => r.glassware)?.glassware ?? null}
      />
      <section className="section" aria-labelledby="drink-recipes-heading">
        <h2 id="drink-recipes-heading">{t("recipesHeading")}</h2>
        {recipes.length === 0 ? (
          <div className="empty">
            <p>{t("noRecipes")}</p>
            <Link className="button secondary" href={addRecipe}>
              {t("addRecipe")}
            </Link>
          </div>
        ) : (
          <ul className="list" aria-label={t("recipesFor", { drink: drink.name })}>
            {recipes.map((r) => (
              <RecipeCard key={r.id} recipe={r} drinks={drinkOptions} showDrink={false} />
            ))}
          </ul>
        )}
        <LinkRecipeForm drinkId={drink.id} drinkName={drink.name} recipes={linkable} />
      </section>
    </>
  );
}
