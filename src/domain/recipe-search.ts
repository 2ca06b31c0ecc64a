import { describeName, matchesIngredient, type ShelfCategory } from "./matching";

/**
 * Recipe search that understands drinks: a recipe answers a search by its title (each word
 * the start of a title word, accents and case aside) or by what its ingredients are, as the
 * matcher reads them ("gin" finds "Tanqueray", "whiskey" finds "Bourbon", "bourbon" does not
 * find "Laphroaig"). Pure: the /recipes page and GET /api/recipes?q= both filter with it,
 * before any paging.
 */

/** The shelf groups of base spirits: a search naming one of these means the spirit, not the letters. */
const SPIRIT_GROUPS: ReadonlySet<ShelfCategory> = new Set(["gin", "vodka", "whiskey", "rum", "agave", "brandy", "other-spirits"]);

export interface Searchable {
  title: string;
  ingredients: readonly { name: string }[];
}

export function foldWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether the matcher knows what a name is (describeName keeps its reading of each name). */
function isKnownKind(name: string): boolean {
  return describeName(name).kind !== null;
}

const startsAWord = (words: readonly string[], prefix: string) => words.some((w) => w.startsWith(prefix));

/**
 * Whether an ingredient is what `wanted` (a word or the whole search) asks for. The matcher
 * decides first. When `wanted` names a base spirit, an ingredient the matcher knows is never
 * found by its letters ("gin" is not "Ginger syrup", nor "Sloe gin", a liqueur); one it does
 * not know is found by a whole word. Any other search ("ginger", "lime", "tanq") finds an
 * ingredient whose words start with it, as people mean flavours too ("Ginger syrup").
 */
function ingredientAnswers(wanted: string, wantedWords: readonly string[], spirit: boolean, name: string): boolean {
  if (matchesIngredient(wanted, name)) return true;
  const words = foldWords(name);
  if (spirit) return !isKnownKind(name) && wantedWords.every((w) => words.includes(w));
  return wantedWords.every((w) => startsAWord(words, w));
}

interface Term {
  text: string;
  words: string[];
  spirit: boolean;
  /** This term's answer per ingredient name, so each distinct name is read once per search. */
  answers: Map<string, boolean>;
}

function termOf(text: string): Term {
  return { text, words: foldWords(text), spirit: SPIRIT_GROUPS.has(describeName(text).category), answers: new Map() };
}

function hasIngredientFor(term: Term, recipe: Searchable): boolean {
  return recipe.ingredients.some(({ name }) => {
    let answer = term.answers.get(name);
    if (answer === undefined) {
      answer = typeof name === "string" && name !== "" && ingredientAnswers(term.text, term.words, term.spirit, name);
      term.answers.set(name, answer);
    }
    return answer;
  });
}

/**
 * A test for one search, to filter a list with (build it once per search, not per recipe).
 * A blank search lets everything through. Several words: the whole search met by one
 * ingredient ("sweet vermouth" finds "Carpano Antica Formula"), or else each word met by
 * the title or some ingredient ("gin lime" finds a Gimlet).
 */
export function recipeSearch(q: string): (recipe: Searchable) => boolean {
  const whole = termOf(q.trim());
  if (whole.words.length === 0) return () => true;
  const each = whole.words.length === 1 ? [whole] : whole.words.map(termOf);
  return (recipe) => {
    const title = foldWords(recipe.title);
    if (whole.words.length > 1 && hasIngredientFor(whole, recipe)) return true;
    return each.every((term) => startsAWord(title, term.words[0]!) || hasIngredientFor(term, recipe));
  };
}
