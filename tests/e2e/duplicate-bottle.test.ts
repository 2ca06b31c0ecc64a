import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import type { BarItem } from "@/domain/types";
import { capture, DESKTOP, PHONE } from "./browser";
import { browserSuite } from "./seed";

/**
 * A second bottle of a product already on the bar asks first: "You already have Campari:
 * raise it to FULL instead?". Raising changes the bottle there and adds nothing; "Add another
 * bottle" adds a second one. On a phone and on a desktop.
 */
describe("the duplicate bottle question on /bar", () => {
  const suite = browserSuite();

  async function expectTapTarget(button: Locator): Promise<void> {
    const box = await button.boundingBox();
    expect(box, "the button is on screen").not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("on a %s: raising it to full adds nothing, adding another bottle adds one", async (label, viewport) => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    await page.setViewportSize(viewport);
    // the browser logs the 409 answer the question comes from
    w.allow(/409/);
    const campari = await api<BarItem>("POST", "/api/bar-items", { name: "Campari", quantity: "LOW" });
    await w.goto("/bar");

    const form = page.getByRole("form", { name: "Add a bar item" });
    if (!(await form.isVisible())) await page.getByText("Add a bottle or ingredient").click();
    await form.getByLabel("Name").fill("campari");
    await form.getByRole("button", { name: "Add to bar" }).click();

    const question = form.getByRole("group", { name: "You already have Campari: raise it to FULL instead?" });
    await expect.poll(() => question.isVisible()).toBe(true);
    const raise = question.getByRole("button", { name: "Raise to full" });
    const another = question.getByRole("button", { name: "Add another bottle" });
    await expectTapTarget(raise);
    await expectTapTarget(another);
    // screenshots (and axe) at both widths, once; capture leaves the page at desktop width
    if (label === "phone") {
      await capture(page, "bar-duplicate-question");
      await page.setViewportSize(viewport);
    }

    await raise.click();
    await expect.poll(() => form.getByRole("status").filter({ hasText: "Campari is full." }).isVisible()).toBe(true);
    expect(await question.count()).toBe(0);
    let items = (await api<{ barItems: BarItem[] }>("GET", "/api/bar-items")).barItems;
    expect(items.map((b) => [b.id, b.name, b.quantity])).toEqual([[campari.id, "Campari", "FULL"]]);
    expect(await form.getByLabel("Name").inputValue()).toBe("");

    await form.getByLabel("Name").fill("Campari Bitter");
    await form.getByRole("button", { name: "Add to bar" }).click();
    await expect.poll(() => question.isVisible()).toBe(true);
    await another.click();
    await expect.poll(() => form.getByRole("status").filter({ hasText: "Added “Campari Bitter”." }).isVisible()).toBe(true);
    expect(await question.count()).toBe(0);
    items = (await api<{ barItems: BarItem[] }>("GET", "/api/bar-items")).barItems;
    expect(items.map((b) => b.name).sort()).toEqual(["Campari", "Campari Bitter"]);

    // another product of the same kind is added without a question
    await form.getByLabel("Name").fill("Aperol");
    await form.getByRole("button", { name: "Add to bar" }).click();
    await expect.poll(() => form.getByRole("status").filter({ hasText: "Added “Aperol”." }).isVisible()).toBe(true);
    expect(await question.count()).toBe(0);
    w.expectClean();
  });
});
