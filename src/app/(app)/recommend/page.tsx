import type { Metadata } from "next";
import Link from "next/link";
import { AddToRecipesButton } from "@/components/add-to-recipes-button";
import { AddToShoppingListButton } from "@/components/add-to-shopping-list-button";
import { CatalogueCard } from "@/components/catalogue-card";
import { CatalogueFilters, filterHref, type CatalogueFilter } from "@/components/catalogue-filters";
import { ShoppingList } from "@/components/shopping-list";
import { StarterShelfForm } from "@/components/starter-shelf-form";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import { drinksUsingUp, isRunningLow } from "@/domain/levels";
import { describeName, SHELF_CATEGORY_LABELS } from "@/domain/matching";
import { catalogueQuerySchema } from "@/domain/schemas/catalogue";
import { STARTER_SHELF } from "@/domain/starter-shelf";
import { requirePageUser } from "@/server/auth";
import { listCatalogueForUser } from "@/server/catalogue";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { listShoppingItemsForUser } from "@/server/db/shopping-list";
import { recommendForUser, type RecommendationsAnswer } from "@/server/recommendations";

export const metadata: Metadata = { title: "Recommend" };

/** How many catalogue cocktails the browse list shows before "show all". */
const BROWSE_FIRST = 24;
/** How many of a long list show before the rest folds away. */
const FIRST_FEW = 6;

function starterGroups() {
  const groups = new Map<string, string[]>();
  for (const name of STARTER_SHELF) {
    const label = SHELF_CATEGORY_LABELS[describeName(name).category];
    groups.set(label, [...(groups.get(label) ?? []), name]);
  }
  return [...groups].map(([label, names]) => ({ label, names }));
}

function matchesFilter(entry: CatalogueEntry, filter: CatalogueFilter): boolean {
  return (!filter.spirit || entry.spirit.includes(filter.spirit)) && (!filter.style || entry.style.includes(filter.style));
}

function TitleList({ titles, more = 0 }: { titles: readonly string[]; more?: number }) {
  if (titles.length === 0) return null;
  return (
    <span>
      {titles.join(", ")}
      {more > 0 && `, and ${more} more`}
    </span>
  );
}

/** What a bottle (or a few together) makes: the user's recipes first, then catalogue cocktails. */
function Makes({ unlocks, recipes, catalogueUnlocks, catalogueRecipes }: Omit<RecommendationsAnswer["nextBottles"][number], "name" | "examples">) {
  return (
    <p className="small">
      {unlocks > 0 && (
        <>
          Makes <strong>{unlocks}</strong> of your recipes: <TitleList titles={recipes.map((r) => r.title)} />.{" "}
        </>
      )}
      {catalogueUnlocks > 0 && (
        <>
          {unlocks > 0 ? "From the catalogue" : "Makes"} <strong>{catalogueUnlocks}</strong>
          {unlocks > 0 ? ": " : ` catalogue ${catalogueUnlocks === 1 ? "cocktail" : "cocktails"}: `}
          <TitleList titles={catalogueRecipes.slice(0, 6).map((c) => c.title)} more={catalogueUnlocks - 6} />.
        </>
      )}
    </p>
  );
}

function BottleList({ label, bottles, start = 1 }: { label: string; bottles: RecommendationsAnswer["nextBottles"]; start?: number }) {
  return (
    <ol className="list bottles" aria-label={label} start={start}>
      {bottles.map((b) => (
        <li key={b.name} className="card">
          <div className="row spread">
            <h3>{b.name}</h3>
            <AddToShoppingListButton names={[b.name]} />
          </div>
          {b.examples.length > 0 && <p className="muted small">For example {b.examples.join(", ")}</p>}
          <Makes {...b} />
        </li>
      ))}
    </ol>
  );
}

