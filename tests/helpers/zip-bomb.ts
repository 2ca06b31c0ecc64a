import { deflateRawSync } from "node:zlib";

/**
 * Zips written byte by byte, so a test can make the ones no zip library would: central
 * directory records that point at the same bytes, lie about sizes, or repeat a name.
 */

/** A file's bytes as they sit in the zip once: a local header and its data. */
export interface LocalRecord {
  name: string;
  content: Uint8Array;
  /** Stored as is instead of deflated. */
  stored?: boolean;
}

/** A central directory record: which local record it points at, and what it says about it. */
export interface CentralRecord {
  name: string;
  local: number;
  uncompressedSize?: number;
  crc?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32Of(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A zip of these local records, with a central directory of `central` (by default one record for each, telling the truth). */
export function handMadeZip(locals: LocalRecord[], central?: CentralRecord[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const written: { offset: number; crc: number; packed: number; size: number; method: number }[] = [];
  let offset = 0;
  for (const local of locals) {
    const name = encoder.encode(local.name);
    const method = local.stored ? 0 : 8;
    const data = local.stored ? local.content : new Uint8Array(deflateRawSync(local.content, { level: 9 }));
    const crc = crc32Of(local.content);
    const head = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(8, method, true);
      v.setUint32(14, crc, true);
      v.setUint32(18, data.length, true);
      v.setUint32(22, local.content.length, true);
      v.setUint16(26, name.length, true);
    });
    written.push({ offset, crc, packed: data.length, size: local.content.length, method });
    parts.push(head, name, data);
    offset += head.length + name.length + data.length;
  }
  const records: CentralRecord[] = central ?? locals.map((l, i) => ({ name: l.name, local: i }));
  const directoryStart = offset;
  for (const record of records) {
    const name = encoder.encode(record.name);
    const local = written[record.local]!;
    const head = header(46, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(10, local.method, true);
      v.setUint32(16, record.crc ?? local.crc, true);
      v.setUint32(20, local.packed, true);
      v.setUint32(24, record.uncompressedSize ?? local.size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, local.offset, true);
    });
    parts.push(head, name);
    offset += head.length + name.length;
  }
  parts.push(
    header(22, (v) => {
      v.setUint32(0, 0x06054b50, true);
      v.setUint16(8, records.length, true);
      v.setUint16(10, records.length, true);
      v.setUint32(12, offset - directoryStart, true);
      v.setUint32(16, directoryStart, true);
    }),
  );
  return concat(parts);
}

/** The zip bomb of the hardening report: one entry of deflated zeros, and `copies` directory records all pointing at it. */
export function overlappingZipBomb({ copies = 300, bytes = 10 * 1024 * 1024 } = {}): Uint8Array<ArrayBuffer> {
  return handMadeZip(
    [{ name: "photos/zeros.png", content: new Uint8Array(bytes) }],
    Array.from({ length: copies }, (_, i) => ({ name: `photos/zeros-${i}.png`, local: 0 })),
  );
}
