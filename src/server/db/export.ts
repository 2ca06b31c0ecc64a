import "server-only";
import type { Kysely, Selectable } from "kysely";
import type {
  ExportedBarItem,
  ExportedDrink,
  ExportedRecipe,
  ExportedShoppingItem,
  ExportedUpload,
  ExportSection,
} from "@/domain/export/document";
import { photoPathForKey } from "@/domain/export/document";
import type { Ingredient } from "@/domain/types";
import { getDb } from ".";
import { parseAliases } from "./bar-items";
import type { Database } from "./schema";
import { toIsoString } from "./time";
import { uploadKeyFromImageUrl } from "./image-urls";

/**
 * The account export's reads: each section of the caller's data a page at a time, in id
 * order after the last id of the page before, so that a large account never sits in memory.
 */
export const EXPORT_PAGE_SIZE = 500;

interface PageRequest {
  userId: string;
  /** the last id of the previous page, or null for the first */
  after: string | null;
}

type ExportTable = "recipe" | "drink" | "barItem" | "shoppingItem" | "upload";

/** One page of the caller's rows of a table, in id order after `after`. */
function selectPage<T extends ExportTable>(table: T, { userId, after }: PageRequest): Promise<Selectable<Database[T]>[]> {
  // Every exported table has `id` and `userId`; Kysely cannot see that through a generic table name.
  const db = getDb() as unknown as Kysely<{ exported: { id: string; userId: string } }>;
  return db
    .selectFrom(table as unknown as "exported")
    .selectAll()
    .where("userId", "=", userId)
    .$if(after !== null, (q) => q.where("id", ">", after!))
    .orderBy("id")
    .limit(EXPORT_PAGE_SIZE)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

function photoOf(imageUrl: string | null): string | null {
  const key = imageUrl === null ? null : uploadKeyFromImageUrl(imageUrl);
  return key === null ? null : photoPathForKey(key);
}

async function pageRecipesForUser({ userId, after }: PageRequest): Promise<ExportedRecipe[]> {
  const rows = await selectPage("recipe", { userId, after });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    ingredients: (JSON.parse(r.ingredients) as Ingredient[]).map(({ name, amount }) => ({ name, amount })),
    steps: JSON.parse(r.steps) as unknown,
    garnish: r.garnish,
    glassware: r.glassware,
    notes: r.notes,
    sourceDrinkId: r.sourceDrinkId,
    createdAt: toIsoString(r.createdAt),
    ...(r.householdId === null ? {} : { householdId: r.householdId }),
  }));
}

/** Drinks with what each poured (one more query per page). */
async function pageDrinksForUser({ userId, after }: PageRequest): Promise<ExportedDrink[]> {
  const rows = await selectPage("drink", { userId, after });
  const pours =
    rows.length === 0
      ? []
      : await getDb()
          .selectFrom("drinkPour")
          .select(["drinkId", "barItemId", "ingredient", "ml"])
          .where("userId", "=", userId)
          .where(
            "drinkId",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("id")
          .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    photo: photoOf(r.imageUrl),
    notes: r.notes,
    rating: r.rating,
    madeFromRecipeId: r.madeFromRecipeId,
    servings: r.servings,
    pours: pours.filter((p) => p.drinkId === r.id).map(({ barItemId, ingredient, ml }) => ({ barItemId, ingredient, ml })),
    createdAt: toIsoString(r.createdAt),
  }));
}

async function pageBarItemsForUser({ userId, after }: PageRequest): Promise<ExportedBarItem[]> {
  const rows = await selectPage("barItem", { userId, after });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    quantity: r.quantity,
    category: r.category,
    photo: photoOf(r.imageUrl),
    aliases: parseAliases(r.aliases),
    chosenKind: r.chosenKind,
    bottleMl: r.bottleMl,
    remainingMl: r.remainingMl,
    unopened: r.unopened,
    price: r.price,
    createdAt: toIsoString(r.createdAt),
    ...(r.householdId === null ? {} : { householdId: r.householdId }),
  }));
}

async function pageShoppingItemsForUser({ userId, after }: PageRequest): Promise<(ExportedShoppingItem & { id: string })[]> {
  const rows = await selectPage("shoppingItem", { userId, after });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    note: r.note,
    done: Boolean(r.done),
    createdAt: toIsoString(r.createdAt),
    ...(r.householdId === null ? {} : { householdId: r.householdId }),
  }));
}

/** Uploads with their object key, which the zip reads the photo from (the document keeps only the photo's path). */
async function pageUploadsForUser({ userId, after }: PageRequest): Promise<(ExportedUpload & { id: string; key: string })[]> {
  const rows = await selectPage("upload", { userId, after });
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    photo: photoPathForKey(r.key),
    kind: r.kind,
    contentType: r.contentType,
    width: r.width,
    height: r.height,
    createdAt: toIsoString(r.createdAt),
  }));
}

const PAGE_READERS = {
  recipes: pageRecipesForUser,
  drinks: pageDrinksForUser,
  barItems: pageBarItemsForUser,
  shoppingList: pageShoppingItemsForUser,
  uploads: pageUploadsForUser,
} satisfies Record<ExportSection, (req: PageRequest) => Promise<{ id: string }[]>>;

export type ExportRecordOf<S extends ExportSection> = Awaited<ReturnType<(typeof PAGE_READERS)[S]>>[number];

/** Every record of one section of the caller's account, read a page at a time. */
export async function* exportSectionForUser<S extends ExportSection>({
  userId,
  section,
}: {
  userId: string;
  section: S;
}): AsyncGenerator<ExportRecordOf<S>> {
  const read = PAGE_READERS[section] as (req: PageRequest) => Promise<ExportRecordOf<S>[]>;
  let after: string | null = null;
  for (;;) {
    const page = await read({ userId, after });
    yield* page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page[page.length - 1]!.id;
  }
}
