import { describe, expect, it } from "vitest";
import { capture } from "./browser";
import { browserSuite } from "./seed";

/** The account menu and /account: a new name, signing out everywhere, deleting the account. */
describe("account", () => {
  const suite = browserSuite();

  it("changes the name shown in the header", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await w.goto("/account");
    const form = page.getByRole("form", { name: "Save name" });
    await form.getByLabel("Name").fill("Lena Renamed");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect.poll(() => page.locator(".user-name").innerText()).toContain("Lena Renamed");
    expect(await page.getByRole("list", { name: "Signed-in devices" }).innerText()).toContain("(this device)");
    await capture(page, "account");
  });

  it("signs out everywhere from the account menu", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await w.goto("/recipes");
    await page.locator(".account-menu summary").click();
    await capture(page, "account-menu");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/login/);
    const session = await w.context.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
    await w.goto("/recipes");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("deletes the account after the password is typed again", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/bar-items", { name: "Campari" });
    await w.goto("/account");
    const form = page.getByRole("form", { name: "Delete my account" });
    w.allow(/400/);
    await form.getByLabel("Password").fill("not my password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("Validation failed");
    await capture(page, "account-delete-refused");
    await form.getByLabel("Password").fill("correct horse battery");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/login/);
    const session = await w.context.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });
});
