/**
 * Values the browser and the server both enforce: a page checks them to give a plain
 * message before sending anything, the server checks them for real. Change one here
 * and both follow.
 */

/** How full a bar item is; EMPTY items stay listed but meet no recipe ingredient. */
export const QUANTITIES = ["FULL", "HALF", "LOW", "EMPTY"] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** What an uploaded photo shows. */
export const UPLOAD_KINDS = ["menu", "drink", "bar"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Largest accepted upload, in bytes of the file itself. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The upload limit as people say it ("10 MB"). */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** Most records one account may keep: enough for any bar, and a bound on each list's cost. */
export const MAX_RECIPES_PER_USER = 5000;
export const MAX_BAR_ITEMS_PER_USER = 2000;
/** The drink log: years of a drink a day or more. */
export const MAX_DRINKS_PER_USER = 10_000;
export const MAX_SHOPPING_ITEMS_PER_USER = 1000;
/** Substitutes are choices made once for a shelf: a few dozen at most in practice. */
export const MAX_SUBSTITUTES_PER_USER = 200;
