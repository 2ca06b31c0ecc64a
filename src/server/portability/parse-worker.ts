// An import's text read in a worker thread of the import pool (parse-pool.ts), so that a file
// that takes long to read holds up no other request. scripts/front-bundle.mjs bundles this
// file into .next/barshelf/parse-worker.mjs, which Node loads in each thread.
import { ValidationError, type Said, type ValidationIssue } from "@/domain/errors";
import { readImportText, type ImportReading } from "@/domain/import";
import { kindCertainlyPastLimit, photosNamed, type KindCounts, type LimitedKind } from "@/domain/import/fit";

/** A real run's account counts and limits, to refuse here a file that cannot fit. */
export interface FitCheck {
  have: KindCounts;
  max: KindCounts;
}

/**
 * What crosses back to the request's thread: errors lose their class on the way, so a refusal
 * is sent as data; a file certainly past a limit sends only that and the photos it names, never
 * its reading (a large reading costs the request's thread its copy and the collections after).
 */
export type ImportTextOutcome =
  | { reading: ImportReading }
  | { refused: { message: Said; issues: ValidationIssue[] } }
  | { pastLimit: LimitedKind; photosNamed: string[] };

export default async function readImport({ text, fit }: { text: string; fit: FitCheck | null }): Promise<ImportTextOutcome> {
  try {
    const reading = readImportText(text);
    const pastLimit = fit && (await kindCertainlyPastLimit(reading, fit.have, fit.max, async () => {}));
    return pastLimit ? { pastLimit, photosNamed: photosNamed(reading) } : { reading };
  } catch (err) {
    if (err instanceof ValidationError) return { refused: { message: err.sentence ?? err.message, issues: [...err.issues] } };
    throw err;
  }
}
