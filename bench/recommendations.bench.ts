// GET /api/recommendations against GET /api/recipes for the same user (1,000 recipes, 300 bar
// items) on a real SQLite file, measured in one run and interleaved, so the ratio holds on a
// shared machine. Target: recommendations at most 3x the recipe list.
// Recipes are catalogue cocktails, half of them with one line swapped for a name from the labelled
// set (so there are many distinct lines, as in a real collection); bar items are real bottle names.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "../test-support/random";
import { median, openBenchDatabase } from "./bench-database";

const RECIPES = 1000;
const BAR_ITEMS = 300;
const RUNS = 15;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

export async function run(): Promise<void> {
  const bench = await openBenchDatabase();
  const { db } = bench;
  const { listRecipesForUser } = await import("../src/server/db/recipes");
  const { recommendForUser } = await import("../src/server/recipes/recommendations");
  const { CATALOGUE } = await import("../src/domain/catalogue");
  const random = seededRandom(7);
  const labelled = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../tests/fixtures/matching-labelled.json"), "utf8")) as {
    pairs: [string, string, boolean][];
  }).pairs;
  const lineNames = [...new Set(labelled.map(([ingredient]) => ingredient))];
  const bottleNames = [...new Set(labelled.map(([, item]) => item))].sort(() => random() - 0.5);

  const now = new Date().toISOString();
  const userId = await bench.insertUser();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < BAR_ITEMS; i++) {
      await trx.insertInto("barItem").values({
        id: randomUUID(), userId, name: bottleNames[i % bottleNames.length]!, quantity: i % 7 === 0 ? "EMPTY" : "FULL",
        category: null, imageUrl: null, createdAt: now, updatedAt: now,
      }).execute();
    }
    for (let i = 0; i < RECIPES; i++) {
      const cocktail = CATALOGUE[i % CATALOGUE.length]!;
      const ingredients = cocktail.ingredients.map((ing) => ({ name: ing.name, amount: ing.amount, available: false }));
      if (random() < 0.5) ingredients[Math.floor(random() * ingredients.length)]!.name = lineNames[Math.floor(random() * lineNames.length)]!;
      await trx.insertInto("recipe").values({
        id: randomUUID(), userId, title: `${cocktail.title} ${i}`, ingredients: JSON.stringify(ingredients),
        steps: JSON.stringify(cocktail.steps), garnish: null, glassware: null, sourceDrinkId: null, notes: null,
        missingCount: ingredients.length, createdAt: new Date(Date.now() - i * 1000).toISOString(), updatedAt: now,
      }).execute();
    }
  });

  const [firstRecommendations, answer] = await timed(() => recommendForUser({ userId }));
  await listRecipesForUser({ userId }); // warm-up
  const recipeTimes: number[] = [];
  const recommendationTimes: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    recipeTimes.push((await timed(() => listRecipesForUser({ userId })))[0]);
    recommendationTimes.push((await timed(() => recommendForUser({ userId })))[0]);
  }
  const recipes = median(recipeTimes);
  const recommendations = median(recommendationTimes);
  console.log(`${RECIPES} recipes, ${BAR_ITEMS} bar items on SQLite (median of ${RUNS}, interleaved):`);
  console.log(`  GET /api/recipes data path (listRecipesForUser):      ${recipes.toFixed(2).padStart(8)} ms`);
  console.log(`  GET /api/recommendations (recommendForUser):          ${recommendations.toFixed(2).padStart(8)} ms`);
  console.log(`  ratio recommendations / recipes:                      ${(recommendations / recipes).toFixed(2).padStart(8)}x  (target at most 3x)`);
  console.log(`  first recommendations after start (names not yet seen): ${firstRecommendations.toFixed(2).padStart(6)} ms`);
  console.log(
    `  answer: ${answer.makeNow.length} make now, ${answer.oneAway.length} one away, ${answer.nextBottles.length} bottles ` +
      `(top: ${answer.nextBottles[0]?.name ?? "none"}, unlocks ${answer.nextBottles[0]?.unlocks ?? 0}), ${answer.shoppingPlan.length} plans`,
  );
  await bench.close();
}
