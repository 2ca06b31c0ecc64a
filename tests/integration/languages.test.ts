import { describe, expect, it } from "vitest";
import { anonymous, signIn, signUp } from "../helpers/client";
import { expectIssues } from "../helpers/validation";

/**
 * The interface's language: the browser's Accept-Language until the user picks one on
 * /account; the pick is kept with the account (every sign-in, whatever the browser says) and
 * in a cookie for the pages shown before signing in.
 */
const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

describe("the interface language", () => {
  it("follows Accept-Language for a visitor and a user who has not chosen, English by default", async () => {
    const german = await anonymous().request<string>("GET", "/login", { headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" } });
    expect(htmlLang(german.body)).toBe("de-DE");
    expect(htmlLang((await anonymous().request<string>("GET", "/login", { headers: { "accept-language": "pt-BR,it;q=0.4" } })).body)).toBe("it");
    expect(htmlLang((await anonymous().request<string>("GET", "/login", { headers: { "accept-language": "ja" } })).body)).toBe("en");
    expect(htmlLang((await anonymous().get<string>("/login")).body)).toBe("en");

    const client = await signUp("Lang Browser");
    const page = await client.request<string>("GET", "/account", { headers: { "accept-language": "es-ES,es;q=0.9" } });
    expect(page.status).toBe(200);
    expect(htmlLang(page.body)).toBe("es-ES");
    expect(page.body).toContain("Saltar al contenido");
    expect(page.body).not.toContain("Skip to content");
  });

  it("keeps the language chosen on /account over Accept-Language, across sign-ins, and sets the cookie", async () => {
    const client = await signUp("Lang Chooser");
    const saved = await client.patch<{ locale: string }>("/api/account/settings", { locale: "fr" });
    expect(saved.status).toBe(200);
    expect(saved.body.locale).toBe("fr");
    expect(saved.headers.getSetCookie().find((c) => c.startsWith("barshelf-locale="))).toMatch(/^barshelf-locale=fr;.*Max-Age=\d{6,}/);

    const page = await client.request<string>("GET", "/account", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(htmlLang(page.body)).toBe("fr");
    expect(page.body).toContain("Aller au contenu");

    // Another device: no cookie, a German browser; the account's choice wins.
    const { client: again } = await signIn(client.user!);
    expect((await again.get<{ locale: string }>("/api/account/settings")).body.locale).toBe("fr");
    const elsewhere = await again.request<string>("GET", "/recipes", { headers: { "accept-language": "de-DE" } });
    expect(htmlLang(elsewhere.body)).toBe("fr");
    expect(elsewhere.body).toContain("Aller au contenu");

    // The cookie alone carries it to the sign-in page.
    expect(htmlLang((await anonymous().request<string>("GET", "/login", { headers: { cookie: "barshelf-locale=fr", "accept-language": "de" } })).body)).toBe("fr");
    // A French browser formats with its own region.
    expect(htmlLang((await again.request<string>("GET", "/recipes", { headers: { "accept-language": "fr-CA,fr;q=0.9" } })).body)).toBe("fr-CA");
  });

  it("goes back to the browser's language when the choice is cleared, and clears the cookie", async () => {
    const client = await signUp("Lang Clearer");
    await client.patch("/api/account/settings", { locale: "it" });
    const cleared = await client.patch<{ locale: string | null }>("/api/account/settings", { locale: null });
    expect(cleared.body.locale).toBeNull();
    expect(cleared.headers.getSetCookie().find((c) => c.startsWith("barshelf-locale="))).toMatch(/^barshelf-locale=;.*Max-Age=0/);
    expect(htmlLang((await client.request<string>("GET", "/account", { headers: { "accept-language": "de" } })).body)).toBe("de");
    // Other settings leave the language and its cookie alone.
    await client.patch("/api/account/settings", { locale: "es" });
    const other = await client.patch<{ locale: string }>("/api/account/settings", { currency: "EUR" });
    expect(other.body.locale).toBe("es");
    expect(other.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a language it does not speak, and ignores a cookie naming one", async () => {
    const client = await signUp("Lang Refused");
    expectIssues(await client.patch("/api/account/settings", { locale: "pt" }), [[["locale"], "Choose English, German, French, Spanish or Italian."]]);
    expect((await client.get<{ locale: string | null }>("/api/account/settings")).body.locale).toBeNull();
    expect(htmlLang((await anonymous().request<string>("GET", "/login", { headers: { cookie: "barshelf-locale=pt", "accept-language": "it" } })).body)).toBe("it");
  });
});
