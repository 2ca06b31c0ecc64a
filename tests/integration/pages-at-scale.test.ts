// The four main pages stay small for a big collection (1,000 recipes, 300 bar items,
// 150 drinks), and their paging ("Show all", "Show more") reaches every item. Size only: how
// fast they answer is measured by `npm run bench -- pages`, never in a test.
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue";
import { STARTER_SHELF } from "@/domain/starter-shelf";
import { inBatches } from "../helpers/batches";
import { heldOutBottleNames } from "../../test-support/bottles";
import { signUp, type TestClient } from "../helpers/client";

const RECIPES = 1000;
const BAR_ITEMS = 300;
const DRINKS = 150;
const HTML_LIMIT = 250_000;

/** Catalogue cocktails as the catalogue writes them (most makeable from the starter shelf), numbered from the second round on. */
function recipeBody(i: number) {
  const cocktail = CATALOGUE[i % CATALOGUE.length]!;
  const round = Math.floor(i / CATALOGUE.length);
  return {
    title: round === 0 ? cocktail.title : `${cocktail.title} No. ${round + 1}`,
    ingredients: cocktail.ingredients.map((l) => ({ name: l.name, amount: l.amount, available: false })),
    steps: cocktail.steps,
  };
}

const decode = (html: string) =>
  html.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (named[code.toLowerCase()]) return named[code.toLowerCase()]!;
    return String.fromCodePoint(code[1]?.toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10));
  });

/** The link with this text (a "Show more" or "Next"): its address and text, or null. */
function findLink(html: string, text: RegExp): { href: string; text: string } | null {
  for (const match of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)) {
    const shown = decode(match[2]!.replace(/<[^>]+>/g, ""));
    if (text.test(shown)) return { href: decode(match[1]!), text: shown };
  }
  return null;
}
const linkHref = (html: string, text: RegExp) => findLink(html, text)?.href ?? null;

/** The text of every <strong> inside the HTML list with this label: the rows' titles. */
function rowTitles(html: string, label: string): string[] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start === -1) return [];
  const list = html.slice(start, html.indexOf("</ul>", start));
  return [...list.matchAll(/<li[^>]*><span class="grow"><strong>(.*?)<\/strong>/g)].map((m) => decode(m[1]!));
}

describe("the main pages for a big collection", () => {
  let client: TestClient;
  let barNames: string[];

  beforeAll(async () => {
    client = await signUp();
    const starter = STARTER_SHELF.slice(0, 40);
    expect((await client.post("/api/starter-shelf", { names: starter })).status).toBe(201);
    const more = heldOutBottleNames().slice(0, BAR_ITEMS - starter.length);
    // each is its own bottle, even where the matcher would take two for the same product
    await inBatches(more, 8, (name) => client.post("/api/bar-items", { name, allowDuplicate: true }));
    barNames = [...starter, ...more];
    await inBatches(Array.from({ length: RECIPES }, (_, i) => i), 8, (i) => client.post("/api/recipes", recipeBody(i)));
    await inBatches(Array.from({ length: DRINKS }, (_, i) => i), 8, (i) => client.post("/api/drinks", { name: `House drink ${i + 1}`, type: "cocktail", rating: (i % 5) + 1 }));
  }, 600_000);

  it.each(["/recommend", "/bar", "/recipes", "/drinks"])(`%s sends at most ${HTML_LIMIT / 1000} KB of first HTML`, async (page) => {
    const res = await client.get<string>(page);
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(HTML_LIMIT);
  });

  it("/recommend shows the first few of each answer, and Show all pages through every drink one can make, each once", { timeout: 120_000 }, async () => {
    const overview = (await client.get<string>("/recommend")).body;
    const first = rowTitles(overview, "Drinks you can make now");
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(10);
    const showAll = findLink(overview, /^Show all \d+ you can make$/);
    expect(showAll).not.toBeNull();
    const count = Number(/\d+/.exec(showAll!.text)![0]);

    const { body: recs } = await client.get<{ makeNow: unknown[]; fromCatalogue: { makeNow: unknown[] } }>("/api/recommendations");
    expect(count).toBe(recs.makeNow.length + recs.fromCatalogue.makeNow.length);
    expect(count).toBeGreaterThan(100);

    const titles: string[] = [];
    for (let href: string | null = showAll!.href; href; ) {
      const html = (await client.get<string>(href)).body;
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HTML_LIMIT);
      titles.push(...rowTitles(html, "Drinks you can make now"));
      href = linkHref(html, /^Next$/);
    }
    expect(titles).toHaveLength(count);
    expect(new Set(titles).size).toBe(count);
  });

  it("/bar sends its first bottles and Show more reaches every one", { timeout: 120_000 }, async () => {
    let html = (await client.get<string>("/bar")).body;
    const missingFirst = barNames.filter((name) => !decode(html).includes(`>${name}<`));
    expect(missingFirst.length).toBeGreaterThan(0);
    for (let href = linkHref(html, /^Show more/); href; href = linkHref(html, /^Show more/)) {
      html = (await client.get<string>(href)).body;
    }
    const text = decode(html);
    expect(barNames.filter((name) => !text.includes(`>${name}<`))).toEqual([]);
  });

  it("/drinks sends its newest drinks first and Show more reaches every one, in the chosen order", { timeout: 120_000 }, async () => {
    const names = (html: string) => [...decode(html).matchAll(/<h3>(House drink \d+)<\/h3>/g)].map((m) => m[1]!);
    let html = (await client.get<string>("/drinks?sort=rating")).body;
    expect(names(html).length).toBeLessThan(DRINKS);
    for (let href = linkHref(html, /^Show more/); href; href = linkHref(html, /^Show more/)) {
      expect(href).toContain("sort=rating");
      html = (await client.get<string>(href)).body;
    }
    const all = names(html);
    expect(new Set(all).size).toBe(DRINKS);
    // best rated first: the five-star drinks (every fifth, from the fifth) lead
    expect(all.slice(0, DRINKS / 5).every((n) => Number(n.split(" ").at(-1)) % 5 === 0)).toBe(true);
  });
});