export default async function RecommendPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser();
  const params = await searchParams;
  const parsed = catalogueQuerySchema.safeParse({ q: params.q, spirit: params.spirit, style: params.style });
  const filter: CatalogueFilter = parsed.success ? parsed.data : {};
  const showAll = params.all === "1";
  const [recs, browse, shoppingItems, barItems] = await Promise.all([
    recommendForUser({ userId: user.id }),
    listCatalogueForUser({ userId: user.id, query: filter }),
    listShoppingItemsForUser({ userId: user.id }),
    listBarItemsForUser({ userId: user.id }),
  ]);
  // a new user's bar is empty: offer the starter shelf (also to someone who has recipes already)
  const firstRun = barItems.length === 0;
  // "Use it up": only the drinks that pour from a bottle running low
  const lowBottles = barItems.filter(isRunningLow).map((b) => b.name);
  const useUp = params.useUp === "1" && lowBottles.length > 0;
  const hrefOfUseUp = (on: boolean) => filterHref({ ...filter, useUp: on ? "1" : undefined }, "make-now");
  const recipesNow = useUp ? drinksUsingUp(recs.makeNow, (r) => r.ingredients.map((i) => i.name), lowBottles) : recs.makeNow;
  const catalogueMatches = recs.fromCatalogue.makeNow.filter((c) => matchesFilter(c, filter));
  const catalogueNow = useUp ? drinksUsingUp(catalogueMatches, (c) => c.ingredients.map((i) => i.name), lowBottles) : catalogueMatches;
  const catalogueOneAway = recs.fromCatalogue.oneAway.filter((o) => matchesFilter(o.cocktail, filter));
  const [pair, triple] = [2, 3].map((size) => recs.shoppingPlan.find((p) => p.names.length === size));
  const plans = [pair, triple].filter((p) => p !== undefined);
  // without a search, the closest to makeable come first
  if (!filter.q) browse.sort((a, b) => a.missingCount - b.missingCount || a.title.localeCompare(b.title, "en"));
  const shownBrowse = showAll ? browse : browse.slice(0, BROWSE_FIRST);

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Recommend</h1>
          <p className="muted">What you can make now, and the bottles that would open up the most drinks.</p>
        </div>
      </div>
      <nav aria-label="On this page" className="chips jump">
        <a className="chip" href="#make-now">Make now</a>
        <a className="chip" href="#one-away">One away</a>
        <a className="chip" href="#buy-next">Buy next</a>
        <a className="chip" href="#shopping-list">Shopping list</a>
        <a className="chip" href="#catalogue">Catalogue</a>
      </nav>

      {firstRun && (
        <section aria-labelledby="starter-heading" className="section card first-run">
          <h2 id="starter-heading">What do you have at home?</h2>
          <p>
            Tick the bottles and fresh things you have. They go on your <Link href="/bar">bar</Link>, and this page shows
            right away which classic cocktails you can make. Or skip this and browse the{" "}
            <a href="#catalogue">catalogue</a> below.
          </p>
          <StarterShelfForm groups={starterGroups()} />
        </section>
      )}

      <section aria-labelledby="make-now" className="section">
        <h2 id="make-now">Can make now</h2>
        {lowBottles.length > 0 && (
          <nav aria-label="Use it up" className="chips">
            <Link href={hrefOfUseUp(false)} className="chip" aria-current={useUp ? undefined : "true"}>
              Everything
            </Link>
            <Link href={hrefOfUseUp(true)} className="chip" aria-current={useUp ? "true" : undefined}>
              Use it up: {lowBottles.join(", ")}
            </Link>
          </nav>
        )}
        <h3 className="subhead">Your recipes</h3>
        {recipesNow.length === 0 ? (
          <p className="muted">
            {useUp ? "None of your recipes you can make now uses a bottle running low." : <>None of <Link href="/recipes">your recipes</Link> can be made with what is on your bar yet.</>}
          </p>
        ) : (
          <ul className="list compact" aria-label="Your recipes you can make now">
            {recipesNow.map((r) => (
              <li key={r.id} className="card">
                <strong>{r.title}</strong>{" "}
                <span className="muted small">{r.ingredients.map((i) => i.name).join(", ")}</span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="subhead">From the catalogue</h3>
        {catalogueNow.length === 0 ? (
          <p className="muted">No catalogue cocktail {filter.spirit || filter.style ? "with these filters " : ""}can be made with your bar yet.</p>
        ) : (
          <>
            <AddToRecipesButton
              catalogueIds={catalogueNow.slice(0, 200).map((c) => c.catalogueId)}
              title={`${catalogueNow.length} cocktails you can make`}
              label={`Add all ${catalogueNow.length} to my recipes`}
            />
            <ul className="list cocktails" aria-label="Catalogue cocktails you can make now">
              {catalogueNow.slice(0, FIRST_FEW * 2).map((entry) => (
                <CatalogueCard key={entry.catalogueId} entry={entry} />
              ))}
            </ul>
            {catalogueNow.length > FIRST_FEW * 2 && (
              <details className="panel">
                <summary>{catalogueNow.length - FIRST_FEW * 2} more you can make</summary>
                <ul className="list cocktails panel-body" aria-label="More catalogue cocktails you can make now">
                  {catalogueNow.slice(FIRST_FEW * 2).map((entry) => (
                    <CatalogueCard key={entry.catalogueId} entry={entry} />
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="one-away" className="section">
        <h2 id="one-away">One away</h2>
        {recs.oneAway.length === 0 ? (
          <p className="muted">None of your recipes is missing just one ingredient.</p>
        ) : (
          <ul className="list compact" aria-label="Your recipes missing one ingredient">
            {recs.oneAway.map(({ recipe, missing }) => (
              <li key={recipe.id} className="card row spread">
                <span>
                  <strong>{recipe.title}</strong> <span className="muted">needs</span> <strong>{missing[0]}</strong>
                </span>
                <AddToShoppingListButton names={missing} />
              </li>
            ))}
          </ul>
        )}
        {catalogueOneAway.length > 0 && (
          <details className="panel">
            <summary>{catalogueOneAway.length} catalogue cocktails one bottle away</summary>
            <ul className="list cocktails panel-body">
              {catalogueOneAway.map(({ cocktail, bottle }) => (
                <CatalogueCard key={cocktail.catalogueId} entry={cocktail}>
                  <p className="small">
                    Buy: <strong>{bottle}</strong>
                  </p>
                </CatalogueCard>
              ))}
            </ul>
          </details>
        )}
      </section>

      <section aria-labelledby="buy-next" className="section">
        <h2 id="buy-next">Buy next</h2>
        {recs.nextBottles.length === 0 ? (
          <p className="muted">No single bottle would make another drink. Add recipes, or see the pairs below.</p>
        ) : (
          <>
            <BottleList label="Bottles to buy next" bottles={recs.nextBottles.slice(0, FIRST_FEW)} />
            {recs.nextBottles.length > FIRST_FEW && (
              <details className="panel">
                <summary>{recs.nextBottles.length - FIRST_FEW} more bottles</summary>
                <div className="panel-body">
                  <BottleList label="More bottles to buy" bottles={recs.nextBottles.slice(FIRST_FEW)} start={FIRST_FEW + 1} />
                </div>
              </details>
            )}
          </>
        )}
        {plans.length > 0 && (
          <>
            <h3 className="subhead">Better together</h3>
            <ul className="list bottles" aria-label="Bottles to buy together">
              {plans.map((p) => (
                <li key={p.names.join("+")} className="card">
                  <div className="row spread">
                    <h3>{p.names.join(" + ")}</h3>
                    <AddToShoppingListButton names={p.names} label={`Add all ${p.names.length}`} />
                  </div>
                  <Makes {...p} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="shopping-list" className="section">
        <h2 id="shopping-list">Shopping list</h2>
        <ShoppingList items={shoppingItems} />
      </section>

      <section aria-labelledby="catalogue" className="section">
        <h2 id="catalogue">Catalogue</h2>
        <p className="muted">Classic and modern classic cocktails. Add any to your recipes in one tap.</p>
        <CatalogueFilters filter={filter} />
        <p role="status" className="muted small">
          {browse.length} {browse.length === 1 ? "cocktail" : "cocktails"}
          {filter.q ? ` matching “${filter.q}”` : ""}
        </p>
        <ul className="list cocktails" aria-label="Catalogue cocktails">
          {shownBrowse.map((entry) => (
            <CatalogueCard key={entry.catalogueId} entry={entry} />
          ))}
        </ul>
        {shownBrowse.length < browse.length && (
          <p>
            <Link className="button secondary" href={filterHref({ ...filter, all: "1" })}>
              Show all {browse.length}
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
