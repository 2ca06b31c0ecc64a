import { Check } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { bottleLabelIn } from "@/domain/bottle-name";
import { catalogueEntryIn, type CatalogueEntry } from "@/domain/catalogue-entries";
import type { RecommendationsAnswer } from "@/server/recipes/recommendations";
import { AddToRecipesButton } from "../recipes/add-to-recipes-button";

interface MakeStepProps {
  makeNow: CatalogueEntry[];
  ownMakeNow: number;
  nextBottles: RecommendationsAnswer["nextBottles"];
}

function DrinkRow({ entry: english }: { entry: CatalogueEntry }) {
  const entry = catalogueEntryIn(english, useLocale());
  const t = useTranslations("welcome.make");
  const headingId = `welcome-${entry.catalogueId}`;
  return (
    <li className="welcome-drink" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{entry.title}</h2>
        <p className="muted small">{entry.ingredients.map((i) => i.name).join(", ")}</p>
      </div>
      {entry.inMyRecipes ? (
        <span className="badge ok">
          <Check aria-hidden="true" size={16} /> {t("inYourRecipes")}
        </span>
      ) : (
        <AddToRecipesButton catalogueIds={[entry.catalogueId]} title={entry.title} label={t("add")} />
      )}
    </li>
  );
}

/** The first three drinks a bottle would make: the user's own recipes first, then classics. */
function drinksOf(bottle: MakeStepProps["nextBottles"][number]): string {
  return [...bottle.recipes.map((r) => r.title), ...bottle.catalogueRecipes.map((c) => c.title)].slice(0, 3).join(", ");
}

/** With nothing to make yet: the bottles that would change that, and the way back to tick more. */
function NothingYet({ nextBottles }: Pick<MakeStepProps, "nextBottles">) {
  const t = useTranslations("welcome.make");
  const locale = useLocale();
  return (
    <>
      <p className="welcome-lead">{t("nothingLead")}</p>
      {nextBottles.length > 0 && (
        <>
          <p>{t("oneMoreBottle")}</p>
          <ul className="welcome-bottles">
            {nextBottles.map((b) => (
              <li key={b.name}>
                <strong>{bottleLabelIn(b, locale)}</strong>: {t("makes", { drinks: drinksOf(b) })}
                {b.examples.length > 0 && <span className="muted small"> {t("forExample", { examples: b.examples.join(", ") })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Steps 2 and 3: the catalogue cocktails the bar makes now, each added to the recipes in one tap, or all at once. */
export function MakeStep({ makeNow, ownMakeNow, nextBottles }: MakeStepProps) {
  const toAdd = makeNow.filter((c) => !c.inMyRecipes);
  const count = makeNow.length;
  const t = useTranslations("welcome.make");
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{count === 0 ? t("nothingHeading") : t("heading", { count })}</h1>
      {count === 0 ? (
        <NothingYet nextBottles={nextBottles} />
      ) : (
        <>
          <p className="welcome-lead">
            {t("lead")}
            {ownMakeNow > 0 && ` ${t("ownToo", { count: ownMakeNow })}`}
          </p>
          {toAdd.length > 1 && (
            <AddToRecipesButton
              key={toAdd.length}
              catalogueIds={toAdd.map((c) => c.catalogueId)}
              title={t("allTitle", { count: toAdd.length })}
              label={t("addAll", { count: toAdd.length })}
            />
          )}
          <ul className="welcome-drinks" aria-label={t("listLabel")}>
            {makeNow.map((entry) => (
              <DrinkRow key={entry.catalogueId} entry={entry} />
            ))}
          </ul>
        </>
      )}
      <div className="welcome-actions">
        <Link className="button" href="/welcome?step=next">
          {makeNow.some((c) => c.inMyRecipes) ? t("next") : t("nextWithoutAdding")}
        </Link>
        <Link className="button secondary" href="/welcome">
          {t("tickMore")}
        </Link>
      </div>
    </section>
  );
}
