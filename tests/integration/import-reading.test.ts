import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "@/domain/import";
import { MAX_LINE_LENGTH } from "@/domain/import/limits";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp, type TestClient } from "../helpers/client";
import { sharedBackendEnv } from "../helpers/instances";

/**
 * Import files are read off the thread that answers requests, by readers that take time in
 * proportion to the file, with every line capped before a pattern reads it, and a time limit.
 */
type ImportAnswer = ImportSummary & { error?: string; issues?: { path: string[]; message: string }[] };

function dryRun(client: TestClient, body: string) {
  return client.request<ImportAnswer>("POST", "/api/import?dryRun=1", { raw: body });
}

/** Another user's recipe list, asked for again and again until `running` settles: how many were answered meanwhile. */
async function answeredWhile(other: TestClient, running: Promise<unknown>): Promise<number> {
  let settled = false;
  const done = () => (settled = true);
  running.then(done, done);
  let answered = 0;
  while (!settled) {
    const res = await other.get("/api/recipes");
    expect(res.status).toBe(200);
    if (!settled) answered++;
  }
  return answered;
}

const CAP = MAX_LINE_LENGTH.toLocaleString("en");

describe("reading an import's text", () => {
  it("the slow pasted text of the attack is refused at once, naming the line", async () => {
    const client = await signUp("Slow paster");
    const res = await dryRun(client, `Negroni\n2 oz gin${" ".repeat(100_000)}x`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Line 2 is longer than ${CAP} characters.`);
    expect(res.body.issues?.[0]?.path).toEqual(["Line 2"]);
  });

  it("lines at the cap made to backtrack, and a page of 50,000 '<', are read like any file", async () => {
    const client = await signUp("Patient paster");
    const spaced = await dryRun(client, `Negroni\n${`2 oz gin${" ".repeat(MAX_LINE_LENGTH - 9)}x\n`.repeat(20)}Stir`);
    expect(spaced.status).toBe(200);
    expect(spaced.body.format).toBe("text");
    const page = await dryRun(client, "<".repeat(50_000));
    expect(page.status).toBe(200);
    expect(page.body.format).toBe("json-ld");
    expect(page.body.unreadable).toEqual([{ position: "the page", reason: "No schema.org Recipe in its JSON-LD scripts" }]);
  });

  it("a JSON-LD recipe whose instructions run past the cap on one line is a 400 naming the field", async () => {
    const client = await signUp("Page saver");
    const recipe = { "@context": "https://schema.org", "@type": "Recipe", name: "Negroni", recipeIngredient: ["1 oz gin"], recipeInstructions: `Stir${" ".repeat(MAX_LINE_LENGTH)}.` };
    const res = await dryRun(client, JSON.stringify(recipe));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Recipe at the top, recipeInstructions, line 1 is longer than ${CAP} characters.`);
  });
});

describe("a file that takes too long to read", () => {
  /** A server on the suite's database and store that gives reading a file two seconds (a fresh thread starts well within it). */
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ ...sharedBackendEnv(), IMPORT_READING_TIME_LIMIT_SECONDS: "2" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers 422, and another user's requests are answered while it is read", async () => {
    const importer = await signUp("Big importer", app.baseUrl);
    const other = await signUp("Neighbour", app.baseUrl);
    // Plain recipes, some 15 MB of them: a file within every limit that takes seconds to read.
    const recipe = (i: number) => `Old Pal ${i}\n1 oz rye whiskey\n1 oz Campari\n1 oz dry vermouth\nStir with ice, strain into a coupe\n\n`;
    const parts: string[] = [];
    for (let i = 0, size = 0; size < 15_000_000; i++) size += parts[parts.push(recipe(i)) - 1]!.length;
    const importing = dryRun(importer, parts.join(""));
    const answered = await answeredWhile(other, importing);
    const res = await importing;
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: "This file took too long to read." });
    expect(answered).toBeGreaterThan(0);
    // the next file is read by a fresh thread
    const small = await dryRun(importer, "Negroni\n1 oz gin\n1 oz Campari\n1 oz sweet vermouth\nStir with ice");
    expect(small.status).toBe(200);
    expect(small.body.create).toEqual([{ position: "line 1", title: "Negroni" }]);
  });
});
