// JavaScript, not TypeScript: Next compiles a next.config.ts with its native SWC binding each
// time the server starts, which then stays loaded for the life of the process (some 25 MB of
// resident library and two more threads). A .mjs file Node loads as it is.
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
import { dedupeServerChunks } from "./scripts/dedupe-server-chunks.mjs";
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "./src/server/http/security-headers.mjs";

const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
// The offline worker (public/sw.js): checked for a new version at every load, allowed the
// whole site as its scope, and allowed nothing else to load.
const SERVICE_WORKER_HEADERS = [
  { key: "Cache-Control", value: "no-cache" },
  { key: "Service-Worker-Allowed", value: "/" },
  { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; frame-ancestors 'none'" },
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No automatic 308 from "/x/" to "/x": the image route must answer "/object-images/" with
  // its own JSON 404, and the proxy normalises trailing slashes for pages itself.
  skipTrailingSlashRedirect: true,
  // Private images must never pass through /_next/image: it fetches without the session cookie.
  images: { unoptimized: true },
  // piscina starts its worker threads from its own files, which a bundle would move.
  serverExternalPackages: ["better-sqlite3", "sharp", "pg", "piscina"],
  compiler: {
    // Turbopack writes one server chunk per API route with the same code: load it once.
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      const { rewritten, bytes } = dedupeServerChunks(path.resolve(projectDir, distDir));
      console.log(`  server chunks: ${rewritten} copies now load their first (${(bytes / 1e6).toFixed(1)} MB less to compile)`);
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
      { source: "/sw.js", headers: SERVICE_WORKER_HEADERS },
    ];
  },
};

// The interface's languages: next-intl reads each request's language and messages from here.
const withNextIntl = createNextIntlPlugin("./src/server/i18n/request.ts");

export default withNextIntl(nextConfig);
