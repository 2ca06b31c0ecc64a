import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { filterLabel } from "@/components/ui/drink-filter-label";
import { BASE_SPIRITS, STYLES } from "@/domain/catalogue";
import strengthData from "@/domain/strength-data.json";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import it_ from "../../messages/it.json";

/**
 * The station's "surprise me" filters and /recommend's chips name base spirits and styles by the
 * catalogue's values ("stirred", "low-abv"); each has a word in the messages, so no language sees
 * the English value instead.
 */
const stationValues = [...BASE_SPIRITS, ...STYLES, ...Object.values(strengthData.spiritOfCategory), ...Object.values(strengthData.spiritOfKindName)];

describe("the words of the drink filters", () => {
  it("has a message for every base spirit and style a drink on the station can carry", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "recommend.filterValues" });
    expect([...new Set(stationValues)].filter((value) => !t.has(value as never))).toEqual([]);
  });

  it("names them in German and in Italian", () => {
    const german = createTranslator({ locale: "de", messages: de, namespace: "recommend.filterValues" });
    const italian = createTranslator({ locale: "it", messages: it_, namespace: "recommend.filterValues" });
    expect(["vodka", "stirred", "low-abv", "bubbly"].map((v) => german(v as never))).toEqual(["Wodka", "Gerührt", "Wenig Alkohol", "Prickelnd"]);
    expect(["wine", "stirred", "hot"].map((v) => italian(v as never))).toEqual(["Vino", "Mescolato", "Caldo"]);
  });

  it("writes a value the messages lack as a word", () => {
    expect(filterLabel("low-abv")).toBe("Low ABV");
    expect(filterLabel("after-dinner")).toBe("After dinner");
  });
});
