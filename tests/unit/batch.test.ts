import { describe, expect, it } from "vitest";
import { batchWater, DILUTION, inferMethod } from "@/domain/batch";

describe("batchWater", () => {
  const negroni = ["30 ml", "30 ml", "30 ml", "1 orange peel"];

  it("adds 20% water to a stirred batch and 25% to a shaken one", () => {
    expect(DILUTION.stir).toBe(0.2);
    expect(DILUTION.shake).toBe(0.25);
    expect(batchWater(negroni, 8, "stir")).toEqual({ waterMl: 145, rate: 0.2, batchMl: 720, leftOut: 0 });
    const daiquiri = ["2 oz", "1 oz", "¾ oz"];
    expect(batchWater(daiquiri, 4, "shake")).toMatchObject({ waterMl: 115, batchMl: 450 });
  });

  it("adds no water to built or blended drinks, whose ice is in the glass or the blender", () => {
    expect(batchWater(negroni, 10, "build").waterMl).toBe(0);
    expect(batchWater(negroni, 10, "blend").waterMl).toBe(0);
  });

  it("counts dashes and spoons, and says how many liquids it could not size", () => {
    const result = batchWater(["45 ml", "2 dashes", "1 barspoon", "top up", "1 egg white", "6 mint leaves"], 10, "shake");
    expect(result.batchMl).toBeCloseTo(450 + 18 + 50, 6);
    expect(result.waterMl).toBe(130);
    expect(result.leftOut).toBe(2);
  });
});

describe("inferMethod", () => {
  it.each<[string[], string | null]>([
    [["Add everything to a shaker with ice", "Shake hard and double strain"], "shake"],
    [["Stir with ice for 30 seconds", "Strain into a chilled coupe"], "stir"],
    [["Stir the spirits with ice", "Strain over ice and top with soda"], "stir"],
    [["Pour over ice in a highball glass", "Top with ginger beer"], "build"],
    [["Blend with a cup of crushed ice"], "blend"],
    [["Throw between two tins six times"], "throw"],
    [["Garnish with a twist"], null],
  ])("reads %j as %s", (steps, method) => {
    expect(inferMethod(steps)).toBe(method);
  });
});
