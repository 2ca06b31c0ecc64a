import { describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue";
import { inBatches } from "../helpers/batches";
import { heldOutBottleNames } from "../../test-support/bottles";
import { signUp, type TestClient } from "../helpers/client";

const RECIPES = 1000;
const TEN_LINE_RECIPES = 20;
const BAR_ITEMS = 300;
/** The first HTML of /recipes for a big collection stays small (paging shows 20 of N). */
const FIRST_HTML_LIMIT = 250 * 1024;

/** A big collection: catalogue cocktails, then the newest (the first page) of ten lines each, and a shelf of real bottles. */
async function seedBigCollection(client: TestClient): Promise<string> {
  const ids = Array.from({ length: RECIPES - TEN_LINE_RECIPES }, (_, i) => CATALOGUE[i % CATALOGUE.length]!.catalogueId);
  await inBatches(Array.from({ length: Math.ceil(ids.length / 200) }, (_, i) => ids.slice(i * 200, i * 200 + 200)), 1, (catalogueIds) =>
    // the same cocktails again and again: a copy each time, as "Add a copy anyway" makes
    client.post("/api/recipes/import", { catalogueIds, copies: catalogueIds }),
  );
  const names = heldOutBottleNames();
  await inBatches(names.slice(0, BAR_ITEMS), 4, (name) => client.post("/api/bar-items", { name, allowDuplicate: true }));
  const tenLines = Array.from({ length: TEN_LINE_RECIPES }, (_, i) => ({
    title: `House riff ${i + 1}`,
    ingredients: CATALOGUE.slice(i, i + 4).flatMap((c) => c.ingredients).slice(0, 10).map((l) => ({ name: l.name, amount: l.amount, available: false })),
    steps: ["Stir with ice", "Strain into a chilled glass"],
  }));
  await inBatches(tenLines, 4, (recipe) => client.post("/api/recipes", recipe));
  return "House riff";
}

describe("/recipes for a big collection", () => {
  it(`sends at most ${FIRST_HTML_LIMIT / 1024} KB of first HTML for ${RECIPES} recipes and ${BAR_ITEMS} bar items`, { timeout: 300_000 }, async () => {
    const client = await signUp();
    const newest = await seedBigCollection(client);
    expect(((await client.get<{ recipes: unknown[] }>("/api/recipes")).body.recipes)).toHaveLength(RECIPES);
    const page = await client.get<string>("/recipes");
    expect(page.status).toBe(200);
    expect(page.body).toContain(newest);
    expect(Buffer.byteLength(page.body)).toBeLessThanOrEqual(FIRST_HTML_LIMIT);
  });
});
