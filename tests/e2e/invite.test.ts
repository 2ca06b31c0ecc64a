import { describe, expect, it } from "vitest";
import type { Household, HouseholdInvite } from "@/domain/households";
import { capture, expectAccessible, PHONE } from "./browser";
import { browserSuite } from "./seed";

/** Every link and button the page shows, with its box: each must take a finger (44 × 44 px). */
async function tapBoxes(page: import("playwright-core").Page): Promise<{ what: string; width: number; height: number }[]> {
  return page.locator("main a[href], main button").evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { what: (el.textContent ?? "").trim(), width: box.width, height: box.height };
    }),
  );
}

/**
 * An invitation as the person invited meets it, on a phone: the link opens a page that says who
 * invites them to what; they create an account from it, come back to it, and join with one tap.
 * A used link then says only that it is no longer valid.
 */
describe("an invitation link", () => {
  const suite = browserSuite();

  it("leads a newcomer through sign-up back to the invitation, and one tap joins", { timeout: 120_000 }, async () => {
    const host = await suite.signedIn();
    const household = await host.api<Household>("POST", "/api/households", { name: "Flat 3" });
    const invite = await host.api<HouseholdInvite>("POST", `/api/households/${household.id}/invites`, { role: "member" });
    await host.w.close();

    const w = await suite.signedOut();
    const { page } = w;
    await page.setViewportSize(PHONE);
    await w.goto(new URL(invite.url).pathname);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Join Flat 3");
    expect(await page.locator("main").textContent()).toContain("Lena Lists invites you to Flat 3 as a member.");
    for (const box of await tapBoxes(page)) expect(Math.min(box.width, box.height), box.what).toBeGreaterThanOrEqual(43.5);
    await expectAccessible(page, "invitation, signed out");
    await capture(page, "invite-signed-out");
    await page.setViewportSize(PHONE);

    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL((url) => url.pathname === "/signup");
    await page.getByLabel("Name").fill("Ben Invited");
    await page.getByLabel("Email").fill(`invited-${Date.now()}-${process.pid}@example.test`);
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === new URL(invite.url).pathname);
    await page.waitForLoadState("networkidle");
    await page.setViewportSize(PHONE);

    const accept = page.getByRole("button", { name: "Accept invitation" });
    for (const box of await tapBoxes(page)) expect(Math.min(box.width, box.height), box.what).toBeGreaterThanOrEqual(43.5);
    await accept.click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("You are now in Flat 3.");
    await capture(page, "invite-accepted");
    const mine = await w.context.request.get("/api/households");
    expect(((await mine.json()) as { households: Household[] }).households.map((h) => [h.name, h.role])).toEqual([["Flat 3", "member"]]);

    await w.goto(new URL(invite.url).pathname);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This invitation is no longer valid");
    expect(await page.locator("main").textContent()).not.toContain("Flat 3");
    await capture(page, "invite-no-longer-valid");
    w.expectClean();
  });
});
