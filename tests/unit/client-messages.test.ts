import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, pickNamespaces, type ClientPart } from "@/server/i18n/client-namespaces";
import english from "../../messages/en.json";

/**
 * Each part of the site sends the browser only the messages its client components use
 * (src/server/i18n/client-namespaces.ts). A client component is a "use client" file or a file
 * one imports; a part's are those its route files reach. Each `useTranslations("…")` they make
 * must be covered by the part's list, else the page would show a key in place of words.
 */
const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "src/app");
const ROUTE_FILES = /^(page|layout|not-found|error|loading|template|default)\.tsx$/;

const read = (file: string) => fs.readFileSync(file, "utf8");
const isClient = (text: string) => /^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*["']use client["']/.test(text);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** The source file an import names, for the app's own modules ("@/…" and relative); null for packages. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, "src", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  return found ?? null;
}

/** Modules a file imports for their values (an `import type` brings no code to the browser). */
function importsOf(file: string): string[] {
  const specifiers = [...read(file).matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']/gms)].map((m) => m[1]!);
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** The files a route file brings to the browser: "use client" files it reaches, and all they import. */
function clientFilesOf(routeFile: string): Set<string> {
  const client = new Set<string>();
  const server = new Set<string>();
  const queue: [string, boolean][] = [[routeFile, false]];
  while (queue.length > 0) {
    const [file, fromClient] = queue.pop()!;
    const inClient = fromClient || isClient(read(file));
    if (client.has(file) || (!inClient && server.has(file))) continue;
    (inClient ? client : server).add(file);
    for (const imported of importsOf(file)) queue.push([imported, inClient]);
  }
  return client;
}

/** The URL a folder of src/app serves: route groups ("(app)") add nothing. */
function urlOf(dir: string): string {
  const segments = path.relative(appDir, dir).split(path.sep).filter((s) => s !== "" && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

const PARTS = Object.keys(CLIENT_NAMESPACES) as ClientPart[];

/** The part whose messages a route file renders under: the deepest one its folder is in (a layout's, the one above it). */
function partOf(routeFile: string): ClientPart {
  const dir = path.basename(routeFile) === "layout.tsx" ? path.dirname(path.dirname(routeFile)) : path.dirname(routeFile);
  const url = urlOf(dir);
  const containing = PARTS.filter((part) => part === "/" || url === part || url.startsWith(`${part}/`));
  return containing.sort((a, b) => b.length - a.length)[0]!;
}

const covers = (list: readonly string[], namespace: string) => list.some((n) => namespace === n || namespace.startsWith(`${n}.`));

function messageAt(namespace: string): unknown {
  return namespace.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], english);
}

const routeFiles = filesUnder(appDir, (name) => ROUTE_FILES.test(name));

describe("the messages sent to the browser", () => {
  it("finds the site's route files and its client components", () => {
    expect(routeFiles.map((f) => path.relative(appDir, f))).toContain(path.join("(app)", "recipes", "page.tsx"));
    const client = clientFilesOf(path.join(appDir, "(app)", "recipes", "page.tsx"));
    expect([...client].map((f) => path.relative(root, f))).toContain(path.join("src", "components", "recipes", "recipe-card.tsx"));
  });

  it("covers every namespace a part's client components use", () => {
    const uncovered: string[] = [];
    for (const routeFile of routeFiles) {
      const part = partOf(routeFile);
      for (const file of clientFilesOf(routeFile)) {
        const text = read(file);
        const calls = [...text.matchAll(/useTranslations\(([^)]*)\)/g)].map((m) => m[1]!.trim());
        for (const call of calls) {
          const namespace = call.match(/^["']([^"']+)["']$/)?.[1];
          if (namespace === undefined) uncovered.push(`${path.relative(root, file)}: useTranslations(${call}) names no namespace the test can read`);
          else if (!covers(CLIENT_NAMESPACES[part], namespace)) uncovered.push(`"${part}" lacks "${namespace}" (${path.relative(root, file)}, from ${path.relative(root, routeFile)})`);
        }
      }
    }
    expect([...new Set(uncovered)]).toEqual([]);
  });

  it("lists only namespaces the messages have", () => {
    const unknown = PARTS.flatMap((part) => CLIENT_NAMESPACES[part].filter((n) => typeof messageAt(n) !== "object").map((n) => `${part}: ${n}`));
    expect(unknown).toEqual([]);
  });

  it("gives each part below the shell a layout that sends its messages", () => {
    const declared = new Map<string, string>();
    for (const layout of routeFiles.filter((f) => path.basename(f) === "layout.tsx")) {
      const part = read(layout).match(/<ClientMessages part="([^"]+)"/)?.[1];
      if (part) declared.set(part, urlOf(path.dirname(layout)));
    }
    for (const part of PARTS.filter((p) => p !== "/")) expect(declared.get(part), part).toBe(part);
    expect(declared.get("/")).toBe("/");
  });

  it("picks a namespace whole, or one part of it, in the messages' shape", () => {
    const messages = { bar: { starter: { submit: "Put on the bar" }, row: { edit: "Edit" } }, nav: { recipes: "Recipes" }, metadata: { description: "…" } };
    expect(pickNamespaces(messages, ["bar.starter", "nav"])).toEqual({ bar: { starter: { submit: "Put on the bar" } }, nav: { recipes: "Recipes" } });
    expect(pickNamespaces(messages, ["bar.starter", "bar.row"])).toEqual({ bar: messages.bar });
    expect(pickNamespaces(messages, ["missing.part"])).toEqual({});
  });
});
