import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import {
  EXPORT_FORMAT,
  EXPORT_JSON_NAME,
  EXPORT_SECTIONS,
  EXPORT_VERSION,
  exportFileName,
  type ExportSection,
} from "@/domain/export/document";
import { exportSectionForUser, type ExportRecordOf } from "../db/export";
import { listMembershipReferencesForUser } from "../db/households";
import { listSubstitutesForUser } from "../db/substitutes";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";

/**
 * GET /api/export: the caller's account as one JSON document, or a zip of that document and
 * the photos, written as it is read. Each section is read a page at a time and each photo
 * streamed from the store, and nothing more is read until the client has taken what was
 * written (the response stream pulls), so a large account never sits in memory.
 */
export interface AccountExport {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  fileName: string;
}

const encoder = new TextEncoder();

/** A record as the document holds it: the data layer's extra fields (a shopping item's id, an upload's key) left out. */
function documentRecord<S extends ExportSection>(section: S, record: ExportRecordOf<S>): unknown {
  if (section !== "shoppingList" && section !== "uploads") return record;
  const copy: Record<string, unknown> = { ...record };
  delete copy.id;
  delete copy.key;
  return copy;
}

/** The document in pieces: a header, then each section's records one by one. */
async function* documentText(userId: string, now: Date): AsyncGenerator<string> {
  const header = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString() };
  yield JSON.stringify(header).slice(0, -1);
  for (const section of EXPORT_SECTIONS) {
    yield `,\n${JSON.stringify(section)}:[`;
    let first = true;
    for await (const record of exportSectionForUser({ userId, section })) {
      yield (first ? "\n" : ",\n") + JSON.stringify(documentRecord(section, record));
      first = false;
    }
    yield "]";
  }
  // At most 200, read at once; left out for someone with none, whose export stays as it was.
  const substitutes = await listSubstitutesForUser({ userId });
  if (substitutes.length > 0) yield `,\n"substitutes":${JSON.stringify(substitutes.map(({ ingredient, acceptedBy, note }) => ({ ingredient, acceptedBy, note })))}`;
  // At most a few references, read at once; left out for someone in none, whose export stays as it was.
  const households = await listMembershipReferencesForUser({ userId });
  if (households.length > 0) yield `,\n"households":${JSON.stringify(households)}`;
  yield "}\n";
}

async function* documentBytes(userId: string, now: Date): AsyncGenerator<Uint8Array> {
  for await (const text of documentText(userId, now)) yield encoder.encode(text);
}

/**
 * The zip: the document first (deflated), then each upload's photo stored as it is (images
 * are compressed already). A photo whose object has gone is left out; the import then keeps
 * the record without it.
 */
async function* zipBytes(userId: string, now: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }

  const json = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
  json.mtime = now;
  zip.add(json);
  for await (const bytes of documentBytes(userId, now)) {
    json.push(bytes);
    yield* drain();
  }
  json.push(new Uint8Array(0), true);
  yield* drain();

  const store = getObjectStore();
  for await (const upload of exportSectionForUser({ userId, section: "uploads" })) {
    const object = await store.get(upload.key);
    if (!object) {
      log.warn("export: photo missing from the store", { key: upload.key });
      continue;
    }
    const entry = new ZipPassThrough(upload.photo);
    entry.mtime = new Date(upload.createdAt);
    zip.add(entry);
    for await (const chunk of object.body as AsyncIterable<Buffer>) {
      entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** A byte stream that asks the generator for the next piece only when the client has read the last. */
function pullStream(pieces: AsyncGenerator<Uint8Array>, userId: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        // The status line is gone already: log, and break the body so the client sees a failed download.
        log.error("export failed while streaming", { userId, ...describeError(err) });
        controller.error(err);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

export function exportAccountForUser({ userId, photos }: { userId: string; photos: boolean }): AccountExport {
  const now = new Date();
  return photos
    ? { body: pullStream(zipBytes(userId, now), userId), contentType: "application/zip", fileName: exportFileName(now, "zip") }
    : {
        body: pullStream(documentBytes(userId, now), userId),
        contentType: "application/json; charset=utf-8",
        fileName: exportFileName(now, "json"),
      };
}
