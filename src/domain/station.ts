/**
 * The /bartender station's list of drinks to pick from: the user's recipes and the
 * catalogue's cocktails side by side, searched by title and ingredient, and the "surprise
 * me" draw among the makeable ones.
 */

import type { DrinkStrength } from "./drink-strength";
import type { MixMethod } from "./batch";
import type { MatchReason, Substitute } from "./matching";
import type { Quantity } from "./types";

export type Strength = "light" | "medium" | "strong";
export const STRENGTHS: readonly Strength[] = ["light", "medium", "strong"];
/** % alcohol as served (ice melt included) from which a drink counts as medium, and as strong. */
export const STRENGTH_FROM_ABV = { medium: 10, strong: 18 } as const;

/** One drink the station can make, as the picker needs it (its full spec is loaded when picked). */
export interface StationChoice {
  /** "recipe:<id>" or "catalogue:<catalogueId>": the page's ?drink= value. */
  key: string;
  title: string;
  source: "recipe" | "catalogue";
  ingredientNames: string[];
  /** Other words the search finds it by and the picker does not show: a catalogue cocktail's English title and ingredients. */
  alsoFoundBy?: string[];
  /** Base spirits (the catalogue's words: gin, rum, tequila…). */
  spirits: string[];
  styles: string[];
  strength: Strength | null;
  missingCount: number;
}

/** The station's page for a drink. */
export function stationHref(key: string): string {
  return `/bartender?drink=${encodeURIComponent(key)}`;
}

/** How many drinks' station pages are kept on the device for use offline, and how many of them may be the catalogue's. */
export const STATION_PAGES_KEPT = { all: 40, catalogue: 10 };

/**
 * The station pages worth keeping for use offline: the user's own recipes first, then the
 * catalogue cocktails their bar makes now, in the order the station lists them. Each is a
 * page the server renders in the background, hence the limits.
 */
export function stationPagesToKeep(choices: readonly StationChoice[], limits = STATION_PAGES_KEPT): string[] {
  const own = choices.filter((c) => c.source === "recipe");
  const makeable = choices.filter((c) => c.source === "catalogue" && c.missingCount === 0).slice(0, limits.catalogue);
  return [...own, ...makeable].slice(0, limits.all).map((c) => stationHref(c.key));
}

export function recipeKey(recipeId: string): string {
  return `recipe:${recipeId}`;
}

export function catalogueKey(catalogueId: string): string {
  return `catalogue:${catalogueId}`;
}

/** Reads a ?drink= value back into where the drink lives; null for anything else. */
export function readChoiceKey(key: string | null | undefined): { source: "recipe" | "catalogue"; id: string } | null {
  const m = key?.match(/^(recipe|catalogue):([\w-]{1,100})$/);
  return m ? { source: m[1] as "recipe" | "catalogue", id: m[2]! } : null;
}

export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** With nothing typed: what can be made first (fewest missing), the user's recipes before the catalogue's. */
function byReadiness(a: StationChoice, b: StationChoice): number {
  return a.missingCount - b.missingCount || Number(a.source === "catalogue") - Number(b.source === "catalogue");
}

/**
 * Choices holding every word of `q` in their title or an ingredient, titles that start with
 * the query first, then other title matches, then ingredient matches; the user's own recipes
 * before the catalogue's within each group.
 */
export function searchChoices(choices: readonly StationChoice[], q: string): StationChoice[] {
  const query = foldForSearch(q);
  if (query === "") return [...choices].sort(byReadiness);
  const words = query.split(" ");
  const ranked: { choice: StationChoice; rank: number }[] = [];
  for (const choice of choices) {
    const title = ` ${foldForSearch(choice.title)}`;
    const ingredients = ` ${foldForSearch([...choice.ingredientNames, ...(choice.alsoFoundBy ?? [])].join(" "))}`;
    const inTitle = (w: string) => title.includes(` ${w}`);
    let rank: number;
    if (title.startsWith(` ${query}`)) rank = 0;
    else if (words.every(inTitle)) rank = 1;
    else if (words.every((w) => inTitle(w) || ingredients.includes(` ${w}`))) rank = 2;
    else continue;
    ranked.push({ choice, rank: rank * 2 + (choice.source === "recipe" ? 0 : 1) });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.choice);
}

export interface SurpriseFilter {
  spirit: string | null;
  style: string | null;
  strength: Strength | null;
}

/** The makeable choices that pass the filter: what "surprise me" draws from. */
export function surpriseCandidates(choices: readonly StationChoice[], filter: SurpriseFilter): StationChoice[] {
  return choices.filter(
    (c) =>
      c.missingCount === 0 &&
      (filter.spirit === null || c.spirits.includes(filter.spirit)) &&
      (filter.style === null || c.styles.includes(filter.style)) &&
      (filter.strength === null || c.strength === filter.strength),
  );
}

/** A random makeable drink passing the filter (avoiding `current` when there is another), or null. */
export function pickSurprise(
  choices: readonly StationChoice[],
  filter: SurpriseFilter,
  current: string | null = null,
  random: () => number = Math.random,
): StationChoice | null {
  const all = surpriseCandidates(choices, filter);
  const fresh = all.length > 1 ? all.filter((c) => c.key !== current) : all;
  if (fresh.length === 0) return null;
  return fresh[Math.min(fresh.length - 1, Math.floor(random() * fresh.length))]!;
}

/** The bar item that meets an ingredient, with its level so the page can offer "running low" and "mark empty". */
export interface MeetingBottle {
  barItemId: string;
  name: string;
  quantity: Quantity;
  reason: MatchReason;
  /** With reason "substitute": the user's substitute it stands in through. */
  substitute?: Substitute;
  /** Whose it is when it is a housemate's ("Ana's, shared in Flat 3"); left out for the caller's own. */
  whose?: string;
}

export interface StationIngredient {
  /** The line's name as the page shows it (a catalogue cocktail's in the page's language). */
  name: string;
  /** The name the recipe or catalogue writes: what "I made this" reports each pour by. */
  writtenName: string;
  amount: string;
  /** The bottle poured unless the user picks another. */
  meetingBottle: MeetingBottle | null;
  /** The other bar items that meet the line, in order of preference: the user may pick one. */
  otherBottles: MeetingBottle[];
  /** When nothing meets it: the empty bottle that would. */
  emptyBottle: { barItemId: string; name: string } | null;
  /** One serving's cost of the line from each bottle that meets it, by bar item id (null: that bottle has no price or size). */
  costByBottle: Record<string, number | null>;
  /** The line's name inside the page's "cost without …" sentence ("the lime juice", "Limettensaft"). */
  nameInSentence: string;
}

/** The drink on the station, with everything the page shows. */
export interface StationDrink {
  key: string;
  title: string;
  /** Set for the user's recipes: "I made this" logs against it. */
  recipeId: string | null;
  /** Set for catalogue cocktails: "I made this" first copies it into the user's recipes. */
  catalogueId: string | null;
  description: string | null;
  ingredients: StationIngredient[];
  steps: string[];
  glassware: string | null;
  garnish: string | null;
  /** How it is mixed, from the catalogue or read from the recipe's steps; null when they do not say. */
  method: MixMethod | null;
  /** One serving's strength for each way of mixing it (the page lets the user change it), and as given. */
  strength: { asGiven: DrinkStrength | null; byMethod: Record<MixMethod, DrinkStrength | null> };
  /** The currency the user's prices are in, or null until they set it. */
  currency: string | null;
}

