import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser";
import { browserSuite } from "./seed";

/**
 * A link to the sign-in page may name the page to return to; one crafted to lead off the
 * site (a path that normalises to "//host") leaves the user on the site after signing in
 * through the form.
 */
describe("signing in through a crafted link", () => {
  const suite = browserSuite();

  it.each(["/.//evil.example/x", "/a/..//evil.example/x", "/%2e//evil.example/x", "/./\\evil.example/x"])(
    "from /login?next=%s lands on the recipes page of this site",
    async (next) => {
      const w = await suite.signedOut();
      const { page, context } = w;
      const site = new URL(baseUrl()).origin;
      const email = `e2e-next-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}@example.test`;
      const made = await context.request.post("/api/auth/sign-up/email", {
        data: { name: "Nora Next", email, password: "correct horse battery" },
      });
      expect(made.status()).toBe(200);
      await context.clearCookies();

      const elsewhere: string[] = [];
      page.on("request", (req) => {
        if (new URL(req.url()).origin !== site) elsewhere.push(req.url());
      });
      await w.goto(`/login?next=${encodeURIComponent(next)}`);
      expect(new URL(page.url()).pathname).toBe("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("correct horse battery");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await page.waitForLoadState("networkidle");

      const landed = new URL(page.url());
      expect(landed.origin).toBe(site);
      expect(landed.pathname).toBe("/recipes");
      expect(elsewhere).toEqual([]);
      w.expectClean();
    },
  );
});
