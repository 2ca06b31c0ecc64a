// An import's text read in a worker thread of the import pool (parse-pool.ts), so that a file
// that takes long to read holds up no other request. scripts/front-bundle.mjs bundles this
// file into .next/barshelf/parse-worker.mjs, which Node loads in each thread.
import { ValidationError, type ValidationIssue } from "@/domain/errors";
import { readImportText, type ImportReading } from "@/domain/import";

/** What crosses back to the request's thread: errors lose their class on the way, so a refusal is sent as data. */
export type ImportTextOutcome = { reading: ImportReading } | { refused: { message: string; issues: ValidationIssue[] } };

export default function readImport(text: string): ImportTextOutcome {
  try {
    return { reading: readImportText(text) };
  } catch (err) {
    if (err instanceof ValidationError) return { refused: { message: err.message, issues: [...err.issues] } };
    throw err;
  }
}
