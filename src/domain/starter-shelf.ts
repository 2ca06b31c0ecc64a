// The starter shelf a new user ticks from: data in starter-shelf.json, checked by its unit test.
import { LOCALES } from "./locales";
import { describeName, localizedIngredientName, type ShelfCategory } from "./matching";
import data from "./starter-shelf.json";

export const STARTER_SHELF: readonly string[] = Object.freeze([...data.items]);

/** One bottle of the starter shelf: its name in the data (English), and as the page's language writes it. */
export interface StarterItem {
  name: string;
  shown: string;
}

export interface StarterGroup {
  category: ShelfCategory;
  items: StarterItem[];
}

/** A typical shelf built around one spirit, ticked in one tap; named on the page by its id (messages: bar.starter.kits). */
export interface StarterKit {
  id: string;
  names: string[];
}

export const STARTER_KITS: readonly StarterKit[] = Object.freeze(data.kits.map((kit) => ({ id: kit.id, names: [...kit.names] })));

/** The starter shelf grouped by shelf category (gin, whiskey, bitters…), in the shelf's order, each bottle named for the locale. */
export function starterShelfGroups(locale = "en"): StarterGroup[] {
  const groups = new Map<ShelfCategory, StarterItem[]>();
  for (const name of STARTER_SHELF) {
    const category = describeName(name).category;
    groups.set(category, [...(groups.get(category) ?? []), { name, shown: localizedIngredientName(name, locale) }]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

let byShownName: Map<string, string> | undefined;

/**
 * The starter shelf's bottle a ticked name stands for: its English name, or the name a page in
 * another language showed for it ("Zitrone" for "Lemons"); undefined for any other name. The bar
 * keeps the name as shown, which the matcher reads as it reads the English one.
 */
export function starterBottleOf(name: string): string | undefined {
  byShownName ??= new Map(LOCALES.flatMap((locale) => STARTER_SHELF.map((english) => [localizedIngredientName(english, locale), english] as const)));
  return byShownName.get(name);
}
