import "server-only";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import { buildShelfIndex, isAvailable } from "@/domain/matching";
import { STARTER_SHELF } from "@/domain/starter-shelf";
import { listWholeCatalogueForUser } from "./catalogue";
import { listShelfForUser } from "../db/bar-items";
import { listRecipeTitlesForUser } from "../db/recipes";
import { recommendForUser, type RecommendationsAnswer } from "./recommendations";

export type WelcomeStep = "shelf" | "make" | "next";

/** How many bottles the last step suggests buying. */
const BUY_NEXT = 3;

export type WelcomeAnswer =
  | { step: "shelf"; onBar: string[] }
  | { step: "make"; makeNow: CatalogueEntry[]; ownMakeNow: number; nextBottles: RecommendationsAnswer["nextBottles"] }
  | { step: "next"; recipes: number; recipesMakeNow: number; catalogueMakeNow: number; nextBottles: RecommendationsAnswer["nextBottles"] };

/**
 * What each step of the welcome path shows the user: the starter bottles their bar already
 * meets; the catalogue cocktails they can make now (added ones included, marked); then how far
 * they got and the bottles that would open up the most.
 */
export async function readWelcomeStepForUser({ userId, step }: { userId: string; step: WelcomeStep }): Promise<WelcomeAnswer> {
  if (step === "shelf") {
    const shelf = buildShelfIndex(await listShelfForUser({ userId }));
    return { step, onBar: STARTER_SHELF.filter((name) => isAvailable(shelf, name)) };
  }
  if (step === "make") {
    const [catalogue, recs] = await Promise.all([listWholeCatalogueForUser({ userId }), recommendForUser({ userId })]);
    const makeNow = catalogue.filter((c) => c.missingCount === 0);
    const fromCatalogue = new Set(makeNow.flatMap((c) => (c.myRecipe ? [c.myRecipe.id] : [])));
    const ownMakeNow = recs.makeNow.filter((r) => !fromCatalogue.has(r.id)).length;
    return { step, makeNow, ownMakeNow, nextBottles: recs.nextBottles.slice(0, BUY_NEXT) };
  }
  const [titles, recs] = await Promise.all([listRecipeTitlesForUser({ userId }), recommendForUser({ userId })]);
  return {
    step,
    recipes: titles.length,
    recipesMakeNow: recs.makeNow.length,
    // recommendForUser leaves out the catalogue cocktails the user has a recipe of: no double count
    catalogueMakeNow: recs.fromCatalogue.makeNow.length,
    nextBottles: recs.nextBottles.slice(0, BUY_NEXT),
  };
}
