import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { availabilityText } from "@/components/recipes/use-availability";
import en from "../../messages/en.json";
import de from "../../messages/de.json";

describe("availabilityText", () => {
  const english = createTranslator({ locale: "en", messages: en, namespace: "availability" });

  it("names the bottle, and whose it is only when it is a housemate's", () => {
    const own = { barItemId: "1", name: "Tanqueray", reason: "kind" };
    expect(availabilityText(english, { available: true, satisfiedBy: own, emptyMatch: null })).toBe("← Tanqueray");
    const shared = { ...own, name: "Campari", sharedBy: { ownerName: "Ana", householdName: "Flat 3" } };
    expect(availabilityText(english, { available: true, satisfiedBy: shared, emptyMatch: null })).toBe("← Campari (Ana's, shared in Flat 3)");
    expect(availabilityText(english, { available: false, satisfiedBy: null, emptyMatch: null })).toBe("not on your bar");
  });

  it("speaks the page's language", () => {
    const german = createTranslator({ locale: "de", messages: de, namespace: "availability" });
    const shared = { barItemId: "1", name: "Campari", reason: "kind", sharedBy: { ownerName: "Ana", householdName: "WG 3" } };
    expect(availabilityText(german, { available: true, satisfiedBy: shared, emptyMatch: null })).toBe("← Campari (von Ana, geteilt in WG 3)");
    expect(availabilityText(german, { available: false, satisfiedBy: null, emptyMatch: { barItemId: "2", name: "Smith & Cross" } })).toBe("Smith & Cross ist leer");
  });
});
