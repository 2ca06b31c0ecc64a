import { describe, expect, it } from "vitest";
import { welcomeStepSchema } from "@/domain/schemas/welcome";

describe("the welcome path's ?step=", () => {
  it.each(["shelf", "make", "next"])("keeps %s", (step) => {
    expect(welcomeStepSchema.parse(step)).toBe(step);
  });

  it.each([undefined, "", "MAKE", "done", ["make", "next"], "make "])("reads %j as the first step", (step) => {
    expect(welcomeStepSchema.parse(step)).toBe("shelf");
  });
});
