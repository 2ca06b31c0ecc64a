import { describe, expect, it } from "vitest";
import { acceptedTags, formattingTag, negotiateLocale, unitSystemForLocale } from "@/domain/locales";

describe("the interface language from Accept-Language", () => {
  it("takes the first language we have, by quality, else English", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("ja,fr-CA;q=0.7,en;q=0.3")).toBe("fr");
    expect(negotiateLocale("en;q=0.2,it;q=0.9")).toBe("it");
    expect(negotiateLocale("pt-BR, pt;q=0.9")).toBe("en");
    expect(negotiateLocale("ES")).toBe("es");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale(null)).toBe("en");
  });

  it("ignores refused, wildcard and malformed parts", () => {
    expect(negotiateLocale("de;q=0, fr;q=0.5")).toBe("fr");
    expect(negotiateLocale("*, it;q=0.1")).toBe("it");
    expect(acceptedTags("<script>, de;q=abc, es;q=2, it")).toEqual(["it"]);
  });

  it("formats with the browser's regional tag for the chosen language", () => {
    expect(formattingTag("de", "de-AT,de;q=0.9")).toBe("de-AT");
    expect(formattingTag("en", "en-GB,en;q=0.9")).toBe("en-GB");
    expect(formattingTag("fr", "en-US,en;q=0.9")).toBe("fr");
    expect(formattingTag("it", "it")).toBe("it");
  });
});

describe("the default units of a locale", () => {
  it("is oz in the US, cl where German, French, Spanish or Italian is spoken, ml elsewhere", () => {
    expect(unitSystemForLocale("en-US")).toBe("oz");
    expect(unitSystemForLocale("en")).toBe("oz");
    expect(unitSystemForLocale("es-US")).toBe("oz");
    expect(unitSystemForLocale("en-GB")).toBe("ml");
    expect(unitSystemForLocale("en-AU")).toBe("ml");
    for (const tag of ["de", "de-CH", "fr", "fr-CA", "es-MX", "it-IT"]) expect(unitSystemForLocale(tag), tag).toBe("cl");
  });
});
