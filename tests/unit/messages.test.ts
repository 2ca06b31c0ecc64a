import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/domain/locales";

/**
 * Every language carries exactly the English file's keys, and each message asks for the same
 * values (same names, same kinds, same select cases, same rich-text tags), so no page shows a
 * key or a raw "{count}" in any language.
 */
const messagesDir = path.resolve(import.meta.dirname, "../../messages");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(id, value);
    else for (const [k, v] of flatten(value, id)) out.set(k, v);
  }
  return out;
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "value",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.plural]: "plural",
  [TYPE.select]: "select",
};

/** What a message asks of its caller: "count:plural", "kind:select(a|b|other)", "<strong>". */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      placeholders(element.children, into);
    } else if (element.type === TYPE.select) {
      into.add(`${element.value}:select(${Object.keys(element.options).sort().join("|")})`);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    } else if (element.type === TYPE.plural) {
      into.add(`${element.value}:plural`);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      into.add(`${element.value}:${KIND[element.type]}`);
    }
  }
  return into;
}

function load(locale: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(messagesDir, `${locale}.json`), "utf8")) as Tree);
}

const english = load(DEFAULT_LOCALE);

describe("messages", () => {
  it("has one file per language and nothing else", () => {
    expect(fs.readdirSync(messagesDir).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it("holds real English messages", () => {
    expect(english.size).toBeGreaterThan(10);
    for (const [key, message] of english) expect(message.trim(), key).not.toBe("");
  });

  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    describe(locale, () => {
      const messages = load(locale);

      it("has every English key and no other", () => {
        const missing = [...english.keys()].filter((key) => !messages.has(key));
        const extra = [...messages.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("asks for the same values as English in each message", () => {
        const differing: string[] = [];
        for (const [key, message] of messages) {
          const source = english.get(key);
          if (source === undefined) continue;
          const want = [...placeholders(parse(source))].sort().join(", ");
          const got = [...placeholders(parse(message))].sort().join(", ");
          if (want !== got) differing.push(`${key}: wants {${want}}, has {${got}}`);
          expect(message.trim(), key).not.toBe("");
        }
        expect(differing).toEqual([]);
      });
    });
  }
});
