import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layering (docs/architecture.md), kept by the linter. Each folder gets one
// no-restricted-imports entry listing every rule that applies to it, because a later
// entry for the same files replaces an earlier one rather than adding to it.
const databaseDrivers = {
  regex: "^(kysely|pg|better-sqlite3)(/.*)?$",
  message: "Only src/server/db/ talks to the database; call a data-layer function instead.",
};
const frameworkOrServer = {
  regex: "^(next|react|react-dom|server-only)(/.*)?$|^@/(server|app|components)(/.*)?$|^(\\.\\./)+(server|app|components)(/.*)?$",
  message: "src/domain/ is pure TypeScript: no framework, server or UI code.",
};
const httpLayer = {
  regex: "^next(/.*)?$|^@/server/http(/.*)?$|^(\\.\\./)+http(/.*)?$",
  message: "The data layer knows nothing of HTTP: return null or throw an error from @/domain/errors.",
};
// src/server/ by feature: platform at the bottom, then the data layer, then the features,
// then http (the route wrappers and the front server) on top. Nothing imports upwards.
const FEATURES = "auth|bar|households|i18n|limits|menu-reading|photos|portability|recipes";
const serverFolders = (names, message) => ({
  regex: `^@/server/(${names})(/.*)?$|^(\\.\\./)+(${names})(/.*)?$`,
  message,
});
const aboveThePlatform = serverFolders(`db|http|${FEATURES}`, "src/server/platform/ is the bottom layer: it imports no feature, no data layer, no HTTP.");
const aboveTheData = serverFolders(`http|${FEATURES}`, "The data layer imports only the platform below it; move the shared part down.");
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const config = [
  ...next,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", "data/**", "next-env.d.ts", "test-results/**"] },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/db/**", "src/domain/**"],
    rules: restrictImports(databaseDrivers),
  },
  { files: ["src/domain/**/*.{ts,tsx}"], rules: restrictImports(databaseDrivers, frameworkOrServer) },
  { files: ["src/server/db/**/*.{ts,tsx}"], rules: restrictImports(httpLayer, aboveTheData) },
  { files: ["src/server/platform/**/*.{ts,tsx}"], rules: restrictImports(databaseDrivers, aboveThePlatform) },
  {
    files: ["src/server/{auth,bar,households,i18n,limits,menu-reading,photos,portability,recipes}/**/*.{ts,tsx}"],
    rules: restrictImports(databaseDrivers, serverFolders("http", "Features are below HTTP: return values or throw domain errors, and let src/server/http/ answer.")),
  },
];

export default config;
