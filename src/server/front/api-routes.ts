import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The API's paths and the methods each serves, read from the route files under
 * src/app/api at start, so that the front server answers what Next would answer with
 * an HTML page or an empty body: an unknown path under /api is a JSON 404, a known
 * path asked with a method it does not serve a JSON 405 with `Allow`.
 */
export interface ApiRoute {
  pattern: RegExp;
  methods: ReadonlySet<string>;
}

const METHOD_EXPORT = /^export\s+(?:const|async\s+function|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE)\b/gm;

/** A route file's URL pattern: `[id]` is one segment, `[...all]` one or more, `[[...all]]` zero or more. */
function patternOf(dirSegments: string[]): RegExp {
  let source = "";
  for (const segment of dirSegments) {
    if (/^\(.*\)$/.test(segment)) continue; // a route group adds nothing to the URL
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += "(?:/.+)?";
    else if (/^\[\.\.\..+\]$/.test(segment)) source += "/.+";
    else if (/^\[.+\]$/.test(segment)) source += "/[^/]+";
    else source += "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Methods a route file exports; Next answers HEAD for GET, and OPTIONS for every route. */
export function methodsOf(source: string): Set<string> {
  const methods = new Set(["OPTIONS"]);
  for (const match of source.matchAll(METHOD_EXPORT)) methods.add(match[1]!);
  if (methods.has("GET")) methods.add("HEAD");
  return methods;
}

/** Every `route.ts` under `appDir/api`, as patterns over the URL path. */
export function loadApiRoutes(appDir: string): ApiRoute[] {
  const files = readdirSync(path.join(appDir, "api"), { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "route.ts",
  );
  const routes = files.map((file) => {
    const segments = ["api", ...path.dirname(file).split(path.sep).filter((s) => s !== ".")];
    return {
      pattern: patternOf(segments),
      methods: methodsOf(readFileSync(path.join(appDir, "api", file), "utf8")),
      dynamic: segments.filter((s) => s.startsWith("[")).length,
    };
  });
  // As Next routes: a path a static route names goes there (/api/recipes/import, not [id]).
  return routes.sort((a, b) => a.dynamic - b.dynamic).map(({ pattern, methods }) => ({ pattern, methods }));
}

export type ApiAnswer = { status: "pass" } | { status: 404 } | { status: 405; allow: string };

/**
 * What the front server does with a request under /api: pass it to Next, or answer
 * 404 or 405 itself. The path is matched percent-decoded and without trailing slashes;
 * one that does not decode is left to Next.
 */
export function answerApiRequest(routes: readonly ApiRoute[], method: string, pathname: string): ApiAnswer {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).replace(/\/+$/, "");
  } catch {
    return { status: "pass" };
  }
  const route = routes.find((r) => r.pattern.test(decoded));
  if (!route) return { status: 404 };
  if (route.methods.has(method)) return { status: "pass" };
  return { status: 405, allow: [...route.methods].join(", ") };
}
