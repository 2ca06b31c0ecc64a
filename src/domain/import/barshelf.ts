import { kindFromAnswer } from "../bar-item-kind";
import { QUANTITIES, UPLOAD_KINDS } from "../constants";
import { MAX_BOTTLE_ML, MAX_UNOPENED, overfullMessage } from "../levels";
import { MAX_PRICE } from "../drink-cost";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../export/document";
import { aliasesSchema } from "../schemas/bar-item";
import { optionalText, requiredText, text } from "../schemas/common";
import { drinkCreateSchema } from "../schemas/drink";
import { z } from "../schemas/z";
import { issueSaid, sentence, type Sentence } from "../sentences";
import type { FormatReading, RecipeCandidate, Unreadable } from "./types";
import { says } from "../schemas/messages";

/**
 * Our own export document (src/domain/export/). Ids in it only link its records; timestamps
 * are kept as the dates of the records, never used to find one. Each record is checked on
 * its own, so one bad record is reported with its place and field and the rest still read.
 * Every text field passes the rules of the API's own writes (src/domain/schemas/): the same
 * lengths, no control characters, NFC. Recipes pass the recipe rules when they are planned.
 */
const ref = z.string().min(1).max(100);
const timestamp = z.iso.datetime({ offset: true });
const photoPath = z.string().regex(/^photos\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/);
const photo = photoPath
  .nullish()
  .transform((v) => v ?? null);

// A recipe's `householdId` (where it was shared) is not read: an import shares nothing with anyone.
const recipeRecord = z.object({
  id: ref,
  title: z.string(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  steps: z.unknown(),
  garnish: z.string().nullish().transform((v) => v ?? null),
  glassware: z.string().nullish().transform((v) => v ?? null),
  notes: z.string().nullish().transform((v) => v ?? null),
  sourceDrinkId: ref.nullish().transform((v) => v ?? null),
  createdAt: timestamp,
});

const drinkRecord = z.object({
  id: ref,
  name: drinkCreateSchema.shape.name,
  type: drinkCreateSchema.shape.type,
  photo,
  notes: drinkCreateSchema.shape.notes,
  rating: drinkCreateSchema.shape.rating,
  madeFromRecipeId: ref.nullish().transform((v) => v ?? null),
  servings: z.number().int().min(1).max(24).nullish().transform((v) => v ?? null),
  pours: z
    .array(z.object({ barItemId: ref.nullable(), ingredient: text(200), ml: z.number().min(0).max(100_000) }))
    .max(100)
    .default([]),
  createdAt: timestamp,
});

// A shared bottle's householdId is not read (zod drops keys it does not name): an imported
// bottle stands on the importer's own shelf, since one joins a household only by invitation.
const barItemRecord = z.object({
  id: ref,
  name: requiredText(200, sentence("bar.nameBlank")),
  quantity: z.enum(QUANTITIES),
  category: optionalText(100),
  photo,
  aliases: aliasesSchema.default([]),
  // A kind this Barshelf does not know is dropped: the user can answer "What is this?" again.
  chosenKind: optionalText(100).transform((v) => (v === null ? null : kindFromAnswer(v))),
  bottleMl: z.number().positive().max(MAX_BOTTLE_ML).nullable().default(null),
  remainingMl: z.number().min(0).max(MAX_BOTTLE_ML).nullable().default(null),
  unopened: z.number().int().min(0).max(MAX_UNOPENED).default(0),
  price: z.number().min(0).max(MAX_PRICE).nullable().default(null),
  createdAt: timestamp,
}).refine((item) => item.bottleMl === null || item.remainingMl === null || item.remainingMl <= item.bottleMl, {
  path: ["remainingMl"],
  error: (issue) => says(issue, overfullMessage((issue.input as { bottleMl: number }).bottleMl)),
});

// A household line's householdId is not read either: it lands on the importer's own list.
const shoppingRecord = z.object({
  name: requiredText(200, sentence("shopping.nameBlank")),
  note: optionalText(500),
  done: z.boolean().default(false),
  createdAt: timestamp,
});

const substituteRecord = z.object({
  ingredient: requiredText(200, sentence("substitutes.ingredientBlank")),
  acceptedBy: requiredText(200, sentence("substitutes.acceptedByBlank")),
  note: optionalText(500),
});

const uploadRecord = z.object({
  photo: photoPath,
  kind: z.enum(UPLOAD_KINDS),
  createdAt: timestamp,
});

type Positioned<T> = T & { position: string };

export type ImportedDrink = Positioned<z.output<typeof drinkRecord>>;
export type ImportedBarItem = Positioned<z.output<typeof barItemRecord>>;
export type ImportedShoppingItem = Positioned<z.output<typeof shoppingRecord>>;
export type ImportedUpload = Positioned<z.output<typeof uploadRecord>>;
export type ImportedSubstitute = Positioned<z.output<typeof substituteRecord>>;

/** A recipe of our own document keeps its link to a drink of the same document and its date. */
export interface AccountRecipeCandidate extends RecipeCandidate {
  ref: string;
  sourceDrinkRef: string | null;
  createdAt: string;
}

export interface AccountReading extends FormatReading {
  recipes: AccountRecipeCandidate[];
  drinks: ImportedDrink[];
  barItems: ImportedBarItem[];
  shoppingList: ImportedShoppingItem[];
  uploads: ImportedUpload[];
  substitutes: ImportedSubstitute[];
}

export function looksLikeBarshelf(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { format?: unknown }).format === EXPORT_FORMAT;
}

