// The starter shelf a new user ticks from: data in starter-shelf.json, checked by its unit test.
import { describeName, SHELF_CATEGORY_LABELS } from "./matching";
import data from "./starter-shelf.json";

export const STARTER_SHELF: readonly string[] = Object.freeze([...data.items]);

export interface StarterGroup {
  label: string;
  names: string[];
}

/** A typical shelf built around one spirit, ticked in one tap. */
export const STARTER_KITS: readonly StarterGroup[] = Object.freeze(data.kits.map((kit) => ({ label: kit.label, names: [...kit.names] })));

/** The starter shelf grouped by shelf category (gin, whiskey, bitters…), in the shelf's order. */
export function starterShelfGroups(): StarterGroup[] {
  const groups = new Map<string, string[]>();
  for (const name of STARTER_SHELF) {
    const label = SHELF_CATEGORY_LABELS[describeName(name).category];
    groups.set(label, [...(groups.get(label) ?? []), name]);
  }
  return [...groups].map(([label, names]) => ({ label, names }));
}
