import Link from "next/link";
import { useLocale } from "next-intl";
import { catalogueTitleIn, findCatalogueCocktail } from "@/domain/catalogue";
import { localizedIngredientName } from "@/domain/matching";
import { bottleLabel, otherStyles, type BottleName } from "@/domain/bottle-name";
import type { DrinkRow, OneAwayRow } from "@/domain/recommend-page";
import type { BottleRow } from "@/server/recipes/recommendations";
import { AddToRecipesButton } from "../recipes/add-to-recipes-button";
import { AddToShoppingListButton } from "../bar/add-to-shopping-list-button";

/** Titles as a sentence: the first few, then how many more. */
function Titles({ titles, first = 4 }: { titles: readonly string[]; first?: number }) {
  const more = titles.length - first;
  return (
    <>
      {titles.slice(0, first).join(", ")}
      {more > 0 && `, and ${more} more`}
    </>
  );
}

/** A catalogue cocktail's row in the user's language; the user's own recipes stay as they wrote them. */
function shownRow(row: DrinkRow, locale: string): DrinkRow {
  const cocktail = row.catalogueId === null ? undefined : findCatalogueCocktail(row.catalogueId);
  if (!cocktail) return row;
  return { ...row, title: catalogueTitleIn(cocktail, locale), ingredients: row.ingredients.map((name) => localizedIngredientName(name, locale)) };
}

function RowTitle({ row }: { row: DrinkRow }) {
  return (
    <span className="grow">
      <strong>{row.title}</strong> <span className="muted small">{row.ingredients.join(", ")}</span>
    </span>
  );
}

/** Drinks one can make now: the user's recipes marked as theirs, catalogue cocktails one tap from being so. */
export function MakeNowList({ rows, label }: { rows: readonly DrinkRow[]; label: string }) {
  const locale = useLocale();
  return (
    <ul className="list compact drink-rows" aria-label={label}>
      {rows.map((english) => shownRow(english, locale)).map((row) => (
        <li key={row.recipeId ?? row.catalogueId} className="card row spread">
          <RowTitle row={row} />
          {row.catalogueId === null ? (
            <span className="badge neutral">Your recipe</span>
          ) : (
            <AddToRecipesButton catalogueIds={[row.catalogueId]} title={row.title} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function OneAwayList({ rows, label }: { rows: readonly OneAwayRow[]; label: string }) {
  return (
    <ul className="list compact drink-rows" aria-label={label}>
      {rows.map((row) => (
        <li key={row.recipeId ?? row.catalogueId} className="card row spread">
          <span className="grow">
            <strong>{row.title}</strong> <span className="muted">needs</span> <strong>{row.needs}</strong>
            {row.catalogueId !== null && <span className="muted small"> · catalogue</span>}
          </span>
          <AddToShoppingListButton names={[row.buy]} onList={row.onList} />
        </li>
      ))}
    </ul>
  );
}

/** "A", "A or B", "A, B or C". */
const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : (items[0] ?? ""));

/** Bottles a shopper could pick, and the other styles that make some of the same drinks: a sentence each. */
function BottleHints({ bottles }: { bottles: readonly BottleName[] }) {
  const several = bottles.length > 1;
  return (
    <>
      {bottles.map((b) => {
        const others = otherStyles(b);
        const sentences = [
          b.examples.length > 0 ? `${several ? `${bottleLabel(b)}: for example` : "For example"} ${b.examples.join(", ")}.` : "",
          others.length > 0 ? `${listed(others)} also ${others.length === 1 ? "makes" : "make"} some of these.` : "",
        ].filter(Boolean);
        if (sentences.length === 0) return null;
        return (
          <p key={b.name} className="muted small">
            {sentences.join(" ")}
          </p>
        );
      })}
    </>
  );
}

/** Bottles to buy, each with what it makes: the user's recipes first, then catalogue cocktails. */
export function BottleList({ bottles, label, start = 1 }: { bottles: readonly BottleRow[]; label: string; start?: number }) {
  return (
    <ol className="list bottles" aria-label={label} start={start}>
      {bottles.map((b) => (
        <li key={b.names.join("+")} className="card">
          <div className="row spread">
            <h3>{b.bottles.map(bottleLabel).join(" + ")}</h3>
            <AddToShoppingListButton names={b.names} label={b.names.length > 1 ? `Add all ${b.names.length}` : undefined} onList={b.onList} />
          </div>
          <BottleHints bottles={b.bottles} />
          <p className="small">
            {b.recipes.length > 0 && (
              <>
                Makes <strong>{b.recipes.length}</strong> of your recipes: <Titles titles={b.recipes} />.{" "}
              </>
            )}
            {b.catalogueRecipes.length > 0 && (
              <>
                {b.recipes.length > 0 ? "From the catalogue" : "Makes"} <strong>{b.catalogueRecipes.length}</strong>
                {b.recipes.length > 0 ? ": " : ` catalogue ${b.catalogueRecipes.length === 1 ? "cocktail" : "cocktails"}: `}
                <Titles titles={b.catalogueRecipes} />.
              </>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** "Show all": the section in full, on a page of its own. */
export function ShowAll({ href, count, what }: { href: string; count: number; what: string }) {
  return (
    <p className="more-row row">
      <Link className="button secondary" href={href}>
        Show all {count} {what}
      </Link>
    </p>
  );
}

/** Previous and next page of a section shown in full. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="row spread pager">
      {page > 1 ? (
        <Link className="button secondary" href={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="muted small">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="button secondary" href={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
