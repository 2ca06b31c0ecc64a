import type { NextConfig } from "next";

// Headers every response carries. The page Content-Security-Policy is set per request
// in src/proxy.ts (it needs a fresh nonce); API answers are JSON and get a deny-all one.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(self), geolocation=(), microphone=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No automatic 308 from "/x/" to "/x": the image route must answer "/object-images/" with
  // its own JSON 404, and the proxy normalises trailing slashes for pages itself.
  skipTrailingSlashRedirect: true,
  // Private images must never pass through /_next/image: it fetches without the session cookie.
  images: { unoptimized: true },
  // piscina starts its worker threads from its own files, which a bundle would move.
  serverExternalPackages: ["better-sqlite3", "sharp", "pg", "piscina"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default nextConfig;
