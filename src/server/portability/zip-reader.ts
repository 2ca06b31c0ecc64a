import "server-only";
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";
import { TooLargeError } from "@/domain/errors";
import { crc32 } from "@/domain/zip/crc32";
import { readZipDirectory, zipRefused, type ZipBudget, type ZipEntry } from "@/domain/zip/central-directory";

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
    if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw zipRefused(`${entry.name} unpacks to more than the zip says it holds`);
    throw zipRefused(`${entry.name} in the zip is damaged and cannot be unpacked`);
  }
}

export function openZip(bytes: Uint8Array, budget: ZipBudget = IMPORT_ZIP_BUDGET): OpenedZip {
  const entries = readZipDirectory(bytes, budget);
  return {
    has: (name) => entries.has(name),
    declaredSize: (name) => entries.get(name)?.uncompressedSize ?? 0,
    async read(name, limit) {
      const entry = entries.get(name);
      if (!entry) throw zipRefused(`The zip holds no ${name}`);
      if (entry.uncompressedSize > limit) throw new TooLargeError(`${name} in the zip is larger than the ${Math.round(limit / 1024 / 1024)} MB allowed`);
      const data = await inflateEntry(bytes, entry);
      if (data.byteLength !== entry.uncompressedSize) {
        throw zipRefused(`${name} unpacks to ${data.byteLength > entry.uncompressedSize ? "more" : "less"} than the zip says it holds`);
      }
      if (crc32(data) !== entry.crc32) throw zipRefused(`${name} in the zip is damaged (its checksum does not match)`);
      return data;
    },
  };
}
