import type { ColumnType, Generated } from "kysely";
import type { Quantity, UploadKind } from "@/domain/types";

/**
 * Row types of the application's tables as the data layer sees them (camelCase; the
 * CamelCasePlugin maps them to the snake_case columns). Timestamps are written as
 * ISO-8601 strings and read back as a string (SQLite) or a Date (PostgreSQL).
 * JSON values are stored as text in both engines.
 */
type Timestamp = ColumnType<Date | string, string, string>;


export interface DrinkTable {
  id: string;
  userId: string;
  name: string;
  type: string;
  imageUrl: string | null;
  notes: string | null;
  rating: number | null;
  /** The recipe this entry was made from ("I made this"), or null for a drink logged by hand. */
  madeFromRecipeId: Generated<string | null>;
  /** How many were made from that recipe at once. */
  servings: Generated<number | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BarItemTable {
  id: string;
  userId: string;
  name: string;
  quantity: Quantity;
  category: string | null;
  imageUrl: string | null;
  /** JSON array of strings: names the user says this item also counts as. */
  aliases: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RecipeTable {
  id: string;
  userId: string;
  title: string;
  /** JSON array of {name, amount, available}. */
  ingredients: string;
  /** JSON value (an array of strings for recipes created through the API). */
  steps: string;
  garnish: string | null;
  glassware: string | null;
  sourceDrinkId: string | null;
  notes: string | null;
  missingCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UploadTable {
  id: string;
  userId: string;
  key: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: Timestamp;
}

export interface ShoppingItemTable {
  id: string;
  userId: string;
  name: string;
  note: string | null;
  /** boolean in PostgreSQL, 0/1 in SQLite */
  done: ColumnType<boolean | number, boolean | number, boolean | number>;
  createdAt: Timestamp;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
}

export interface Database {
  user: UserTable;
  drink: DrinkTable;
  barItem: BarItemTable;
  recipe: RecipeTable;
  upload: UploadTable;
  shoppingItem: ShoppingItemTable;
}
