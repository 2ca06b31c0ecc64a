// A bottle to buy, told as a shopper asks for it: the kind, the style, bottles to look for.

export interface BottleName {
  /** the bottle as the matcher reads it: it alone meets every line counted for it */
  name: string;
  /** the kind to ask for ("Gin", "Sweet vermouth"); null when the recipes ask for this brand, or the matcher does not know the name */
  kind: string | null;
  /** when `name` is a style of `kind`: that style ("London dry"), then other styles that make some of the same drinks */
  styles: string[];
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
