// A bottle to buy, told as a shopper asks for it: the kind, the style, bottles to look for.
import { localizedIngredientName } from "./matching";

export interface BottleName {
  /** the bottle as the matcher reads it: it alone meets every line counted for it */
  name: string;
  /** the kind to ask for ("Gin", "Sweet vermouth"); null when the recipes ask for this brand, or the matcher does not know the name */
  kind: string | null;
  /** when `name` is a style of `kind`: that style ("London dry"), then other styles that make some of the same drinks */
  styles: string[];
  /** the bottle each of `styles` is, as the matcher names it ("London dry gin" for "London dry") */
  styleNames: string[];
  /** bottles of that kind a shopper would find, each meeting every line `name` meets */
  examples: string[];
}

/** How a bottle is written for people: "Gin: London dry" for a style of a kind, else its name. */
export function bottleLabel(bottle: Pick<BottleName, "name" | "kind" | "styles">): string {
  return bottle.kind !== null && bottle.styles.length > 0 ? `${bottle.kind}: ${bottle.styles[0]}` : bottle.name;
}

/** The other styles listed with a bottle ("Old tom" with "Gin: London dry"). */
export function otherStyles(bottle: Pick<BottleName, "kind" | "styles">): string[] {
  return bottle.kind === null ? [] : bottle.styles.slice(1);
}

/** A style as the locale's language writes its bottle ("Roggenwhiskey" for "Rye"), else as the English words it is. */
function styleIn(bottle: Pick<BottleName, "styles" | "styleNames">, i: number, locale: string): string {
  const name = bottle.styleNames[i];
  const local = name === undefined ? undefined : localizedIngredientName(name, locale);
  return local === undefined || local === name ? bottle.styles[i]! : local;
}

/**
 * A bottle written for a reader of the locale's language, through the names data: "Wermut: Roter
 * Wermut", "Gin: London dry" where the language has no name of its own, "Zitronensaft"; a
 * brand as its label writes it. In English, as `bottleLabel`.
 */
export function bottleLabelIn(bottle: Pick<BottleName, "name" | "kind" | "styles" | "styleNames">, locale: string): string {
  if (bottle.kind === null || bottle.styles.length === 0) return localizedIngredientName(bottle.name, locale);
  return `${localizedIngredientName(bottle.kind, locale)}: ${styleIn(bottle, 0, locale)}`;
}

/** The other styles listed with a bottle, in the locale's language where it names them. */
export function otherStylesIn(bottle: Pick<BottleName, "kind" | "styles" | "styleNames">, locale: string): string[] {
  return bottle.kind === null ? [] : bottle.styles.slice(1).map((_, i) => styleIn(bottle, i + 1, locale));
}
