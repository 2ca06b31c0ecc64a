/**
 * The records the API sends and the pages show. Identifiers are UUID strings and
 * timestamps ISO-8601 UTC strings.
 */
import type { KindChoice, UnderstoodAs } from "./bar-item-kind";
import type { Quantity, UploadKind } from "./constants";
import type { ImageSize } from "./image-sizes";

export type { Quantity, UploadKind };

export interface Ingredient {
  name: string;
  amount: string;
  available: boolean;
}

export interface Recipe {
  id: string;
  userId: string;
  title: string;
  ingredients: Ingredient[];
  /** A JSON value; recipes made through the API hold an array of strings. */
  steps: unknown;
  garnish: string | null;
  glassware: string | null;
  sourceDrinkId: string | null;
  notes: string | null;
  missingCount: number;
  createdAt: string;
}

/** A recipe as GET /api/recipes lists it: with its drink's name and type. */
export interface RecipeListItem extends Recipe {
  sourceDrink: { name: string; type: string } | null;
}

/**
 * A recipe as one reading it singly sees it (GET /api/recipes/{id}, a household's recipes): also
 * where it is shared and whose it is. A housemate's recipe shows no drink of theirs (the drink
 * log stays private): `sourceDrinkId` and `sourceDrink` are null for anyone but its owner.
 */
export interface SharedRecipe extends RecipeListItem {
  /** The household it is shared with, or null while only its owner reads it. */
  householdId: string | null;
  /** That household's name, or null. */
  householdName: string | null;
  /** The name of the account it belongs to. */
  ownerName: string;
  /** Whether it belongs to the caller (otherwise a housemate shared it). */
  mine: boolean;
}

export interface Drink {
  id: string;
  userId: string;
  name: string;
  type: string;
  imageUrl: string | null;
  notes: string | null;
  rating: number | null;
  /** The recipe it was made from ("I made this"), or null for a drink logged by hand. */
  madeFromRecipeId: string | null;
  /** How many were made at once from that recipe; null for a drink logged by hand. */
  servings: number | null;
  createdAt: string;
}

export interface BarItem {
  id: string;
  userId: string;
  name: string;
  quantity: Quantity;
  category: string | null;
  imageUrl: string | null;
  /** Names the user says this item also counts as ("also counts as: Gin"). */
  aliases: string[];
  /** The kind the user said this item is ("What is this?"), a matcher kind id, or null. */
  chosenKind: string | null;
  /** How the matcher understands the item, or null when it cannot tell. */
  understoodAs: UnderstoodAs | null;
  /** When it cannot tell: the kinds it may be, from the words it did read, to offer in one tap. */
  likelyKinds: KindChoice[];
  /** The bottle size in ml; null for what is not poured from a bottle of known size (levels are not tracked). */
  bottleMl: number | null;
  /** What is left in the open bottle, in ml; null when levels are not tracked. */
  remainingMl: number | null;
  /** Full bottles behind the open one. */
  unopened: number;
  /** What one bottle of `bottleMl` cost, or with no bottle size, one piece (a lime); null when not given. In the user's currency. */
  price: number | null;
  /** The household whose shared shelf it stands on, or null for the owner's own shelf. */
  householdId: string | null;
  /** That household's name, or null. */
  householdName: string | null;
  /** The name of the account it belongs to. */
  ownerName: string;
  /** Whether it belongs to the caller (otherwise it is a housemate's, on a shared shelf). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What "I made this" poured from which bar item, kept with the drink entry so it can be put back. */
export interface Pour {
  barItemId: string;
  barItemName: string;
  /** the recipe line it met */
  ingredient: string;
  ml: number;
}

/** What POST /api/recipes/{id}/made answers: the drink entry, what it poured, and the lines it could not measure. */
export interface MadeDrink extends Drink {
  pours: Pour[];
  /** recipe lines met by a tracked bottle whose amount has no volume ("top up", "1 egg white"): no level changed */
  unmeasured: { name: string; amount: string }[];
}

export interface Upload {
  id: string;
  userId: string;
  key: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The display sizes stored beside the original; null until they are made (uploads stored before sizes existed). */
  sizes: ImageSize[] | null;
  /** A ThumbHash of the image (base64), painted while the photo loads; null until the sizes are made. */
  thumbhash: string | null;
  createdAt: string;
}

/** What POST /api/uploads answers: where the stored image is served, and what it became. */
export type UploadAnswer = Pick<Upload, "id" | "key" | "contentType" | "size" | "width" | "height" | "sizes" | "thumbhash"> & {
  imageUrl: string;
};

/**
 * A line of the caller's shopping list; `done` means bought. A line on a household's list also
 * says which household and who added it (and who bought it); a line of one's own list has none
 * of these fields, so its answer is what it was before households.
 */
export interface ShoppingItem {
  id: string;
  name: string;
  note: string | null;
  done: boolean;
  createdAt: string;
  householdId?: string;
  householdName?: string;
  /** the name of the member who put it on the household's list */
  addedBy?: string;
  /** the name of the member who ticked it bought; null while it is not (or their account is gone) */
  boughtBy?: string | null;
}

/** A substitute the user accepts for their shelf: `acceptedBy` stands in for `ingredient` (one direction). */
export interface SubstituteRecord {
  id: string;
  ingredient: string;
  acceptedBy: string;
  note: string | null;
}

/** The fields only a household's list line carries. */
export type HouseholdListFields = "householdId" | "householdName" | "addedBy" | "boughtBy";
