/**
 * The account export, version 1 (`barshelf-export.schema.json` beside this file is its
 * published schema). Ids in the document only link its records to each other (a recipe's
 * drink, a pour's bar item); an import gives every record a new one. A photo is named by
 * its place in the zip (`photos/<name>`), never by one of our URLs.
 */
import type { Quantity, UploadKind } from "../constants";
import type { HouseholdRole } from "../households";

export const EXPORT_FORMAT = "barshelf-export";
export const EXPORT_VERSION = 1;
/** The document's name inside the zip that `?photos=1` answers. */
export const EXPORT_JSON_NAME = "barshelf.json";
export const PHOTOS_FOLDER = "photos/";

export interface ExportedRecipe {
  id: string;
  title: string;
  ingredients: { name: string; amount: string }[];
  steps: unknown;
  garnish: string | null;
  glassware: string | null;
  notes: string | null;
  sourceDrinkId: string | null;
  createdAt: string;
  /** The household it is shared with, a reference to one of `households`; absent when not shared. */
  householdId?: string;
}

export interface ExportedPour {
  barItemId: string | null;
  ingredient: string;
  ml: number;
}

export interface ExportedDrink {
  id: string;
  name: string;
  type: string;
  photo: string | null;
  notes: string | null;
  rating: number | null;
  madeFromRecipeId: string | null;
  servings: number | null;
  pours: ExportedPour[];
  createdAt: string;
}

export interface ExportedBarItem {
  id: string;
  name: string;
  quantity: Quantity;
  category: string | null;
  photo: string | null;
  aliases: string[];
  chosenKind: string | null;
  bottleMl: number | null;
  remainingMl: number | null;
  unopened: number;
  /** what one bottle (or piece) cost, in the exporting user's currency; absent from older exports */
  price?: number | null;
  createdAt: string;
  /** The household it stands in, as a reference to `households`; written only for a shared bottle. */
  householdId?: string;
}

export interface ExportedShoppingItem {
  name: string;
  note: string | null;
  done: boolean;
  createdAt: string;
  /** The household whose list the account put it on, as a reference to `households`; written only for such a line. */
  householdId?: string;
}

/** A substitute the account accepts (`acceptedBy` for `ingredient`). */
export interface ExportedSubstitute {
  ingredient: string;
  acceptedBy: string;
  note: string | null;
}

export interface ExportedUpload {
  photo: string;
  kind: UploadKind;
  contentType: string;
  width: number | null;
  height: number | null;
  createdAt: string;
}

/**
 * A household the account belongs to, as a reference: its id, its name and the account's role,
 * never the other members. An import leaves it out: one joins a household only by invitation.
 */
export interface ExportedHouseholdReference {
  id: string;
  name: string;
  role: HouseholdRole;
}

/** The sections in the order they are written. */
export const EXPORT_SECTIONS = ["recipes", "drinks", "barItems", "shoppingList", "uploads"] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  recipes: ExportedRecipe[];
  drinks: ExportedDrink[];
  barItems: ExportedBarItem[];
  shoppingList: ExportedShoppingItem[];
  uploads: ExportedUpload[];
  /** written after the sections, and only for someone who accepts any */
  substitutes?: ExportedSubstitute[];
  /** written last, and only for someone in a household */
  households?: ExportedHouseholdReference[];
}

/** An object key ("<user>/<random>.<ext>") as the photo's path in the zip: the user's part is left out. */
export function photoPathForKey(key: string): string {
  return PHOTOS_FOLDER + key.slice(key.lastIndexOf("/") + 1);
}

/** The attachment's file name for a day: barshelf-YYYY-MM-DD.json (or .zip). */
export function exportFileName(now: Date, extension: "json" | "zip"): string {
  return `barshelf-${now.toISOString().slice(0, 10)}.${extension}`;
}
