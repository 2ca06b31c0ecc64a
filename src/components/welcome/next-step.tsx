import { BookOpen, GlassWater, Martini, ScanText, ShoppingBasket } from "lucide-react";
import Link from "next/link";
import { bottleLabel } from "@/domain/bottle-name";
import type { RecommendationsAnswer } from "@/server/recipes/recommendations";
import { AddToShoppingListButton } from "../bar/add-to-shopping-list-button";

interface NextStepProps {
  recipes: number;
  recipesMakeNow: number;
  catalogueMakeNow: number;
  nextBottles: RecommendationsAnswer["nextBottles"];
}

const PLACES = [
  { href: "/recipes", icon: BookOpen, title: "Your recipes", text: "Every recipe, checked against your bar." },
  { href: "/recommend", icon: ShoppingBasket, title: "Recommend", text: "What you can make, what is one bottle away, and a shopping list." },
  { href: "/bar", icon: GlassWater, title: "Your bar", text: "Brands and levels, as bottles run down." },
  { href: "/bartender", icon: Martini, title: "Bartender station", text: "A recipe scaled to the glasses you pour." },
  { href: "/drinks", icon: ScanText, title: "Drinks and menus", text: "Log what you had, and read a bar's menu from a photo." },
];

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the user has, after the first two steps: the summary, the bottles worth buying, and where to go. */
export function NextStep({ recipes, recipesMakeNow, catalogueMakeNow, nextBottles }: NextStepProps) {
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{recipes > 0 ? "You’re set" : "Ready when you are"}</h1>
      <p className="welcome-lead">
        {recipes === 0
          ? "You have no recipes yet: add classics from Recommend, or write your own on Recipes."
          : `You have ${plural(recipes, "recipe", "recipes")}, and you can make ${recipesMakeNow} of them now.`}
        {catalogueMakeNow > 0 &&
          (recipes > 0
            ? ` ${plural(catalogueMakeNow, "more classic", "more classics")} from the catalogue can be made too.`
            : ` ${plural(catalogueMakeNow, "classic", "classics")} from the catalogue can be made with your bar.`)}
      </p>
      {nextBottles.length > 0 && (
        <>
          <h2>Worth buying next</h2>
          <ul className="welcome-drinks" aria-label="Worth buying next">
            {nextBottles.map((b) => (
              <li key={b.name} className="welcome-drink">
                <span>
                  <strong>{bottleLabel(b)}</strong>: {plural(b.unlocks + b.catalogueUnlocks, "more drink", "more drinks")}
                  {b.unlocks > 0 && `, ${b.unlocks} of them your recipes`}.
                  {b.examples.length > 0 && <span className="muted small"> For example {b.examples.join(", ")}.</span>}
                </span>
                <AddToShoppingListButton names={[b.name]} label="To shopping list" />
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Where next</h2>
      <ul className="welcome-places">
        {PLACES.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link href={href}>
              <Icon aria-hidden="true" size={22} />
              <span>
                <strong>{title}</strong>
                <span className="muted small">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
