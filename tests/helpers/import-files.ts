import { zipSync } from "fflate";
import {
  EXPORT_FORMAT,
  EXPORT_JSON_NAME,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportedBarItem,
  type ExportedDrink,
  type ExportedRecipe,
  type ExportedShoppingItem,
  type ExportedUpload,
} from "@/domain/export/document";
import type { ImportSummary } from "@/domain/import";
import { backend } from "./backend";
import type { TestClient } from "./client";
import { executeSql } from "./database";

/**
 * Barshelf export files built in the test, as large as a limit needs: each record's name is
 * made from `tag` and its number, so two files with different tags share no record and a file
 * never repeats one of its own.
 */
const CREATED = "2026-01-01T00:00:00.000Z";

export function exportDocument(sections: Partial<Pick<ExportDocument, "recipes" | "drinks" | "barItems" | "shoppingList" | "uploads">>): ExportDocument {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: CREATED, recipes: [], drinks: [], barItems: [], shoppingList: [], uploads: [], ...sections };
}

const numbered = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

export function recipesOf(count: number, tag: string): ExportedRecipe[] {
  return numbered(count, (i) => ({
    id: `r${i}`,
    title: `${tag} sour number ${i}`,
    ingredients: [{ name: `${tag} spirit ${i}`, amount: "50 ml" }],
    steps: ["Shake with ice"],
    garnish: null,
    glassware: null,
    notes: null,
    sourceDrinkId: null,
    createdAt: CREATED,
  }));
}

export function drinksOf(count: number, tag: string): ExportedDrink[] {
  return numbered(count, (i) => ({
    id: `d${i}`,
    name: `${tag} drink ${i}`,
    type: "cocktail",
    photo: null,
    notes: null,
    rating: null,
    madeFromRecipeId: null,
    servings: null,
    pours: [],
    createdAt: CREATED,
  }));
}

export function barItemsOf(count: number, tag: string): ExportedBarItem[] {
  return numbered(count, (i) => ({
    id: `b${i}`,
    name: `${tag} liqueur no ${i}`,
    quantity: "FULL",
    category: null,
    photo: null,
    aliases: [],
    chosenKind: null,
    bottleMl: null,
    remainingMl: null,
    unopened: 0,
    createdAt: CREATED,
  }));
}

export function shoppingListOf(count: number, tag: string): ExportedShoppingItem[] {
  return numbered(count, (i) => ({ name: `${tag} thing to buy ${i}`, note: null, done: false, createdAt: CREATED }));
}

/** A zip of `doc` with these photos (path → bytes), each listed as a drink photo upload. */
export function exportZip(doc: ExportDocument, photos: Record<string, Uint8Array>): Uint8Array {
  const uploads: ExportedUpload[] = Object.keys(photos).map((photo) => ({ photo, kind: "drink", contentType: "image/png", width: null, height: null, createdAt: CREATED }));
  const json = new TextEncoder().encode(JSON.stringify({ ...doc, uploads: [...doc.uploads, ...uploads] }));
  return zipSync({ [EXPORT_JSON_NAME]: json, ...photos });
}

export type ImportAnswer = ImportSummary & { error?: string; issues?: { path: string[]; message: string }[]; usedBytes?: number; quotaBytes?: number };

export function importFile(client: TestClient, body: ExportDocument | Uint8Array, dryRun = false) {
  const raw = body instanceof Uint8Array ? body : JSON.stringify(body);
  return client.request<ImportAnswer>("POST", `/api/import${dryRun ? "?dryRun=1" : ""}`, { raw: raw as BodyInit });
}

export type CountedTable = "recipe" | "bar_item" | "drink" | "shopping_item" | "substitute";

/** Rows written under the API, so that a test can stand near a limit without thousands of requests. */
export async function seedRows(table: CountedTable, userId: string, count: number): Promise<void> {
  const now = backend().engine === "postgres" ? "now()" : `'${CREATED}'`;
  const { columns, values, updated } = {
    recipe: { columns: "title, ingredients, steps, missing_count", values: `'Seed ' || i, '[]', '["Stir"]', 0`, updated: true },
    bar_item: { columns: "name, quantity, aliases", values: `'Seed ' || i, 'FULL', '[]'`, updated: true },
    drink: { columns: "name, type", values: `'Seed ' || i, 'cocktail'`, updated: true },
    shopping_item: { columns: "name, done", values: `'Seed ' || i, ${backend().engine === "postgres" ? "false" : "0"}`, updated: false },
    substitute: { columns: "ingredient, accepted_by", values: `'Seed ' || i, 'Bourbon'`, updated: true },
  }[table];
  await executeSql(
    `insert into ${table} (id, user_id, ${columns}, created_at${updated ? ", updated_at" : ""})
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     select '${userId}-' || i, '${userId}', ${values}, ${now}${updated ? `, ${now}` : ""} from n`,
  );
}
