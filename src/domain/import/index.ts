import { issueOf, ValidationError } from "../errors";
import { productKey } from "../matching";
import { RecipeIdentityIndex } from "../recipe-identity";
import { recipeCreateSchema, type RecipeCreateInput } from "../schemas/recipe";
import { looksLikeBarAssistant, readBarAssistant } from "./bar-assistant";
import { looksLikeBarshelf, readBarshelf, unreadableFields, type AccountReading, type ImportedBarItem, type ImportedShoppingItem } from "./barshelf";
import { looksLikeHtml, looksLikeJsonLd, readHtmlJsonLd, readJsonLd } from "./json-ld";
import { countSteps } from "./limits";
import { readPlainText } from "./text";
import type { FormatReading, ImportFormat, RecipeCandidate, Unreadable } from "./types";
import { issueSaid, joined, sentence, type Sentence } from "../sentences";

/**
 * Import: which format a file is (from its content, never its name), what each reader made of
 * it, and the plan: what would be created, what is a duplicate (same title and same
 * ingredients as one of the user's recipes or an earlier one in the file) and what could not
 * be read, with its place in the file. Every recipe passes the recipe rules of POST /api/recipes.
 */
export type { ImportFormat, Unreadable } from "./types";

/** At most this many recipes an import (docs/api.md, "Your data in and out"). */
export const MAX_IMPORT_RECIPES = 5000;
/** Drinks, bar items, shopping list lines and photos of our own document: at most this many each. */
export const MAX_IMPORT_RECORDS = 50_000;
/** Photos an import stores, at most: each is re-encoded like an upload. */
export const MAX_IMPORT_PHOTOS = 500;

export interface ImportReading {
  format: ImportFormat;
  reading: FormatReading;
  /** set for our own document: the rest of the account */
  account: AccountReading | null;
}

