import { describe, expect, it } from "vitest";
import { availabilityText } from "@/components/recipes/use-availability";

describe("availabilityText", () => {
  it("names the bottle, and whose it is only when it is a housemate's", () => {
    const own = { barItemId: "1", name: "Tanqueray", reason: "kind" };
    expect(availabilityText({ available: true, satisfiedBy: own, emptyMatch: null })).toBe("← Tanqueray");
    const shared = { ...own, name: "Campari", sharedBy: { ownerName: "Ana", householdName: "Flat 3" } };
    expect(availabilityText({ available: true, satisfiedBy: shared, emptyMatch: null })).toBe("← Campari (Ana's, shared in Flat 3)");
    expect(availabilityText({ available: false, satisfiedBy: null, emptyMatch: null })).toBe("not on your bar");
  });
});
