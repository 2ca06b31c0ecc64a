import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { catalogueEntryIn, type CatalogueEntry } from "@/domain/catalogue-entries";
import { glassShapeFor } from "@/domain/glass-shape";
import { AddToRecipesButton } from "../recipes/add-to-recipes-button";
import { GlassArt } from "../ui/glass-art";
import { recipeHref } from "../ui/format";

/** A catalogue cocktail: each ingredient marked in stock or missing, and "add to my recipes" in one tap. */
export function CatalogueCard({ entry: english, children }: { entry: CatalogueEntry; children?: React.ReactNode }) {
  // its name and ingredients as the user's language writes them; the glass is told by the English name
  const entry = catalogueEntryIn(english, useLocale());
  const headingId = `cocktail-${entry.catalogueId}`;
  const t = useTranslations("recommend.card");
  const method = useTranslations("bartender.controls.methods");
  return (
    <li className="card cocktail" aria-labelledby={headingId} data-missing={entry.missingCount}>
      <header className="cocktail-head">
        <GlassArt shape={glassShapeFor({ glassware: english.glassware, names: [english.title] })} className="glass-art glass-mini" />
        <h3 id={headingId}>{entry.title}</h3>
        {entry.missingCount === 0 ? (
          <span className="badge ok">{t("canMakeNow")}</span>
        ) : (
          <span className="badge warn">{t("missing", { count: entry.missingCount })}</span>
        )}
      </header>
      <p className="small">{entry.description}</p>
      <ul className="ingredients inline-list">
        {entry.ingredients.map((ing, i) => (
          <li key={i} className={ing.available ? "have" : "need"}>
            <span className="visually-hidden">{ing.available ? t("inStock") : t("missingLabel")}</span>
            <span className="amount">{ing.amount}</span> {ing.name}
          </li>
        ))}
      </ul>
      <p className="meta muted small">
        {method(entry.method)} · {entry.glassware}
        {entry.garnish && <> · {entry.garnish}</>}
      </p>
      {children}
      <footer className="row">
        {entry.myRecipe ? (
          <Link className="badge neutral badge-link" href={recipeHref(entry.myRecipe.title)} aria-label={t("inRecipesNamed", { title: entry.myRecipe.title })}>
            {t("inRecipes")}
          </Link>
        ) : (
          <AddToRecipesButton catalogueIds={[entry.catalogueId]} title={entry.title} />
        )}
      </footer>
    </li>
  );
}
