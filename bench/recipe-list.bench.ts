// GET /api/recipes' data path (three queries + one shelf index + re-evaluation) on a real
// SQLite file, for growing numbers of recipes: cost should grow linearly with the list.
import { randomUUID } from "node:crypto";
import { median, openBenchDatabase } from "./bench-database";

const SIZES = [100, 1000, 5000];
const BAR_ITEMS = 300;
const INGREDIENT_NAMES = [
  "Gin", "London dry gin", "Bourbon", "Rye whiskey", "Sweet vermouth", "Dry vermouth", "Campari",
  "Lime juice", "Lemon juice", "Simple syrup", "Angostura bitters", "Orange liqueur", "Egg white",
  "Mezcal", "Blanco tequila", "Green Chartreuse", "Maraschino liqueur", "Soda water", "Mint", "Cognac",
];

export async function run(): Promise<void> {
  const bench = await openBenchDatabase();
  const { db } = bench;
  const { listRecipesForUser } = await import("../src/server/db/recipes");
  const now = new Date().toISOString();
  const results: { size: number; ms: number }[] = [];

  for (const size of SIZES) {
    const userId = await bench.insertUser();
    for (let i = 0; i < BAR_ITEMS; i++) {
      await db.insertInto("barItem").values({
        id: randomUUID(), userId, name: `${INGREDIENT_NAMES[i % INGREDIENT_NAMES.length]} ${i}`,
        quantity: i % 7 === 0 ? "EMPTY" : "FULL", category: null, imageUrl: null, createdAt: now, updatedAt: now,
      }).execute();
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < size; i++) {
        const ingredients = Array.from({ length: 10 }, (_, j) => ({
          name: INGREDIENT_NAMES[(i + j) % INGREDIENT_NAMES.length]!, amount: "30 ml", available: false,
        }));
        await trx.insertInto("recipe").values({
          id: randomUUID(), userId, title: `Recipe ${i}`, ingredients: JSON.stringify(ingredients),
          steps: JSON.stringify(["Stir"]), garnish: null, glassware: null, sourceDrinkId: null, notes: null,
          missingCount: 10, createdAt: new Date(Date.now() - i * 1000).toISOString(), updatedAt: now,
        }).execute();
      }
    });
    await listRecipesForUser({ userId }); // warm-up
    const times: number[] = [];
    for (let r = 0; r < 15; r++) {
      const start = performance.now();
      const list = await listRecipesForUser({ userId });
      times.push(performance.now() - start);
      if (list.length !== size) throw new Error(`expected ${size} recipes, got ${list.length}`);
    }
    results.push({ size, ms: median(times) });
  }
  const substituted = await timeWithSubstitutes(bench, db, listRecipesForUser, SIZES[SIZES.length - 1]!);

  console.log(`listRecipesForUser on SQLite, ${BAR_ITEMS} bar items, 10 ingredients per recipe (median of 15):`);
  const base = results[0]!;
  for (const { size, ms } of results) {
    console.log(
      `  ${String(size).padStart(5)} recipes: ${ms.toFixed(2).padStart(8)} ms` +
        `  (${(ms / base.ms).toFixed(1)}x the ${base.size}-recipe time for ${(size / base.size).toFixed(0)}x the data; ` +
        `${((ms * 1000) / size).toFixed(1)} µs per recipe)`,
    );
  }
  console.log(
    `  ${String(SIZES[SIZES.length - 1]).padStart(5)} recipes with ${SUBSTITUTES.length} substitutes: ${substituted.with.toFixed(2).padStart(8)} ms` +
      `  (${(substituted.with / substituted.without).toFixed(2)}x the same list read strict, without them: ${substituted.without.toFixed(2)} ms)`,
  );
  await bench.close();
}

/** Substitutes of which some cover lines the shelf misses ("Mezcal", "Cognac") and some cover none. */
const SUBSTITUTES = [
  ["Mezcal", "Blanco tequila"], ["Cognac", "Bourbon"], ["Rye whiskey", "Bourbon"], ["Lime juice", "Lemon juice"],
  ["Green Chartreuse", "Maraschino liqueur"], ["Orange liqueur", "Cointreau"], ["Egg white", "Aquafaba"],
  ["Campari", "Aperol"], ["Dry vermouth", "Lillet Blanc"], ["Soda water", "Tonic water"],
] as const;

/** The same list for a user with the shelf and recipes of the largest size, and ten substitutes. */
async function timeWithSubstitutes(
  bench: Awaited<ReturnType<typeof openBenchDatabase>>,
  db: Awaited<ReturnType<typeof openBenchDatabase>>["db"],
  list: (q: { userId: string; strict?: boolean }) => Promise<unknown[]>,
  size: number,
): Promise<{ with: number; without: number }> {
  const userId = await bench.insertUser();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < BAR_ITEMS; i++) {
      await trx.insertInto("barItem").values({
        id: randomUUID(), userId, name: `${INGREDIENT_NAMES[i % INGREDIENT_NAMES.length]} ${i}`,
        quantity: i % 7 === 0 ? "EMPTY" : "FULL", category: null, imageUrl: null, createdAt: now, updatedAt: now,
      }).execute();
    }
    for (let i = 0; i < size; i++) {
      const ingredients = Array.from({ length: 10 }, (_, j) => ({ name: INGREDIENT_NAMES[(i + j) % INGREDIENT_NAMES.length]!, amount: "30 ml", available: false }));
      await trx.insertInto("recipe").values({
        id: randomUUID(), userId, title: `Recipe ${i}`, ingredients: JSON.stringify(ingredients), steps: JSON.stringify(["Stir"]),
        garnish: null, glassware: null, sourceDrinkId: null, notes: null, missingCount: 10, createdAt: now, updatedAt: now,
      }).execute();
    }
    for (const [i, [ingredient, acceptedBy]] of SUBSTITUTES.entries()) {
      const at = new Date(Date.now() + i).toISOString();
      await trx.insertInto("substitute").values({ id: randomUUID(), userId, ingredient, acceptedBy, note: null, createdAt: at, updatedAt: at }).execute();
    }
  });
  await list({ userId });
  await list({ userId, strict: true });
  // taken in turns, so that the machine's other work weighs on both alike
  const times = { with: [] as number[], without: [] as number[] };
  for (let r = 0; r < 15; r++) {
    for (const strict of [false, true]) {
      const start = performance.now();
      await list({ userId, strict });
      times[strict ? "without" : "with"].push(performance.now() - start);
    }
  }
  return { with: median(times.with), without: median(times.without) };
}
