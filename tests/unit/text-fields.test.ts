import { describe, expect, it } from "vitest";
import { barItemCreateSchema } from "@/domain/schemas/bar-item";
import { optionalText, requiredText, text } from "@/domain/schemas/common";
import { drinkCreateSchema } from "@/domain/schemas/drink";
import { recipeCreateSchema } from "@/domain/schemas/recipe";

const recipe = { title: "Gimlet", ingredients: [{ name: "Gin", amount: "60 ml", available: false }], steps: ["Shake"] };

describe("text fields", () => {
  it("refuse NUL, the other C0 controls and DEL; a single-line field refuses line breaks, keeps tabs", () => {
    for (let code = 0; code < 0x20; code++) {
      const ch = String.fromCharCode(code);
      expect(requiredText(50).safeParse(`Gin${ch}Tonic`).success, `U+${code.toString(16)}`).toBe(code === 9);
    }
    expect(text(50).safeParse("a\u007fb").success).toBe(false);
    expect(text(50).safeParse("a\u0085b é ✓ 🍸").success).toBe(true);
  });

  it("let multi-line fields keep their line breaks but nothing else", () => {
    const notes = optionalText(100, { multiline: true });
    expect(notes.parse("Shake hard.\r\nDouble strain.\n\tCold glass.")).toBe("Shake hard.\r\nDouble strain.\n\tCold glass.");
    for (const bad of ["a\u0000b", "a\u000bb", "a\u000cb", "a\u001bb", "a\u007fb"]) expect(notes.safeParse(bad).success).toBe(false);
  });

  it("apply to every text a record stores: titles, names, amounts, steps, aliases, notes", () => {
    const nul = "bad\u0000";
    const cases = [
      recipeCreateSchema.safeParse({ ...recipe, title: nul }),
      recipeCreateSchema.safeParse({ ...recipe, ingredients: [{ name: nul, amount: "", available: true }] }),
      recipeCreateSchema.safeParse({ ...recipe, ingredients: [{ name: "Gin", amount: nul, available: true }] }),
      recipeCreateSchema.safeParse({ ...recipe, steps: ["Shake\nand strain"] }),
      recipeCreateSchema.safeParse({ ...recipe, notes: nul }),
      barItemCreateSchema.safeParse({ name: "Gin", aliases: [nul] }),
      drinkCreateSchema.safeParse({ name: "Sour", type: nul }),
    ];
    for (const result of cases) {
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/control characters/);
    }
  });

  it("store names NFC-normalised, so one name typed two ways is one name", () => {
    const decomposed = "Cre\u0300me de cassis"; // e + combining grave accent
    const parsed = barItemCreateSchema.parse({ name: decomposed });
    expect(parsed.name).toBe("Crème de cassis");
    expect(parsed.name).toBe(parsed.name.normalize("NFC"));
    expect(recipeCreateSchema.parse({ ...recipe, title: "Ra\u0308uber" }).title).toBe("Räuber");
  });
});