/** Reads text (or the document of a zip) into recipe candidates, choosing the format from what the text holds. */
export function readImportText(text: string): ImportReading {
  countSteps(text.length * 2);
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (/^[[{]/.test(trimmed)) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (err) {
      return unreadableAs("text", "the file", sentence("import.notJson", { detail: (err as Error).message }));
    }
    if (looksLikeBarshelf(value)) {
      const account = readBarshelf(value);
      return { format: "barshelf", reading: account, account };
    }
    if (looksLikeJsonLd(value)) return { format: "json-ld", reading: readJsonLd(value), account: null };
    if (looksLikeBarAssistant(value)) return { format: "bar-assistant", reading: readBarAssistant(value), account: null };
    return unreadableAs("text", "the file", sentence("import.unknownJson"));
  }
  if (looksLikeHtml(trimmed)) return { format: "json-ld", reading: readHtmlJsonLd(trimmed), account: null };
  return { format: "text", reading: readPlainText(trimmed), account: null };
}

function unreadableAs(format: ImportFormat, position: string, reason: Sentence): ImportReading {
  return { format, reading: { recipes: [], unreadable: [{ position, reason }] }, account: null };
}

/** One of the user's recipes, as far as telling duplicates needs. */
export interface ExistingRecipe {
  id: string;
  title: string;
  ingredients: { name: string; amount: string }[];
}

export interface PlannedRecipe {
  position: string;
  input: RecipeCreateInput;
  candidate: RecipeCandidate;
}

export interface DuplicateRecipe {
  position: string;
  candidate: RecipeCandidate;
  title: string;
  /** "your recipes", or the position of the same recipe earlier in the file */
  duplicateOf: string;
  /** the user's recipe it repeats, when it repeats one */
  existingId: string | null;
  /** that recipe's title, as the user wrote it */
  existingTitle: string | null;
  /** the recipe of the file it repeats, when it repeats one */
  sameAs: RecipeCandidate | null;
}

export interface ImportPlan {
  format: ImportFormat;
  create: PlannedRecipe[];
  duplicates: DuplicateRecipe[];
  unreadable: Unreadable[];
  account: AccountPlan | null;
}

/** What our own document adds besides recipes; a bar item or list line the user has by name already is not added twice. */
export interface AccountPlan {
  reading: AccountReading;
  barItems: ImportedBarItem[];
  /** file id of a bar item that is skipped → the name of the user's (or the file's earlier) item it stands for */
  sameBarItem: Map<string, string>;
  shoppingList: ImportedShoppingItem[];
}

const squash = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

function describeRuleFailure(error: ValidationError): Sentence {
  // each issue is a sentence that names its field (schemas/messages.ts)
  return joined(error.issues.map(issueSaid));
}

/**
 * The recipe as POST /api/recipes takes it, or what breaks the rules: for a recipe of our own
 * document, each problem at its field ("recipes[12].title"), whose names are the rules' own.
 */
function checkRecipe(candidate: RecipeCandidate): RecipeCreateInput | { unreadable: Unreadable[] } {
  const parsed = recipeCreateSchema.safeParse({
    title: candidate.title,
    ingredients: candidate.ingredients.map((i) => ({ ...i, available: false })),
    steps: candidate.steps,
    garnish: candidate.garnish ?? null,
    glassware: candidate.glassware ?? null,
    notes: candidate.notes ?? null,
  });
  if (parsed.success) return { ...parsed.data, sourceDrinkId: null };
  if ("ref" in candidate) return { unreadable: unreadableFields(candidate.position, parsed.error.issues) };
  const reason = describeRuleFailure(new ValidationError(parsed.error.issues));
  return { unreadable: [{ position: candidate.position, reason: sentence("import.breaksRules", { title: candidate.title.slice(0, 60), reason }) }] };
}

/** The 400 of a file holding more of `what` (a section, or "photos") than one import takes. */
export function tooMany(what: string, count: number, max: number): never {
  throw new ValidationError([issueOf([what], sentence("import.tooMany", { max, what, count }), "too_big")]);
}

/** The 400 of a file holding more of a kind than one import takes; planning refuses the same. */
export function checkImportSize({ reading, account }: ImportReading): void {
  if (reading.recipes.length > MAX_IMPORT_RECIPES) tooMany("recipes", reading.recipes.length, MAX_IMPORT_RECIPES);
  for (const section of ["drinks", "barItems", "shoppingList", "uploads"] as const) {
    if (account && account[section].length > MAX_IMPORT_RECORDS) tooMany(section, account[section].length, MAX_IMPORT_RECORDS);
  }
}

/** How many different keys `names` holds, counting no further than `enough` (cheap when a file is far past a cap). */
function differentUpTo(names: Iterable<string>, keyOf: (name: string) => string, enough: number): number {
  const keys = new Set<string>();
  for (const name of names) {
    keys.add(keyOf(name));
    if (keys.size >= enough) break;
  }
  return keys.size;
}

/**
 * The fewest records of each kind a plan of `reading` could leave the account holding, with
 * `have` already there, without matching a name: a file's different names are all there after
 * it, whatever the user had. Counting stops past each kind's `limits`. Recipes are bounded by `have` alone:
 * telling a duplicate recipe takes the planning this spares.
 */
export function leastAfterImport(
  { account }: ImportReading,
  have: { recipes: number; barItems: number; drinks: number; shoppingItems: number },
  limits: { barItems: number; shoppingItems: number },
): { recipes: number; barItems: number; drinks: number; shoppingItems: number } {
  if (!account) return { ...have };
  return {
    recipes: have.recipes,
    barItems: Math.max(have.barItems, differentUpTo(account.barItems.map((b) => b.name), productKey, limits.barItems + 1)),
    drinks: have.drinks + account.drinks.length,
    shoppingItems: Math.max(have.shoppingItems, differentUpTo(account.shoppingList.map((s) => s.name), squash, limits.shoppingItems + 1)),
  };
}

/** Whether planning would find a recipe that breaks the recipe rules (the 400 a real run answers before any limit), waiting for `pause` between turns. */
export async function holdsUnreadable({ reading }: ImportReading, pause: () => Promise<void>): Promise<boolean> {
  if (reading.unreadable.length > 0) return true;
  for (const [index, candidate] of reading.recipes.entries()) {
    if (turnEndsAfter(index)) await pause();
    if ("unreadable" in checkRecipe(candidate)) return true;
  }
  return false;
}

/** Records planned between two of planning's turns: a caller that waits at each lets other work run meanwhile. */
const RECORDS_A_TURN = 200;

/** A turn ends after every RECORDS_A_TURN-th record. */
const turnEndsAfter = (index: number) => index % RECORDS_A_TURN === RECORDS_A_TURN - 1;

function* planAccount(account: AccountReading, existingBarItems: readonly string[], existingShopping: readonly string[]): Generator<void, AccountPlan> {
  // the same product twice (Campari, "campari bitter") is one bottle, as POST /api/bar-items tells it
  const barNames = new Map(existingBarItems.map((n) => [productKey(n), n]));
  const barItems: ImportedBarItem[] = [];
  const sameBarItem = new Map<string, string>();
  for (const [index, item] of account.barItems.entries()) {
    if (turnEndsAfter(index)) yield;
    const same = barNames.get(productKey(item.name));
    if (same !== undefined) sameBarItem.set(item.id, same);
    else {
      barNames.set(productKey(item.name), item.name);
      barItems.push(item);
    }
  }
  const listed = new Set(existingShopping.map(squash));
  const shoppingList = account.shoppingList.filter((s) => !listed.has(squash(s.name)) && listed.add(squash(s.name)));
  return { reading: account, barItems, sameBarItem, shoppingList };
}

/** A recipe a later one may repeat: one of the user's, or one planned earlier from the file. */
interface SeenRecipe {
  title: string;
  ingredients: readonly { name: string }[];
  existing: ExistingRecipe | null;
  candidate: RecipeCandidate | null;
}

/**
 * The plan for a reading against what the user has; more than MAX_IMPORT_RECIPES recipes is a
 * ValidationError. A recipe whose position is in `copies` is created even when it repeats one.
 */
export function planImport(reading: ImportReading, existing: ExistingRecords, copies: ReadonlySet<string> = new Set()): ImportPlan {
  const turns = planInTurns(reading, existing, copies);
  for (;;) {
    const turn = turns.next();
    if (turn.done) return turn.value;
  }
}

/** planImport, waiting for `pause` between turns of a few hundred records, so that a large file does not hold the thread. */
export async function planImportInTurns(reading: ImportReading, existing: ExistingRecords, copies: ReadonlySet<string>, pause: () => Promise<void>): Promise<ImportPlan> {
  const turns = planInTurns(reading, existing, copies);
  for (;;) {
    const turn = turns.next();
    if (turn.done) return turn.value;
    await pause();
  }
}

/** What a plan is made against: the user's recipes, and the names of their bar items and shopping list. */
export interface ExistingRecords {
  recipes: readonly ExistingRecipe[];
  barItemNames?: readonly string[];
  shoppingNames?: readonly string[];
}

function* planInTurns({ format, reading, account }: ImportReading, existing: ExistingRecords, copies: ReadonlySet<string>): Generator<void, ImportPlan> {
  checkImportSize({ format, reading, account });
  const seen = new RecipeIdentityIndex<SeenRecipe>(existing.recipes.map((r) => ({ title: r.title, ingredients: r.ingredients, existing: r, candidate: null })));
  const plan: ImportPlan = { format, create: [], duplicates: [], unreadable: [...reading.unreadable], account: null };
  for (const [index, candidate] of reading.recipes.entries()) {
    if (turnEndsAfter(index)) yield;
    const checked = checkRecipe(candidate);
    if ("unreadable" in checked) {
      plan.unreadable.push(...checked.unreadable);
      continue;
    }
    const earlier = copies.has(candidate.position) ? undefined : seen.find(checked);
    if (earlier) {
      plan.duplicates.push({
        position: candidate.position,
        candidate,
        title: checked.title,
        duplicateOf: earlier.candidate ? earlier.candidate.position : "your recipes",
        existingId: earlier.existing?.id ?? null,
        existingTitle: earlier.existing?.title ?? null,
        sameAs: earlier.candidate,
      });
      continue;
    }
    seen.add({ title: checked.title, ingredients: checked.ingredients, existing: null, candidate });
    plan.create.push({ position: candidate.position, input: checked, candidate });
  }
  if (account) plan.account = yield* planAccount(account, existing.barItemNames ?? [], existing.shoppingNames ?? []);
  return plan;
}

/** What POST /api/import answers, for a dry run (200) and for the real run (201). */
export interface ImportSummary {
  format: ImportFormat;
  dryRun: boolean;
  create: { position: string; title: string }[];
  /** skipped: `existing` is the user's recipe it repeats, or null when it repeats one earlier in the file */
  duplicates: { position: string; title: string; duplicateOf: string; existing: { id: string; title: string } | null }[];
  /** the parts that could not be read, each reason worded for the reader */
  unreadable: { position: string; reason: string }[];
  /**
   * A dry run's sentences for each record limit the import would pass (the most recipes, bar
   * items, drinks or shopping list items an account keeps); the real run is refused then (409),
   * so it is empty in its answer. Photos past the storage quota are a 413 even in a dry run.
   */
  overLimits: string[];
  /** our own export: the rest of the account (photos named in it but not in the file are listed, and left out) */
  account: {
    drinks: number;
    barItems: number;
    barItemsAlreadyThere: number;
    shoppingList: number;
    photos: number;
    photosMissing: string[];
  } | null;
}
