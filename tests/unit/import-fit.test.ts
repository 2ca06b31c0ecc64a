import { describe, expect, it } from "vitest";
import { ValidationError } from "@/domain/errors";
import { MAX_IMPORT_RECORDS, readImportText } from "@/domain/import";
import { kindCertainlyPastLimit, photosNamed } from "@/domain/import/fit";

const noPause = async () => {};
const item = (i: number, name: string) => ({ id: `b${i}`, name, quantity: "FULL", category: null, photo: null, aliases: [], chosenKind: null, bottleMl: null, remainingMl: null, unopened: 0, createdAt: "2026-01-01T00:00:00.000Z" });
const exportOf = (barNames: string[], extra: Record<string, unknown> = {}) =>
  readImportText(JSON.stringify({ format: "barshelf-export", version: 1, exportedAt: "2026-01-01T00:00:00.000Z", recipes: [], drinks: [], shoppingList: [], uploads: [], barItems: barNames.map((n, i) => item(i, n)), ...extra }));
const none = { recipes: 0, barItems: 0, drinks: 0, shoppingItems: 0 };
const max = { recipes: 100, barItems: 3, drinks: 100, shoppingItems: 100 };

describe("an import that certainly cannot fit, told from counts alone", () => {
  it("names the kind past its limit when the file's different names alone pass it", async () => {
    expect(await kindCertainlyPastLimit(exportOf(["Campari", "Aperol", "Gin", "Rum"]), none, max, noPause)).toBe("barItems");
  });

  it("leaves the answer to the run when the names may fold into fewer, or what the account has makes the difference", async () => {
    expect(await kindCertainlyPastLimit(exportOf(["Campari", "campari", "Aperol", "aperol", "Gin"]), none, max, noPause)).toBeNull();
    expect(await kindCertainlyPastLimit(exportOf(["Campari", "Aperol"]), { ...none, barItems: 3 }, max, noPause)).toBeNull();
    expect(await kindCertainlyPastLimit(exportOf(["Campari"]), none, max, noPause)).toBeNull();
  });

  it("leaves a file with an unreadable recipe to the run, whose 400 comes first", async () => {
    const unreadable = { id: "r1", title: "", ingredients: [], instructions: "", createdAt: "2026-01-01T00:00:00.000Z" };
    expect(await kindCertainlyPastLimit(exportOf(["Campari", "Aperol", "Gin", "Rum"], { recipes: [unreadable] }), none, max, noPause)).toBeNull();
  });

  it("refuses a file too large for one import with its 400 first", async () => {
    const many = Array.from({ length: MAX_IMPORT_RECORDS + 1 }, (_, i) => `Bottle ${i}`);
    await expect(kindCertainlyPastLimit(exportOf(many), none, max, noPause)).rejects.toBeInstanceOf(ValidationError);
  });

  it("names each photo the account lists once", () => {
    const upload = (photo: string) => ({ photo, kind: "drink", createdAt: "2026-01-01T00:00:00.000Z" });
    expect(photosNamed(exportOf([], { uploads: [upload("photos/a.jpg"), upload("photos/b.jpg"), upload("photos/a.jpg")] }))).toEqual(["photos/a.jpg", "photos/b.jpg"]);
  });
});
