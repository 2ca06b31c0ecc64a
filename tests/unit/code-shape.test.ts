import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The shape the code keeps so that a newcomer can read it: functions that fit on a screen or two,
 * no private Node API, and no source file read as data at run time (production needs only the build).
 */
const root = path.resolve(import.meta.dirname, "../..");
const MAX_FUNCTION_LINES = 100;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const files = sourceFiles(path.join(root, "src"));

/** Every function in `text` longer than `max` lines, as "name (lines)". */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "(anonymous)");
      if (last - first + 1 > max) found.push(`${name} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Code without its comments, so that a comment naming an API is not taken for a use of it. */
function codeOf(file: string, text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let code = "";
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) code += scanner.getTokenText();
  }
  return file.endsWith("x") ? text : code;
}

describe("the code's shape", () => {
  it("has found the source files", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines in src/`, () => {
    const long = files.flatMap((file) => longFunctions(file, readFileSync(file, "utf8"), MAX_FUNCTION_LINES).map((f) => `${path.relative(root, file)}: ${f}`));
    expect(long).toEqual([]);
  });

  it("finds a function that is too long (the check itself works)", () => {
    const body = Array.from({ length: 120 }, (_, i) => `  const a${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `function tooLong() {\n${body}\n}\nconst short = () => 1;`, MAX_FUNCTION_LINES)).toEqual(["tooLong (122 lines)"]);
  });

  it("uses no private Node API (_handle, process.binding)", () => {
    const uses = files.filter((file) => /\._handle\b|process\.binding\(/.test(codeOf(file, readFileSync(file, "utf8"))));
    expect(uses.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("reads no source file at run time: no path into src/ in the code", () => {
    const reads = files.filter((file) => /["'`]src["'`/]|["'`][^"'`\n]*\.tsx?["'`]/.test(codeOf(file, readFileSync(file, "utf8"))));
    expect(reads.map((file) => path.relative(root, file))).toEqual([]);
  });
});
