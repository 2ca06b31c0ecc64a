import type { Metadata } from "next";
import Link from "next/link";
import { RecipeForm } from "@/components/recipe-form";
import { RecipeList } from "@/components/recipe-list";
import { Panel } from "@/components/panel";
import { requirePageUser } from "@/server/auth";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { listDrinksForUser } from "@/server/db/drinks";
import { listRecipesForUser } from "@/server/db/recipes";

export const metadata: Metadata = { title: "Recipes" };

export default async function RecipesPage({ searchParams }: { searchParams: Promise<{ drink?: string | string[] }> }) {
  const user = await requirePageUser();
  const [recipes, drinks, barItems, params] = await Promise.all([
    listRecipesForUser({ userId: user.id }),
    listDrinksForUser({ userId: user.id }),
    listBarItemsForUser({ userId: user.id }),
    searchParams,
  ]);
  // ?drink=<id> preselects one of the caller's own drinks; anything else is ignored.
  const requested = typeof params.drink === "string" ? params.drink : undefined;
  const preselected = drinks.find((d) => d.id === requested);
  const shelfNames = [
    ...new Set(
      barItems
        .filter((b) => b.quantity !== "EMPTY")
        .flatMap((b) => [b.name, ...b.aliases])
        .map((n) => n.trim().toLowerCase()),
    ),
  ];
  const formOpen = recipes.length === 0 || Boolean(preselected);

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Recipes</h1>
          <p className="muted">Newest first. Ingredients are checked against what is on your bar.</p>
        </div>
      </div>
      <Panel
        id="new-recipe"
        summary={preselected ? `New recipe for ${preselected.name}` : "New recipe"}
        defaultOpen={formOpen}
      >
        <RecipeForm
          key={preselected?.id ?? "none"}
          drinks={drinks.map((d) => ({ id: d.id, name: d.name }))}
          shelfNames={shelfNames}
          defaultDrinkId={preselected?.id}
        />
      </Panel>
      {recipes.length === 0 ? (
        <div className="empty section">
          <h2>No recipes yet</h2>
          <p>
            <Link className="button" href="/recommend#catalogue">
              Browse the cocktail catalogue
            </Link>
          </p>
          <p>
            Add classics to your recipes from the catalogue in one tap, or write down your own with the form above.
            {" "}
            {barItems.length === 0 ? (
              <>
                Add what you have to your <Link href="/bar">bar</Link> and each recipe will show what is missing.
              </>
            ) : (
              <>Each recipe will show which ingredients are on your bar and which are missing.</>
            )}
          </p>
        </div>
      ) : (
        <RecipeList recipes={recipes} />
      )}
    </>
  );
}
