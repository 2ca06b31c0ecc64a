import { describe, expect, it } from "vitest";
import { baseUrl, PHONE } from "./browser";
import { browserSuite } from "./seed";

/** /account's "Tokens for scripts": make one, see it once, use it, see its last use, revoke it. */
describe("tokens for scripts", () => {
  const suite = browserSuite();

  it("shows the secret once with Copy, lists the token's last use, and Revoke (44 px) stops it at once", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await page.setViewportSize(PHONE);
    await w.goto("/account");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Tokens for scripts" }) });
    await section.getByLabel("Name").fill("Home Assistant");
    await section.getByLabel("May").selectOption("read");
    await section.getByRole("button", { name: "Make a token" }).click();
    const secretBox = section.getByLabel("New token");
    await expect.poll(() => secretBox.isVisible()).toBe(true);
    const token = (await secretBox.innerText()).trim();
    expect(token).toMatch(/^bs_/);
    expect(await section.innerText()).toContain("will not be shown again");
    expect(await section.getByRole("button", { name: "Copy" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const used = await fetch(`${baseUrl()}/api/recipes`, { headers: { authorization: `Bearer ${token}` } });
    expect(used.status).toBe(200);
    await section.getByRole("button", { name: "Done" }).click();
    await page.reload();
    const list = page.getByRole("list", { name: "Tokens" });
    await expect.poll(() => list.innerText()).toContain("Home Assistant");
    expect(await list.innerText()).toContain("last used");
    expect(await list.innerText()).not.toContain(token);

    const revoke = list.getByRole("button", { name: "Revoke Home Assistant" });
    expect((await revoke.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await revoke.click();
    await expect.poll(() => page.getByText("No tokens yet.").isVisible()).toBe(true);
    expect((await fetch(`${baseUrl()}/api/recipes`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    w.expectClean();
  });
});
