import { Check } from "lucide-react";
import Link from "next/link";
import { useLocale } from "next-intl";
import { bottleLabel } from "@/domain/bottle-name";
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
  const headingId = `welcome-${entry.catalogueId}`;
  return (
    <li className="welcome-drink" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{entry.title}</h2>
        <p className="muted small">{entry.ingredients.map((i) => i.name).join(", ")}</p>
      </div>
      {entry.inMyRecipes ? (
        <span className="badge ok">
          <Check aria-hidden="true" size={16} /> In your recipes
        </span>
      ) : (
        <AddToRecipesButton catalogueIds={[entry.catalogueId]} title={entry.title} label="Add" />
      )}
    </li>
  );
}

/** With nothing to make yet: the bottles that would change that, and the way back to tick more. */
function NothingYet({ nextBottles }: Pick<MakeStepProps, "nextBottles">) {
  return (
    <>
      <p className="welcome-lead">No catalogue cocktail can be made with what is on your bar yet.</p>
      {nextBottles.length > 0 && (
        <>
          <p>One more bottle would change that:</p>
          <ul className="welcome-bottles">
            {nextBottles.map((b) => (
              <li key={b.name}>
                <strong>{bottleLabel(b)}</strong>: makes {b.catalogueRecipes.slice(0, 3).map((c) => c.title).join(", ")}.
                {b.examples.length > 0 && <span className="muted small"> For example {b.examples.join(", ")}.</span>}
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
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{count === 0 ? "Nothing to make yet" : `You can make ${count} ${count === 1 ? "drink" : "drinks"} now`}</h1>
      {count === 0 ? (
        <NothingYet nextBottles={nextBottles} />
      ) : (
        <>
          <p className="welcome-lead">
            Classics your bar makes tonight. Add the ones you like to your recipes: each shows what is on your bar and what is
            missing as bottles run out.
            {ownMakeNow > 0 && ` You can also make ${ownMakeNow} of your own recipes.`}
          </p>
          {toAdd.length > 1 && (
            <AddToRecipesButton
              key={toAdd.length}
              catalogueIds={toAdd.map((c) => c.catalogueId)}
              title={`${toAdd.length} drinks you can make`}
              label={`Add all ${toAdd.length} to my recipes`}
            />
          )}
          <ul className="welcome-drinks" aria-label="Drinks you can make now">
            {makeNow.map((entry) => (
              <DrinkRow key={entry.catalogueId} entry={entry} />
            ))}
          </ul>
        </>
      )}
      <div className="welcome-actions">
        <Link className="button" href="/welcome?step=next">
          {makeNow.some((c) => c.inMyRecipes) ? "Next" : "Next without adding"}
        </Link>
        <Link className="button secondary" href="/welcome">
          Tick more of what I have
        </Link>
      </div>
    </section>
  );
}
