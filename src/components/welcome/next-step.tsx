import { BookOpen, GlassWater, Martini, ScanText, ShoppingBasket } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { bottleLabelIn } from "@/domain/bottle-name";
import { localizedIngredientName } from "@/domain/matching";
import type { RecommendationsAnswer } from "@/server/recipes/recommendations";
import { AddToShoppingListButton } from "../bar/add-to-shopping-list-button";

interface NextStepProps {
  recipes: number;
  recipesMakeNow: number;
  catalogueMakeNow: number;
  nextBottles: RecommendationsAnswer["nextBottles"];
}

const PLACES = [
  { href: "/recipes", icon: BookOpen, key: "recipes" },
  { href: "/recommend", icon: ShoppingBasket, key: "recommend" },
  { href: "/bar", icon: GlassWater, key: "bar" },
  { href: "/bartender", icon: Martini, key: "bartender" },
  { href: "/drinks", icon: ScanText, key: "drinks" },
] as const;

/** What the user has, after the first two steps: the summary, the bottles worth buying, and where to go. */
export function NextStep({ recipes, recipesMakeNow, catalogueMakeNow, nextBottles }: NextStepProps) {
  const t = useTranslations("welcome.next");
  const locale = useLocale();
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{recipes > 0 ? t("set") : t("ready")}</h1>
      <p className="welcome-lead">
        {recipes === 0 ? t("noRecipes") : t("haveRecipes", { recipes, makeNow: recipesMakeNow })}
        {catalogueMakeNow > 0 && ` ${recipes > 0 ? t("moreClassics", { count: catalogueMakeNow }) : t("classics", { count: catalogueMakeNow })}`}
      </p>
      {nextBottles.length > 0 && (
        <>
          <h2>{t("worthBuying")}</h2>
          <ul className="welcome-drinks" aria-label={t("worthBuying")}>
            {nextBottles.map((b) => (
              <li key={b.name} className="welcome-drink">
                <span>
                  <strong>{bottleLabelIn(b, locale)}</strong>: {t("unlocks", { count: b.unlocks + b.catalogueUnlocks, own: b.unlocks })}
                  {b.examples.length > 0 && <span className="muted small"> {t("forExample", { examples: b.examples.join(", ") })}</span>}
                </span>
                <AddToShoppingListButton names={[localizedIngredientName(b.name, locale)]} label={t("toShoppingList")} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t("whereNext")}</h2>
      <ul className="welcome-places">
        {PLACES.map(({ href, icon: Icon, key }) => (
          <li key={href}>
            <Link href={href}>
              <Icon aria-hidden="true" size={22} />
              <span>
                <strong>{t(`places.${key}.title`)}</strong>
                <span className="muted small">{t(`places.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
