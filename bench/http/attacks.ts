// The request bodies of the attacks bench: what one signed-up user can send to stall, fill or
// flood the service through the import (pasted text that made the parsers backtrack, a zip
// whose entries all point at one bomb, a 10 MB export, an export full of menu scans).
import { crc32, deflateRawSync } from "node:zlib";
import { EXPORT_FORMAT, EXPORT_JSON_NAME, EXPORT_VERSION, type ExportDocument, type ExportedBarItem } from "../../src/domain/export/document";

/** A recipe line, then a run of spaces the old line patterns took quadratic time over. */
export function slowText(spaces = 100_000): Buffer {
  return Buffer.from(`Negroni\n2 oz gin${" ".repeat(spaces)}x`, "utf8");
}

interface ZipEntry {
  name: string;
  /** what the entry holds once inflated */
  size: number;
  crc: number;
  /** the bytes as stored: deflated (method 8) or as they are (method 0) */
  data: Buffer;
  method: 0 | 8;
}

function entryOf(name: string, content: Buffer, method: 0 | 8 = 8): ZipEntry {
  return { name, size: content.length, crc: crc32(content), data: method === 8 ? deflateRawSync(content) : content, method };
}

function localHeader(e: ZipEntry): Buffer {
  const name = Buffer.from(e.name);
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0, 6);
  h.writeUInt16LE(e.method, 8);
  h.writeUInt32LE(0, 10); // time and date
  h.writeUInt32LE(e.crc, 14);
  h.writeUInt32LE(e.data.length, 18);
  h.writeUInt32LE(e.size, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, name]);
}

function centralHeader(e: ZipEntry, name: string, offset: number): Buffer {
  const nameBytes = Buffer.from(name);
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(0, 8);
  h.writeUInt16LE(e.method, 10);
  h.writeUInt32LE(0, 12);
  h.writeUInt32LE(e.crc, 16);
  h.writeUInt32LE(e.data.length, 20);
  h.writeUInt32LE(e.size, 24);
  h.writeUInt16LE(nameBytes.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, nameBytes]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(22);
  h.writeUInt32LE(0x06054b50, 0);
  h.writeUInt16LE(count, 8);
  h.writeUInt16LE(count, 10);
  h.writeUInt32LE(size, 12);
  h.writeUInt32LE(offset, 16);
  return h;
}

/**
 * A zip whose directory lists `names[i]` for each entry; `pointAt[i]` says which stored entry
 * the directory entry's offset names. With every name pointing at one entry, one stored bomb
 * is listed as many times as there are names.
 */
function zipOf(stored: ZipEntry[], directory: { name: string; entry: number }[]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const e of stored) {
    offsets.push(at);
    const header = localHeader(e);
    parts.push(header, e.data);
    at += header.length + e.data.length;
  }
  const central = Buffer.concat(directory.map((d) => centralHeader(stored[d.entry]!, d.name, offsets[d.entry]!)));
  return Buffer.concat([...parts, central, endOfDirectory(directory.length, central.length, at)]);
}

function exportDocument(parts: Partial<ExportDocument>): ExportDocument {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), recipes: [], drinks: [], barItems: [], shoppingList: [], uploads: [], ...parts };
}

/**
 * An export zip of a few dozen KB: `copies` directory entries, each a photo named in the
 * document, all pointing at one entry of `inflatedBytes` deflated zeros.
 */
export function zipBomb(copies = 300, inflatedBytes = 10 * 1024 * 1024): Buffer {
  const names = Array.from({ length: copies }, (_, i) => `photos/p${i}.jpg`);
  const createdAt = new Date().toISOString();
  const doc = exportDocument({ uploads: names.map((photo) => ({ photo, kind: "drink", contentType: "image/jpeg", width: null, height: null, createdAt })) });
  const stored = [entryOf("photos/p0.jpg", Buffer.alloc(inflatedBytes)), entryOf(EXPORT_JSON_NAME, Buffer.from(JSON.stringify(doc)))];
  return zipOf(stored, [...names.map((name) => ({ name, entry: 0 })), { name: EXPORT_JSON_NAME, entry: 1 }]);
}

/**
 * Our export as JSON, about `targetBytes` long: 5,000 recipes (the most one import takes),
 * then bar items until the size is reached, far past the account's caps.
 */
export function largeExport(targetBytes = 10 * 1024 * 1024): Buffer {
  const createdAt = "2026-01-01T00:00:00.000Z";
  const recipes = Array.from({ length: 5000 }, (_, i) => ({
    id: `r${i}`,
    title: `House sour no. ${i + 1}`,
    ingredients: [
      { name: "Gin", amount: "50 ml" },
      { name: "Lemon juice", amount: "25 ml" },
      { name: "Sugar syrup", amount: "15 ml" },
    ],
    steps: ["Shake everything with ice", "Strain into a chilled coupe"],
    garnish: "Lemon twist",
    glassware: "Coupe",
    notes: null,
    sourceDrinkId: null,
    createdAt,
  }));
  const recipesBytes = JSON.stringify(recipes).length;
  const item = (i: number): ExportedBarItem => ({
    id: `b${i}`,
    name: `Bench bottle ${i + 1}`,
    quantity: "FULL",
    category: "Spirits",
    photo: null,
    aliases: [],
    chosenKind: null,
    bottleMl: 700,
    remainingMl: 700,
    unopened: 0,
    createdAt,
  });
  const perItem = JSON.stringify(item(99_999)).length + 1;
  const count = Math.max(0, Math.floor((targetBytes - recipesBytes - 200) / perItem));
  return Buffer.from(JSON.stringify(exportDocument({ recipes, barItems: Array.from({ length: count }, (_, i) => item(i)) })));
}

/** An export zip of `count` menu scans (the images given, in turn), each read once imported. */
export function menuScansExport(images: Buffer[], count: number): Buffer {
  const createdAt = new Date().toISOString();
  const names = Array.from({ length: count }, (_, i) => `photos/menu${i}.png`);
  const doc = exportDocument({ uploads: names.map((photo) => ({ photo, kind: "menu", contentType: "image/png", width: null, height: null, createdAt })) });
  // PNGs hardly deflate: stored as they are, as a phone's zip tool would
  const stored = [...names.map((name, i) => entryOf(name, images[i % images.length]!, 0)), entryOf(EXPORT_JSON_NAME, Buffer.from(JSON.stringify(doc)))];
  return zipOf(
    stored,
    stored.map((e, i) => ({ name: e.name, entry: i })),
  );
}
