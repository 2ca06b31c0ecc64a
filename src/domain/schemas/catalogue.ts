import { z } from "./z";
import { BASE_SPIRITS, STYLES } from "../catalogue";
import { text } from "./common";
import { saying } from "./messages";

/** GET /api/catalogue?q=&spirit=&style= ; an empty parameter is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

export const catalogueQuerySchema = z.object({
  q: z.preprocess(blankIsAbsent, text(200).optional()),
  spirit: z.preprocess(blankIsAbsent, z.enum(BASE_SPIRITS).optional()),
  style: z.preprocess(blankIsAbsent, z.enum(STYLES).optional()),
});

const catalogueId = z.string().min(1).max(100);

/** Catalogue ids to add even when the caller already has that recipe ("Add a copy anyway"). */
const copies = z.array(catalogueId).max(200).default([]);

/** POST /api/recipes/import: one catalogue cocktail, or up to 200 at once. */
export const catalogueImportSchema = z.union(
  [z.strictObject({ catalogueId, copies }), z.strictObject({ catalogueIds: z.array(catalogueId).min(1).max(200), copies })],
  { error: saying("catalogue.idOrIds") },
);

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
export type CatalogueImportInput = z.output<typeof catalogueImportSchema>;
