import { describe, expect, it } from "vitest";
import type { Household, HouseholdInvite } from "@/domain/households";
import type { PartyLink, PartyMenu } from "@/domain/party";
import type { Recipe } from "@/domain/types";
import { baseUrl, expectAccessible, launchBrowser, phoneSpeaking } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/** A phone whose browser asks for German, from an address of its own (sign-up is limited per address). */
const germanPhone = (browser: import("playwright-core").Browser, origin: string, address: number) => phoneSpeaking(browser, "de-DE", { subnet: 89, address, baseURL: origin });

/**
 * A guest and a housemate whose browsers speak German, while the host's speaks English: the
 * party menu a guest opens from its link, and ordering from it, read in German; so do the
 * invitation page, joining, the Household page with its dates, and a photo picker turning a file away.
 */
describe("party and household pages in a German browser", () => {
  const suite = browserSuite();

  it("reads in German for a guest ordering and for a housemate joining", { timeout: 120_000 }, async () => {
    const host = await suite.signedIn();
    await host.api("POST", "/api/bar-items", { name: "Tanqueray London Dry Gin" });
    await host.api("POST", "/api/bar-items", { name: "Lime juice" });
    const gimlet = await host.api<Recipe>("POST", "/api/recipes", recipeBody("Gimlet", [["Gin", "60 ml"], ["Lime juice", "20 ml"]]));
    const menu = await host.api<PartyMenu & PartyLink>("POST", "/api/party-menus", { title: "Gartenfest", drinks: [gimlet.id], acceptOrders: true });
    const household = await host.api<Household>("POST", "/api/households", { name: "WG 3" });
    const invite = await host.api<HouseholdInvite>("POST", `/api/households/${household.id}/invites`, { role: "member" });

    const browser = await launchBrowser();
    try {
      // The guest: no account, the menu's link.
      const guest = await germanPhone(browser, new URL(menu.url).origin, 1);
      await guest.page.goto(new URL(menu.url).pathname);
      await expect.poll(() => guest.page.getByRole("heading", { level: 1 }).textContent()).toBe("Gartenfest");
      expect(await guest.page.locator("html").getAttribute("lang")).toBe("de-DE");
      const main = guest.page.locator("main");
      expect(await main.innerText()).toContain("Wähle einen Drink und sag, für wen er ist");
      await guest.page.getByRole("button", { name: "Gimlet bestellen" }).click();
      await guest.page.getByLabel("Für wen ist er?").fill("Ana");
      await guest.page.getByRole("button", { name: "Gimlet bestellen" }).click();
      await expect.poll(() => guest.page.getByRole("status").textContent()).toBe("Gimlet für Ana ist bestellt: Nummer 1 in der Warteschlange.");
      const yours = guest.page.getByRole("region", { name: "Deine Bestellungen" });
      await expect.poll(() => yours.innerText()).toContain("In der Warteschlange (Nummer 1)");
      await expectAccessible(guest.page, "party menu in German");
      expect(guest.errors).toEqual([]);
      await guest.context.close();

      // The housemate: signs up, opens the invitation, joins, and looks at the Household page.
      const mate = await germanPhone(browser, baseUrl(), 2);
      const signUp = await mate.context.request.post("/api/auth/sign-up/email", {
        data: { name: "Ben", email: `german-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      await mate.page.goto(new URL(invite.url).pathname);
      expect(await mate.page.getByRole("heading", { level: 1 }).textContent()).toBe("WG 3 beitreten");
      expect(await mate.page.locator("main").innerText()).toContain("Lena Lists lädt dich als Mitglied in WG 3 ein.");
      await mate.page.getByRole("button", { name: "Einladung annehmen" }).click();
      await expect.poll(() => mate.page.getByRole("status").textContent()).toBe("Du bist jetzt in WG 3.");

      await mate.page.goto("/account/household");
      expect(await mate.page.getByRole("heading", { level: 1 }).textContent()).toBe("Haushalt");
      expect(await mate.page.title()).toMatch(/^Haushalt/);
      const people = mate.page.getByRole("list", { name: "Personen in WG 3" });
      const text = await people.innerText();
      expect(text).toMatch(/Lena Lists\s*Eigentümer · dabei seit \d{1,2}\. \S+ \d{4}/);
      expect(text).toMatch(/Ben \(du\)\s*Mitglied · dabei seit/);
      expect(await mate.page.locator("main").innerText()).toContain("Du bist hier Mitglied.");
      await mate.page.getByRole("button", { name: "Seine Flaschen aus meinem Regal nehmen" }).click();
      await expect.poll(() => mate.page.getByRole("status").filter({ hasText: "Aus deinem Regal ausgeblendet." }).count()).toBe(1);

      // A photo picker turns a file away in German too, before sending it.
      await mate.page.goto("/drinks");
      const upload = mate.page.locator("main .upload").filter({ hasText: "Foto des Drinks" });
      expect(await upload.innerText()).toContain("Optional. JPEG, PNG, WebP, AVIF, GIF oder HEIC, bis 10 MB.");
      await upload.locator("input[type=file]").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some text") });
      await expect.poll(() => upload.getByRole("alert").innerText()).toBe("Diese Datei ist kein Bild. Wähle ein Foto als JPEG, PNG, WebP, AVIF, GIF oder HEIC.");
      expect(mate.errors).toEqual([]);
      await mate.context.close();
    } finally {
      await browser.close();
    }
    host.w.expectClean();
  });
});
