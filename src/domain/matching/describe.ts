// What a name denotes, told to people: its kind, its brand, and the shelf group it belongs on;
// plus the words the matcher knows (for autocomplete) and example brands of a kind.
import shelfCategoryData from "./data/shelf-categories.json";
import { knowledge, type Kind } from "./knowledge";
import { memoByName, resolveName } from "./names";

export const SHELF_CATEGORIES = [
  "gin", "vodka", "whiskey", "rum", "agave", "brandy", "other-spirits", "vermouth-aperitif-wine",
  "amaro-bitter-aperitivo", "liqueur", "wine-sparkling", "beer-cider", "bitters", "syrups-sweeteners",
  "juices-produce", "mixers-sodas", "dairy-eggs", "pantry", "other",
] as const;

export type ShelfCategory = (typeof SHELF_CATEGORIES)[number];

export const SHELF_CATEGORY_LABELS: Readonly<Record<ShelfCategory, string>> = {
  gin: "Gin",
  vodka: "Vodka",
  whiskey: "Whiskey",
  rum: "Rum",
  agave: "Tequila & agave",
  brandy: "Brandy",
  "other-spirits": "Other spirits",
  "vermouth-aperitif-wine": "Vermouth & aperitif wine",
  "amaro-bitter-aperitivo": "Amaro & bitter aperitivo",
  liqueur: "Liqueur",
  "wine-sparkling": "Wine & sparkling",
  "beer-cider": "Beer & cider",
  bitters: "Bitters",
  "syrups-sweeteners": "Syrups & sweeteners",
  "juices-produce": "Juices & fresh produce",
  "mixers-sodas": "Mixers & sodas",
  "dairy-eggs": "Dairy & eggs",
  pantry: "Pantry",
  other: "Other",
};

export function isShelfCategory(value: string): value is ShelfCategory {
  return (SHELF_CATEGORIES as readonly string[]).includes(value);
}

/** kind id -> shelf group, as listed in data/shelf-categories.json */
const categoryOfListedKind = new Map<string, ShelfCategory>();
for (const [group, kinds] of Object.entries(shelfCategoryData.groups)) {
  if (!isShelfCategory(group)) continue; // the data test reports it
  for (const kind of kinds) categoryOfListedKind.set(kind, group);
}

/** The shelf group of a kind: the first listed among the produce it is cut from, itself and its ancestors. */
export function shelfCategoryOfKind(kindId: string): ShelfCategory {
  const kind = knowledge.kinds.get(kindId);
  if (!kind) return "other";
  const origin = kind.cutFrom !== undefined ? knowledge.kinds.get(kind.cutFrom) : undefined;
  for (const candidate of [...(origin?.ancestors ?? []), ...kind.ancestors]) {
    const category = categoryOfListedKind.get(candidate);
    if (category) return category;
  }
  return "other";
}

export interface NameDescription {
  /** the most specific kind the name denotes (a kind id), or null when the matcher does not understand it */
  kind: string | null;
  kindLabel: string | null;
  /** the brand named, as its label writes it */
  brand: string | null;
  category: ShelfCategory;
  /** how the kind was understood: from a brand the matcher knows, or from the words on the label */
  via: "brand" | "label" | null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function mostSpecific(kinds: readonly string[]): Kind | undefined {
  let best: Kind | undefined;
  for (const id of kinds) {
    const kind = knowledge.kinds.get(id);
    if (kind && (!best || kind.ancestors.length > best.ancestors.length)) best = kind;
  }
  return best;
}

/**
 * What a bar item or ingredient name denotes; a name offering alternatives is described by its
 * first understood one. Kept per name for the process (frozen, as every caller shares it): /bar
 * and /recipes describe every bottle on each answer, and a shelf changes a bottle at a time.
 */
export const describeName: (name: string) => Readonly<NameDescription> = memoByName((name) => Object.freeze(describeNameAfresh(name)));

function describeNameAfresh(name: string): NameDescription {
  const denotations = resolveName(name);
  const understood = denotations.find((d) => d.kinds.length > 0) ?? denotations[0];
  const kind = understood ? mostSpecific(understood.kinds) : undefined;
  const brand = understood?.namedBrand ?? null;
  // a flavoured bottle is that flavour of its kind ("Lemon vodka"), which does not stand in for the plain kind
  const flavoured = understood !== undefined && understood.qualifiers.length > 0 && !understood.qualifiersAreDescriptors;
  return {
    kind: kind?.id ?? null,
    kindLabel: kind ? (flavoured ? `${capitalised(understood.qualifiers.join(" "))} ${kind.label.toLowerCase()}` : kind.label) : null,
    brand: brand?.groupName ?? null,
    category: kind ? shelfCategoryOfKind(kind.id) : "other",
    via: kind ? (brand !== null && brand.kinds.length > 0 ? "brand" : "label") : null,
  };
}

const vocabularies = new Map<string, readonly string[]>();
const byLetters = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Every kind label and brand name the matcher knows, sorted, for autocomplete; with a locale whose
 * language the data names kinds in, those names too ("Zitronensaft" for a German reader).
 */
export function matchingVocabulary(locale = "en"): string[] {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? "";
  const local = knowledge.localNames.get(language);
  const key = local ? language : "en";
  let vocabulary = vocabularies.get(key);
  if (!vocabulary) {
    vocabulary = [...new Set([
      ...[...knowledge.kinds.values()].map((k) => k.label),
      ...[...(local?.values() ?? [])].map((name) => name.charAt(0).toLocaleUpperCase() + name.slice(1)),
      ...knowledge.brands.map((b) => b.name),
    ])].sort(byLetters.compare);
    vocabularies.set(key, vocabulary);
  }
  return [...vocabulary];
}
