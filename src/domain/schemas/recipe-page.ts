import { z } from "./z";

/** A request for one more page of /recipes: the page's search parameters and where to start. */
export const recipePageRequestSchema = z.object({
  search: z.string().max(1000),
  offset: z.number().int().min(0).max(1_000_000),
});

/** What has been typed into an ingredient name, for autocomplete. */
export const nameSuggestionRequestSchema = z.string().max(200);
