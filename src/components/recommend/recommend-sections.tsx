import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { catalogueTitleIn, findCatalogueCocktail } from "@/domain/catalogue";
import { localizedIngredientName } from "@/domain/matching";
import { bottleLabelIn, otherStylesIn, type BottleName } from "@/domain/bottle-name";
import type { DrinkRow, OneAwayRow } from "@/domain/recommend-page";
import type { BottleRow } from "@/server/recipes/recommendations";
import { AddToRecipesButton } from "../recipes/add-to-recipes-button";
import { AddToShoppingListButton } from "../bar/add-to-shopping-list-button";

/** Titles as a sentence: the first few, then how many more. */
function Titles({ titles, first = 4 }: { titles: readonly string[]; first?: number }) {
  const more = titles.length - first;
  const t = useTranslations("recommend.sections");
  return (
    <>
      {titles.slice(0, first).join(", ")}
      {more > 0 && t("andMore", { more })}
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
  const t = useTranslations("recommend.sections");
  return (
    <ul className="list compact drink-rows" aria-label={label}>
      {rows.map((english) => shownRow(english, locale)).map((row) => (
        <li key={row.recipeId ?? row.catalogueId} className="card row spread">
          <RowTitle row={row} />
          {row.catalogueId === null ? (
            <span className="badge neutral">{t("yourRecipe")}</span>
          ) : (
            <AddToRecipesButton catalogueIds={[row.catalogueId]} title={row.title} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A drink one bottle away, a catalogue cocktail's title and missing lines in the user's language
 * (the user's own recipes as written), and the bottle to buy, the matcher's name for it, in the
 * user's language too: the shopping list gets it so, and the matcher reads it as the English.
 */
function shownOneAway(row: OneAwayRow, locale: string): OneAwayRow & { missing: string } {
  const shown = shownRow(row, locale);
  const needs = shown === row ? row.needs : row.needs.map((name) => localizedIngredientName(name, locale));
  return { ...row, title: shown.title, missing: needs.join(", "), buy: localizedIngredientName(row.buy, locale) };
}

export function OneAwayList({ rows, label }: { rows: readonly OneAwayRow[]; label: string }) {
  const locale = useLocale();
  const t = useTranslations("recommend.sections");
  return (
    <ul className="list compact drink-rows" aria-label={label}>
      {rows.map((english) => shownOneAway(english, locale)).map((row) => (
        <li key={row.recipeId ?? row.catalogueId} className="card row spread">
          <span className="grow">
            {t.rich("needs", { title: row.title, needs: row.missing, strong: (chunks) => <strong>{chunks}</strong>, muted: (chunks) => <span className="muted">{chunks}</span> })}
            {row.catalogueId !== null && <span className="muted small"> · {t("catalogue")}</span>}
          </span>
          <AddToShoppingListButton names={[row.buy]} onList={row.onList} />
        </li>
      ))}
    </ul>
  );
}

/** Bottles a shopper could pick, and the other styles that make some of the same drinks: a sentence each. */
function BottleHints({ bottles }: { bottles: readonly BottleName[] }) {
  const several = bottles.length > 1;
  const t = useTranslations("recommend.sections");
  const format = useFormatter();
  const locale = useLocale();
  return (
    <>
      {bottles.map((b) => {
        const others = otherStylesIn(b, locale);
        const examples = b.examples.join(", ");
        const sentences = [
          b.examples.length > 0 ? (several ? t("forExampleOf", { bottle: bottleLabelIn(b, locale), examples }) : t("forExample", { examples })) : "",
          others.length > 0 ? t("alsoMake", { count: others.length, others: format.list(others, { type: "disjunction" }) }) : "",
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

/**
 * Bottles to buy, each with what it makes: the user's recipes first, then catalogue cocktails. Each
 * bottle is named in the user's language, and goes on the shopping list so named.
 */
export function BottleList({ bottles, label, start = 1 }: { bottles: readonly BottleRow[]; label: string; start?: number }) {
  const t = useTranslations("recommend.sections");
  const locale = useLocale();
  const titleOf = (ref: { catalogueId: string; title: string }) => {
    const cocktail = findCatalogueCocktail(ref.catalogueId);
    return cocktail ? catalogueTitleIn(cocktail, locale) : ref.title;
  };
  return (
    <ol className="list bottles" aria-label={label} start={start}>
      {bottles.map((b) => (
        <li key={b.names.join("+")} className="card">
          <div className="row spread">
            <h3>{b.bottles.map((bottle) => bottleLabelIn(bottle, locale)).join(" + ")}</h3>
            <AddToShoppingListButton names={b.names.map((name) => localizedIngredientName(name, locale))} label={b.names.length > 1 ? t("addAll", { count: b.names.length }) : undefined} onList={b.onList} />
          </div>
          <BottleHints bottles={b.bottles} />
          <p className="small">
            {b.recipes.length > 0 && (
              <>
                {t.rich("makesYours", { count: b.recipes.length, strong: (chunks) => <strong>{chunks}</strong> })} <Titles titles={b.recipes} />.{" "}
              </>
            )}
            {b.catalogueRecipes.length > 0 && (
              <>
                {t.rich(b.recipes.length > 0 ? "fromCatalogue" : "makesCatalogue", { count: b.catalogueRecipes.length, strong: (chunks) => <strong>{chunks}</strong> })}{" "}
                <Titles titles={b.catalogueRecipes.map(titleOf)} />.
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
  const t = useTranslations("recommend.sections");
  return (
    <p className="more-row row">
      <Link className="button secondary" href={href}>
        {t("showAll", { count, what })}
      </Link>
    </p>
  );
}

/** Previous and next page of a section shown in full. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const t = useTranslations("recommend.sections");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pages")} className="row spread pager">
      {page > 1 ? (
        <Link className="button secondary" href={hrefOf(page - 1)} rel="prev">
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="muted small">
        {t("page", { page, pages })}
      </span>
      {page < pages ? (
        <Link className="button secondary" href={hrefOf(page + 1)} rel="next">
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
