import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { NotFoundError, ValidationError } from "@/domain/errors";
import { LOCALES, type Locale } from "@/domain/locales";
import { recipeCreateSchema } from "@/domain/schemas/recipe";
import { barItemCreateSchema } from "@/domain/schemas/bar-item";
import { parseWith } from "@/domain/schemas/parse";
import { englishOf, sentence, type Sentence, type SentenceKey } from "@/domain/sentences";
import { domainErrorAnswer } from "@/server/http/domain-error-answer";
import { answerLanguageOf, wordIn } from "@/server/i18n/sentences";
import { keptReason, reasonIn } from "@/server/menu-reading/reasons";

/**
 * The server's sentences (docs/i18n.md, "What the server says"): each is a key with values,
 * English as the API has always said it, and worded in a page's language when a page asks.
 */

function validationError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
  throw new Error("expected a ValidationError");
}

const blankTitle = () => validationError(() => parseWith(recipeCreateSchema, { title: " ", ingredients: [{ name: "Gin", amount: "2 oz", available: false }], steps: ["Stir"] }));
const longTitle = () => validationError(() => parseWith(recipeCreateSchema, { title: "x".repeat(201), ingredients: [{ name: "Gin", amount: "2 oz", available: false }], steps: ["Stir"] }));

describe("a validation issue keeps the sentence it was worded from", () => {
  it("for a field's own sentence and for one worded from the rule", () => {
    expect(blankTitle().issues[0]).toMatchObject({ message: "Give the recipe a title.", sentence: { key: "recipes.titleBlank" } });
    expect(longTitle().issues[0]).toMatchObject({ message: "The title can be at most 200 characters.", sentence: { key: "issue.tooLong" } });
  });

  it("for an issue inside a list", () => {
    const err = validationError(() => parseWith(recipeCreateSchema, { title: "Gimlet", ingredients: [{ name: "Gin", amount: "2 oz", available: false }, { name: " ", amount: "1 oz", available: false }], steps: ["Shake"] }));
    expect(err.issues[0]!.message).toBe("Give ingredient 2 a name.");
    expect(wordIn(err.issues[0]!.sentence!, "de")).toBe("Gib „Zutat 2“ einen Namen.");
  });
});

describe("a sentence in each language", () => {
  const cases: [string, Sentence, Record<Locale, string>][] = [
    [
      "a text too long",
      longTitle().issues[0]!.sentence!,
      {
        en: "The title can be at most 200 characters.",
        de: "Das Feld „Titel“ darf höchstens 200 Zeichen lang sein.",
        fr: "Le champ « Titre » ne peut pas dépasser 200 caractères.",
        es: "El campo «Título» puede tener como máximo 200 caracteres.",
        it: "Il campo «Titolo» può avere al massimo 200 caratteri.",
      },
    ],
    [
      "a missing recipe",
      sentence("notFound.recipe"),
      { en: "Recipe not found", de: "Rezept nicht gefunden", fr: "Recette introuvable", es: "Receta no encontrada", it: "Ricetta non trovata" },
    ],
    [
      "a record limit, with its number in the language's digits",
      sentence("errors.overLimit", { max: 5000, records: "recipe" }),
      {
        en: "An account keeps at most 5,000 recipes: delete some to add more",
        de: "Ein Konto hat höchstens 5.000 Rezepte: Lösche welche, um neue hinzuzufügen",
        fr: "Un compte garde au plus 5\u202f000 recettes : supprimez-en pour en ajouter",
        es: "Una cuenta guarda como máximo 5000 recetas: borra algunos para añadir más",
        it: "Un account tiene al massimo 5000 ricette: eliminane qualcuno per aggiungerne altri",
      },
    ],
  ];

  it.each(cases)("%s", (_, said, expected) => {
    for (const locale of LOCALES) expect(wordIn(said, locale), locale).toBe(expected[locale]);
  });

  it("words a field inside a list item in every language", () => {
    const said = barItemCreateSchema.safeParse({ name: "Gin", aliases: ["x".repeat(201)] }).error!.issues[0]! as { sentence?: Sentence };
    expect(englishOf(said.sentence!)).toBe("Other name 1 can be at most 200 characters.");
    expect(wordIn(said.sentence!, "de")).toBe("Das Feld „Anderer Name 1“ darf höchstens 200 Zeichen lang sein.");
  });
});

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : keysOf(value, `${prefix}${key}.`)));
}

