import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { stripInternalHeaders } from "./internal-headers";

/**
 * The methods each API route serves, as the build has them, so that the front server answers a
 * method a route does not serve with a JSON 405 and `Allow` (Next answers it with an empty body).
 * The routes are the keys of Next's app-paths manifest (written by `next build`); a route's
 * methods are the `Allow` header of Next's own answer to OPTIONS, which Next implements for
 * every route handler that does not export it, listing the methods the file exports. Unknown
 * paths under /api are the catch-all route's (src/app/api/[[...path]]/route.ts): a JSON 404.
 */
export interface ApiRoute {
  pattern: RegExp;
  /** Null when Next's answer to OPTIONS named none (the catch-all route): every method passes. */
  methods: ReadonlySet<string> | null;
}

/** A route's URL path, as the manifest names it ("/api/recipes/[id]"), split into segments a URL would have. */
function urlSegments(routePath: string): string[] {
  // A route group adds nothing to the URL.
  return routePath.split("/").filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment));
}

/** A route's URL pattern: `[id]` is one segment, `[...all]` one or more, `[[...all]]` zero or more. */
function patternOf(routePath: string): RegExp {
  let source = "";
  for (const segment of urlSegments(routePath)) {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += "(?:/.+)?";
    else if (/^\[\.\.\..+\]$/.test(segment)) source += "/.+";
    else if (/^\[.+\]$/.test(segment)) source += "/[^/]+";
    else source += "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** A URL the route answers: each dynamic segment filled with "_", which no static route is named. */
function sampleUrlOf(routePath: string): string {
  return "/" + urlSegments(routePath).map((segment) => (segment.startsWith("[") ? "_" : segment)).join("/");
}

/** The API's route paths ("/api/recipes/[id]") from Next's app-paths manifest, whose keys are "/api/recipes/[id]/route". */
export function apiRoutePaths(appPathsManifest: Record<string, string>): string[] {
  return Object.keys(appPathsManifest)
    .filter((key) => key.endsWith("/route"))
    .map((key) => key.slice(0, -"/route".length))
    .filter((routePath) => urlSegments(routePath)[0] === "api");
}

/** The methods an `Allow` header names, or null for none. */
export function methodsOf(allow: string | null): Set<string> | null {
  const methods = (allow ?? "").split(",").map((m) => m.trim().toUpperCase()).filter(Boolean);
  return methods.length > 0 ? new Set(methods) : null;
}

/** Routes in the order Next matches them: a path a static route names goes there (/api/recipes/import, not [id]). */
export function apiRoutesFrom(methodsByRoute: ReadonlyMap<string, ReadonlySet<string> | null>): ApiRoute[] {
  const dynamicSegments = (routePath: string) => urlSegments(routePath).filter((s) => s.startsWith("[")).length;
  const staticSegments = (routePath: string) => urlSegments(routePath).length - dynamicSegments(routePath);
  const catchAll = (routePath: string) => (routePath.includes("[...") || routePath.includes("[[...") ? 1 : 0);
  return [...methodsByRoute.entries()]
    .sort(([a], [b]) => catchAll(a) - catchAll(b) || dynamicSegments(a) - dynamicSegments(b) || staticSegments(b) - staticSegments(a))
    .map(([routePath, methods]) => ({ pattern: patternOf(routePath), methods }));
}

/**
 * Asks Next, through a server of its own on a loopback port that is closed afterwards, which
 * methods each API route of the build serves. Run once at start, before the front server listens;
 * it loads every API route, which each would load at its first request anyway.
 */
export async function learnApiRoutes(
  projectDir: string,
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<ApiRoute[]> {
  const manifest = JSON.parse(readFileSync(path.join(projectDir, ".next", "server", "app-paths-manifest.json"), "utf8")) as Record<string, string>;
  // It passes OPTIONS and nothing else, as an outside client's would reach Next (no internal headers).
  const server = createServer((req, res) => {
    stripInternalHeaders(req, true);
    if (req.method === "OPTIONS") void handler(req, res);
    else res.writeHead(405, { Allow: "OPTIONS" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const learned = await Promise.all(
      apiRoutePaths(manifest).map(async (routePath) => {
        const res = await fetch(`http://127.0.0.1:${port}${sampleUrlOf(routePath)}`, { method: "OPTIONS" });
        await res.arrayBuffer();
        return [routePath, res.status === 204 ? methodsOf(res.headers.get("allow")) : null] as const;
      }),
    );
    return apiRoutesFrom(new Map(learned));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export type ApiAnswer = { status: "pass" } | { status: 405; allow: string };

/**
 * Whether the front server passes a request under /api to Next or answers 405 itself. The
 * path is matched percent-decoded and without trailing slashes; one that does not decode, or
 * that no route with known methods serves, is left to Next.
 */
export function answerApiRequest(routes: readonly ApiRoute[], method: string, pathname: string): ApiAnswer {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).replace(/\/+$/, "");
  } catch {
    return { status: "pass" };
  }
  const route = routes.find((r) => r.pattern.test(decoded));
  if (!route?.methods || route.methods.has(method)) return { status: "pass" };
  return { status: 405, allow: [...route.methods].join(", ") };
}