/** Where a field is in the file, as the file's own JSON says it: "drinks[3].name", "barItems[0].aliases[2]". */
export function fieldPosition(record: string, path: readonly PropertyKey[]): string {
  return record + path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");
}

/** One unreadable entry a problem, each naming its record and field. */
export function unreadableFields(record: string, issues: readonly { path: readonly PropertyKey[]; message: string; sentence?: Sentence }[]): Unreadable[] {
  return issues.map((issue) => ({ position: fieldPosition(record, issue.path), reason: issueSaid(issue) }));
}

function readSection<S extends z.ZodType>(
  doc: Record<string, unknown>,
  section: string,
  schema: S,
  unreadable: Unreadable[],
): Positioned<z.output<S>>[] {
  const list = doc[section] ?? [];
  if (!Array.isArray(list)) {
    unreadable.push({ position: section, reason: sentence("import.mustBeList") });
    return [];
  }
  const records: Positioned<z.output<S>>[] = [];
  list.forEach((item, i) => {
    const parsed = schema.safeParse(item);
    const position = `${section}[${i}]`;
    if (parsed.success) records.push({ ...(parsed.data as object), position } as Positioned<z.output<S>>);
    else unreadable.push(...unreadableFields(position, parsed.error.issues));
  });
  return records;
}

export function readBarshelf(value: unknown): AccountReading {
  const doc = value as Record<string, unknown>;
  const unreadable: Unreadable[] = [];
  const empty = { recipes: [], drinks: [], barItems: [], shoppingList: [], uploads: [], substitutes: [] };
  if (doc.version !== EXPORT_VERSION) {
    unreadable.push({ position: "version", reason: sentence("import.wrongVersion", { version: EXPORT_VERSION, found: String(JSON.stringify(doc.version)) }) });
    return { ...empty, unreadable };
  }
  const recipes = readSection(doc, "recipes", recipeRecord, unreadable).map((r) => ({
    position: r.position,
    ref: r.id,
    sourceDrinkRef: r.sourceDrinkId,
    createdAt: r.createdAt,
    title: r.title,
    ingredients: r.ingredients,
    // The recipe rules decide whether these steps will do; they are checked with the other formats'.
    steps: r.steps as string[],
    garnish: r.garnish,
    glassware: r.glassware,
    notes: r.notes,
  }));
  return {
    recipes,
    drinks: readSection(doc, "drinks", drinkRecord, unreadable),
    barItems: readSection(doc, "barItems", barItemRecord, unreadable),
    shoppingList: readSection(doc, "shoppingList", shoppingRecord, unreadable),
    uploads: readSection(doc, "uploads", uploadRecord, unreadable),
    substitutes: readSection(doc, "substitutes", substituteRecord, unreadable),
    unreadable,
  };
}
