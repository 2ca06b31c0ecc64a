import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every relative link in the README, the root's other guides and docs/ leads somewhere: to a file
// or folder in the repository, and, with a #fragment, to a heading of that Markdown file as
// GitHub names its anchors. A moved or renamed doc, or a reworded heading, fails here.
const root = path.resolve(import.meta.dirname, "../..");

function markdownFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** Fenced blocks and inline code spans hold examples, not links: blank them out. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The targets of inline links and images, reference definitions, and HTML src/href attributes. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]!);
  for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(m[1]!);
  for (const m of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) targets.push(m[1]!);
  return targets;
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link or image in the heading keeps its text
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** Every anchor a Markdown file offers, with GitHub's -1, -2 ... for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const m of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(m[1]!.replace(/`/g, ""));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with each relative link of one Markdown file (empty when all resolve). */
function brokenLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
    const [rawPath, fragment] = target.split("#", 2) as [string, string | undefined];
    const targetFile = rawPath === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
    const shown = `${path.relative(root, file)}: ${target}`;
    if (!targetFile.startsWith(root + path.sep) && targetFile !== root) {
      problems.push(`${shown} leads outside the repository`);
      continue;
    }
    if (rawPath !== "" && !existsSync(targetFile)) {
      problems.push(`${shown} names a file that does not exist`);
      continue;
    }
    if (fragment === undefined || fragment === "") continue;
    if (!targetFile.endsWith(".md") || (targetFile !== file && statSync(targetFile).isDirectory())) {
      problems.push(`${shown} has an anchor, but its target is not a Markdown file`);
      continue;
    }
    const anchors = anchorsOf(targetFile === file ? markdown : readFileSync(targetFile, "utf8"));
    if (!anchors.has(decodeURIComponent(fragment).toLowerCase())) problems.push(`${shown} names a heading that does not exist`);
  }
  return problems;
}

/**
 * Paths in code spans (`src/server/db/recipes.ts`) are not links, but a move leaves them as stale:
 * each that names a file or folder of the repository must exist. Patterns and placeholders
 * (a `*` glob, a `<key>`, an `NNNN_name.ts`) are left alone.
 */
function missingPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`((?:src|tests|scripts|bench|deploy|docs)\/[^`\s]*)`/g)].map((m) => m[1]!);
  return [...new Set(spans)].filter((span) => !/[*<>{}]|NNNN/.test(span) && !existsSync(path.join(root, span)));
}

const guides = ["README.md", "CONTRIBUTING.md", "SECURITY.md"].map((name) => path.join(root, name)).filter((file) => existsSync(file));
const documents = [...guides, ...markdownFilesUnder(path.join(root, "docs"))];

describe("links in the documentation", () => {
  it.each(documents.map((file) => [path.relative(root, file), file]))("every relative link in %s resolves", (_name, file) => {
    expect(brokenLinks(file, readFileSync(file, "utf8"))).toEqual([]);
  });

  it.each(documents.map((file) => [path.relative(root, file), file]))("every repository path in code in %s exists", (_name, file) => {
    expect(missingPaths(readFileSync(file, "utf8"))).toEqual([]);
  });

  it("every decision record is listed in docs/decisions/README.md", () => {
    const dir = path.join(root, "docs", "decisions");
    const index = readFileSync(path.join(dir, "README.md"), "utf8");
    const listed = new Set(linkTargets(index));
    const records = readdirSync(dir).filter((name) => name.endsWith(".md") && name !== "README.md");
    expect(records.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("the README is a front door: at most 200 lines", () => {
    const lines = readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});

describe("the link check itself", () => {
  const file = path.join(root, "docs", "example.md");

  it("names GitHub's anchors: punctuation dropped, code kept as text, repeats numbered", () => {
    const anchors = anchorsOf("# The API\n## Errors\n## Errors\n### `npm run bench -- http`\n## What's left: S3 & nginx\n```\n# not a heading\n```\n");
    expect([...anchors]).toEqual(["the-api", "errors", "errors-1", "npm-run-bench----http", "whats-left-s3--nginx"]);
  });

  it("reports a path in code that does not exist, and leaves patterns and placeholders alone", () => {
    const markdown = "`src/server/db/` `tests/unit/doc-links.test.ts` `src/gone.ts` `src/app/api/*/route.ts` `docs/<name>.md`";
    expect(missingPaths(markdown)).toEqual(["src/gone.ts"]);
  });

  it("reports a missing file, a missing heading and a link out of the repository, and passes good ones", () => {
    const markdown = [
      "# Top",
      "[ok](../README.md#barshelf) [ok](#top) [ok](../deploy/) [web](https://example.com/x#y)",
      "[gone](missing.md) [bad anchor](../README.md#no-such-heading) [out](../../elsewhere.md)",
      "`[in code](nowhere.md)`",
      '<img src="../docs/nothing.png">',
    ].join("\n");
    expect(brokenLinks(file, markdown)).toEqual([
      "docs/example.md: missing.md names a file that does not exist",
      "docs/example.md: ../README.md#no-such-heading names a heading that does not exist",
      "docs/example.md: ../../elsewhere.md leads outside the repository",
      "docs/example.md: ../docs/nothing.png names a file that does not exist",
    ]);
  });
});
