// The size of the HTML a signed-in user gets for a few pages (production build, as `npm start`
// serves it): what each page carries before any script runs, the messages it ships included.
// Run after `npx next build`: npx tsx scripts/page-bytes.ts [language…]
import { gzipSync } from "node:zlib";
import { startApp } from "../tests/helpers/app-server";

const PAGES = ["/recipes", "/bartender"];
const languages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["en", "de"];

async function signUp(baseUrl: string, language: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": `10.77.0.${languages.indexOf(language) + 1}` },
    body: JSON.stringify({ name: "Page Bytes", email: `page-bytes-${language}-${Date.now()}@example.test`, password: "correct horse battery" }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function main() {
  const app = await startApp({});
  try {
    for (const language of languages) {
      const cookie = await signUp(app.baseUrl, language);
      const headers = { cookie, origin: app.baseUrl, "accept-language": language, "content-type": "application/json" };
      // a small bar and one recipe, so the pages show what a user's pages show
      for (const name of ["Gin", "Campari", "Sweet vermouth"]) {
        await fetch(`${app.baseUrl}/api/bar-items`, { method: "POST", headers, body: JSON.stringify({ name }) });
      }
      await fetch(`${app.baseUrl}/api/recipes/import`, { method: "POST", headers, body: JSON.stringify({ catalogueId: "negroni" }) });
      for (const page of PAGES) {
        const res = await fetch(`${app.baseUrl}${page}`, { headers: { cookie, "accept-language": language }, redirect: "manual" });
        const html = Buffer.from(await res.arrayBuffer());
        if (!res.ok || res.redirected) throw new Error(`${page}: ${res.status} at ${res.url}`);
        console.log(`${language} ${page}: ${html.length} bytes, ${gzipSync(html).length} gzipped`);
      }
    }
  } finally {
    await app.stop();
  }
}

await main();
