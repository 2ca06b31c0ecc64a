import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DeleteButton } from "@/components/delete-button";
import { formatDate } from "@/components/format";
import { PrivateImage, isObjectImageUrl } from "@/components/private-image";
import { Rating } from "@/components/rating";
import { RecipeCard } from "@/components/recipe-card";
import { isWellFormedId } from "@/domain/schemas/common";
import { requirePageUser } from "@/server/auth";
import { getDrinkForUser } from "@/server/db/drinks";
import { listRecipesForUser } from "@/server/db/recipes";

/** One read of the drink per request, shared by the title and the page. */
const drinkFor = cache((userId: string, id: string) => getDrinkForUser({ userId, id }));

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const user = await requirePageUser();
  const { id } = await params;
  const drink = isWellFormedId(id) ? await drinkFor(user.id, id) : null;
  return { title: drink ? drink.name : "Drink" };
}

export default async function DrinkPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  // An id of the wrong shape is simply not found; it never reaches the database.
  if (!isWellFormedId(id)) notFound();
  const [drink, recipes] = await Promise.all([
    drinkFor(user.id, id),
    listRecipesForUser({ userId: user.id, drinkId: id }),
  ]);
  if (!drink) notFound();
  const addRecipe = `/recipes?drink=${encodeURIComponent(drink.id)}#new-recipe`;

  return (
    <>
      <p className="small" style={{ margin: "0.5rem 0 0" }}>
        <Link href="/drinks">← All drinks</Link>
      </p>
      <div className="drink-detail section">
        <div>
          {isObjectImageUrl(drink.imageUrl) ? (
            <PrivateImage className="drink-photo" src={drink.imageUrl} alt={`Photo of ${drink.name}`} width={640} height={480} />
          ) : (
            <div className="drink-photo-placeholder" aria-hidden="true" style={{ borderRadius: "var(--radius)" }}>
              {drink.name.slice(0, 1).toUpperCase()}
            </div>
          )}
        </div>
        <div className="stack">
          <div>
            <h1 style={{ marginBottom: "0.25rem" }}>{drink.name}</h1>
            <div className="row">
              <span className="badge neutral">{drink.type}</span>
              <Rating value={drink.rating} />
              <span className="muted small">Added {formatDate(drink.createdAt)}</span>
            </div>
          </div>
          {drink.notes && <p style={{ whiteSpace: "pre-line" }}>{drink.notes}</p>}
          <div className="row">
            <Link className="button" href={addRecipe}>
              Add a recipe for this drink
            </Link>
            <DeleteButton url={`/api/drinks/${encodeURIComponent(drink.id)}`} what={`drink “${drink.name}”`} redirectTo="/drinks" />
          </div>
        </div>
      </div>
      <section className="section" aria-labelledby="drink-recipes-heading">
        <h2 id="drink-recipes-heading">Recipes for this drink</h2>
        {recipes.length === 0 ? (
          <div className="empty">
            <p>No recipe recreates this drink yet. Write down how to make it and it will appear here.</p>
            <Link className="button secondary" href={addRecipe}>
              Add a recipe for this drink
            </Link>
          </div>
        ) : (
          <ul className="list" aria-label={`Recipes for ${drink.name}`}>
            {recipes.map((r) => (
              <RecipeCard key={r.id} recipe={r} showDrink={false} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
