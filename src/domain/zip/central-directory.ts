import { issueOf, ValidationError } from "../errors";
import { sentence, type Sentence } from "../sentences";

/**
 * A zip's table of contents, read from its central directory and checked before a single
 * byte is inflated: a zip is refused when its entries are too many, share bytes, repeat a
 * name, lie outside the file, or promise more than a budget once unpacked. Only stored and
 * deflated entries are read; zip64, encryption and split archives are refused.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's compressed bytes lie in the file: [dataStart, dataStart + compressedSize). */
  dataStart: number;
}

export interface ZipBudget {
  maxEntries: number;
  /** The most all entries together may declare once unpacked. */
  maxTotalBytes: number;
  /** The most an entry may grow when inflated (its declared size over its packed size). */
  maxRatio: number;
  /** Entries that unpack to no more than this are never held to the ratio. */
  ratioFloorBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x1;

/** A 400 on the uploaded file, saying why in one sentence. */
export function zipRefused(reason: Sentence): ValidationError {
  return new ValidationError([issueOf(["file"], reason)], reason);
}

const ZIP64_REFUSED = sentence("zip.zip64");
const CUT_SHORT = sentence("zip.cutShort");

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The end-of-central-directory record's offset: the last signature that has room for its comment. */
function findEndRecord(bytes: Uint8Array, dv: DataView): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (dv.getUint32(at, true) === EOCD_SIGNATURE && at + EOCD_SIZE + dv.getUint16(at + 20, true) === bytes.length) return at;
  }
  throw zipRefused(sentence("zip.noContents"));
}

interface Directory {
  start: number;
  end: number;
  count: number;
}

function readEndRecord(bytes: Uint8Array, dv: DataView, budget: ZipBudget): Directory {
  const end = findEndRecord(bytes, dv);
  if (end >= 20 && dv.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) throw zipRefused(ZIP64_REFUSED);
  const disk = dv.getUint16(end + 4, true);
  const directoryDisk = dv.getUint16(end + 6, true);
  const onDisk = dv.getUint16(end + 8, true);
  const count = dv.getUint16(end + 10, true);
  const size = dv.getUint32(end + 12, true);
  const start = dv.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw zipRefused(ZIP64_REFUSED);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) throw zipRefused(sentence("zip.split"));
  if (count > budget.maxEntries) throw zipRefused(sentence("zip.tooManyFiles", { max: budget.maxEntries }));
  if (start + size > end) throw zipRefused(CUT_SHORT);
  return { start, end: start + size, count };
}

const decoder = new TextDecoder();

/** One central directory record at `at`, and where the next begins. */
function readCentralRecord(bytes: Uint8Array, dv: DataView, at: number, directory: Directory): { entry: ZipEntry; next: number; localStart: number } {
  if (at + CENTRAL_SIZE > directory.end || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) throw zipRefused(CUT_SHORT);
  const flags = dv.getUint16(at + 8, true);
  const method = dv.getUint16(at + 10, true);
  const crc = dv.getUint32(at + 16, true);
  const compressedSize = dv.getUint32(at + 20, true);
  const uncompressedSize = dv.getUint32(at + 24, true);
  const nameLength = dv.getUint16(at + 28, true);
  const extraLength = dv.getUint16(at + 30, true);
  const commentLength = dv.getUint16(at + 32, true);
  const localStart = dv.getUint32(at + 42, true);
  const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
  if (next > directory.end) throw zipRefused(CUT_SHORT);
  const name = decoder.decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
  if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localStart === 0xffffffff) throw zipRefused(ZIP64_REFUSED);
  if (flags & FLAG_ENCRYPTED) throw zipRefused(sentence("zip.encrypted", { name }));
  if (method !== 0 && method !== 8) throw zipRefused(sentence("zip.packedOddly", { name }));
  if (method === 0 && compressedSize !== uncompressedSize) throw zipRefused(sentence("zip.twoSizes", { name }));
  const dataStart = localDataStart(dv, localStart, directory, name);
  if (dataStart + compressedSize > directory.start) throw zipRefused(sentence("zip.pastEnd", { name }));
  return { entry: { name, method, crc32: crc, compressedSize, uncompressedSize, dataStart }, next, localStart };
}

/** Where an entry's data begins: after its local header, which must lie before the central directory. */
function localDataStart(dv: DataView, localStart: number, directory: Directory, name: string): number {
  if (localStart + LOCAL_SIZE > directory.start || dv.getUint32(localStart, true) !== LOCAL_SIGNATURE) {
    throw zipRefused(sentence("zip.outside", { name }));
  }
  return localStart + LOCAL_SIZE + dv.getUint16(localStart + 26, true) + dv.getUint16(localStart + 28, true);
}

function checkRatio(entry: ZipEntry, budget: ZipBudget): void {
  if (entry.uncompressedSize <= budget.ratioFloorBytes) return;
  if (entry.uncompressedSize > budget.maxRatio * Math.max(1, entry.compressedSize)) {
    throw zipRefused(sentence("zip.ratio", { name: entry.name, ratio: budget.maxRatio }));
  }
}

/** No two entries may share bytes: each local header and its data is a range of its own. */
function checkNoOverlap(ranges: { start: number; end: number; name: string }[]): void {
  ranges.sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i += 1) {
    if (ranges[i]!.start < ranges[i - 1]!.end) throw zipRefused(sentence("zip.overlap", { first: ranges[i - 1]!.name, second: ranges[i]!.name }));
  }
}

/** The zip's entries by name, once every check above has passed; nothing is inflated. */
export function readZipDirectory(bytes: Uint8Array, budget: ZipBudget): Map<string, ZipEntry> {
  if (bytes.length < EOCD_SIZE) throw zipRefused(CUT_SHORT);
  const dv = view(bytes);
  const directory = readEndRecord(bytes, dv, budget);
  const entries = new Map<string, ZipEntry>();
  const ranges: { start: number; end: number; name: string }[] = [];
  let total = 0;
  let at = directory.start;
  for (let i = 0; i < directory.count; i += 1) {
    const { entry, next, localStart } = readCentralRecord(bytes, dv, at, directory);
    if (entries.has(entry.name)) throw zipRefused(sentence("zip.twice", { name: entry.name }));
    checkRatio(entry, budget);
    total += entry.uncompressedSize;
    if (total > budget.maxTotalBytes) throw zipRefused(sentence("zip.tooBigTotal", { mb: Math.round(budget.maxTotalBytes / 1024 / 1024) }));
    entries.set(entry.name, entry);
    ranges.push({ start: localStart, end: entry.dataStart + entry.compressedSize, name: entry.name });
    at = next;
  }
  checkNoOverlap(ranges);
  return entries;
}