/** Values for every argument a message asks for: a number where it counts, a select's first case, else a word. */
function sampleValues(elements: MessageFormatElement[], into: Record<string, string | number> = {}): Record<string, string | number> {
  for (const element of elements) {
    if (element.type === TYPE.select) {
      into[element.value] = Object.keys(element.options)[0]!;
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    } else if (element.type === TYPE.plural) {
      into[element.value] = 2;
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    } else if (element.type === TYPE.number) into[element.value] = 3;
    else if (element.type === TYPE.argument) into[element.value] ??= "Gin";
  }
  return into;
}

describe("every server sentence", () => {
  const english = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../messages/en.json"), "utf8")) as { apiErrors: Tree };
  const keys = keysOf(english.apiErrors);

  it("is worded in every language, with its values and nothing left unfilled", () => {
    for (const [key, text] of keys) {
      const values = sampleValues(parse(text));
      for (const locale of LOCALES) {
        const worded = wordIn(sentence(key as SentenceKey, values), locale);
        expect(worded, `${locale} ${key}`).not.toMatch(/[{}]|apiErrors/);
        expect(worded.length, `${locale} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});

/** The object keys of a zod schema, wherever they are (inside lists, unions, optionals, pipes). */
function fieldKeys(schema: unknown, into = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  if (!def || depth > 12) return into;
  if (def.shape) for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) fieldKeys(inner, into.add(key), depth + 1);
  for (const part of ["innerType", "in", "out", "element", "left", "right", "valueType"]) fieldKeys(def[part], into, depth + 1);
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldKeys(option, into, depth + 1);
  return into;
}

describe("every field of every schema", () => {
  it("has a noun of its own in the messages, so a page in any language names it", async () => {
    const english = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../messages/en.json"), "utf8")) as { apiErrors: { fields: Record<string, string> } };
    const folder = path.resolve(import.meta.dirname, "../../src/domain/schemas");
    const keys = new Set<string>();
    for (const file of fs.readdirSync(folder)) {
      const schemas = (await import(path.join(folder, file))) as Record<string, unknown>;
      for (const schema of Object.values(schemas)) fieldKeys(schema, keys);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((key) => !(key in english.apiErrors.fields))).toEqual([]);
  });
});

describe("an error answer", () => {
  it("is today's English for the API, with no sentence of ours in it", () => {
    const answer = domainErrorAnswer(longTitle())!;
    expect(answer.body).toEqual({ error: "Validation failed", issues: [expect.objectContaining({ path: ["title"], message: "The title can be at most 200 characters." })] });
    expect(JSON.stringify(answer.body)).not.toContain("sentence");
  });

  it("is in the page's language when asked, its issues too", () => {
    const answer = domainErrorAnswer(blankTitle(), "it")!;
    expect(answer.body.issues).toEqual([expect.objectContaining({ path: ["title"], message: "Dai un titolo alla ricetta." })]);
    expect(JSON.stringify(answer.body)).not.toContain("sentence");
    expect(domainErrorAnswer(new NotFoundError(sentence("notFound.household")), "fr")!.body).toEqual({ error: "Foyer introuvable" });
  });

  it("keeps a message that no sentence says as it is, in every language", () => {
    expect(domainErrorAnswer(new NotFoundError("Gone elsewhere"), "de")!.body).toEqual({ error: "Gone elsewhere" });
  });
});

describe("the language of an answer", () => {
  const asker = { authorization: null, cookie: null, acceptLanguage: null, userId: null };

  it("is English for a script with a token, whatever else it sends", async () => {
    expect(await answerLanguageOf({ ...asker, authorization: "Bearer bs_x", cookie: "barshelf-locale=de", acceptLanguage: "de" })).toBe("en");
  });

  it("follows the language cookie, then Accept-Language, else English", async () => {
    expect(await answerLanguageOf({ ...asker, cookie: "a=b; barshelf-locale=es", acceptLanguage: "de" })).toBe("es");
    expect(await answerLanguageOf({ ...asker, acceptLanguage: "it-CH, de;q=0.8" })).toBe("it");
    expect(await answerLanguageOf(asker)).toBe("en");
    expect(await answerLanguageOf({ ...asker, acceptLanguage: "*" })).toBe("en");
  });
});

describe("a menu reading's kept reason", () => {
  it("is worded in the language of whoever reads it", () => {
    const kept = keptReason(sentence("menus.reasons.failedOften", { times: 3 }));
    expect(reasonIn(kept, "en")).toBe("reading stopped 3 times without finishing");
    expect(reasonIn(kept, "de")).toBe("das Lesen brach 3-mal ab, ohne fertig zu werden");
  });

  it("is shown as it is when it was kept as plain text", () => {
    expect(reasonIn("took too long", "de")).toBe("took too long");
  });
});
