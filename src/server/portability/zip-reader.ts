import "server-only";
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";
import { TooLargeError } from "@/domain/errors";
import { crc32 } from "@/domain/zip/crc32";
import { readZipDirectory, zipRefused, type ZipBudget, type ZipEntry } from "@/domain/zip/central-directory";
import { sentence } from "@/domain/sentences";

/**
 * A zip opened for an import: its table of contents is checked whole first (see
 * readZipDirectory), and an entry is inflated only when asked for by name, off the event loop,
 * stopping at the size the zip declared for it.
 */

/** What one import's zip may hold: far above any export, far below what would hurt the server. */
export const IMPORT_ZIP_BUDGET: ZipBudget = {
  maxEntries: 5_000,
  maxTotalBytes: 600 * 1024 * 1024,
  // Photos are compressed already and an export's JSON packs to a tenth or so; zeros pack a thousandfold.
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const inflateRawAsync = promisify(inflateRaw);

export interface OpenedZip {
  has(name: string): boolean;
  /** The size the zip declares for an entry once unpacked (0 for one it does not hold). */
  declaredSize(name: string): number;
  /** An entry's bytes, refused when it is larger than `limit` or unpacks to other than its declared size. */
  read(name: string, limit: number): Promise<Uint8Array>;
}

async function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return packed;
  try {
    // One byte of room past the declared size tells "longer than it said" from "exactly as said".
    return await inflateRawAsync(packed, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw zipRefused(sentence("zip.unpacksMore", { name: entry.name }));
    throw zipRefused(sentence("zip.damagedEntry", { name: entry.name }));
  }
}

export function openZip(bytes: Uint8Array, budget: ZipBudget = IMPORT_ZIP_BUDGET): OpenedZip {
  const entries = readZipDirectory(bytes, budget);
  return {
    has: (name) => entries.has(name),
    declaredSize: (name) => entries.get(name)?.uncompressedSize ?? 0,
    async read(name, limit) {
      const entry = entries.get(name);
      if (!entry) throw zipRefused(sentence("zip.holdsNo", { name }));
      if (entry.uncompressedSize > limit) throw new TooLargeError(sentence("zip.entryTooLarge", { name, mb: Math.round(limit / 1024 / 1024) }));
      const data = await inflateEntry(bytes, entry);
      if (data.byteLength !== entry.uncompressedSize) {
        throw zipRefused(sentence(data.byteLength > entry.uncompressedSize ? "zip.unpacksMore" : "zip.unpacksLess", { name }));
      }
      if (crc32(data) !== entry.crc32) throw zipRefused(sentence("zip.checksum", { name }));
      return data;
    },
  };
}
