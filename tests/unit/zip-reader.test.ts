import { randomBytes } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { TooLargeError, ValidationError } from "@/domain/errors";
import { crc32 } from "@/domain/zip/crc32";
import { IMPORT_ZIP_BUDGET, openZip } from "@/server/portability/zip-reader";
import { crc32Of, handMadeZip, overlappingZipBomb } from "../helpers/zip-bomb";

const text = (s: string) => new TextEncoder().encode(s);

/** A zip written as the export writes it: streamed, the JSON deflated, each photo stored as it is. */
function exportShapedZip(json: string, photos: Record<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  const doc = new ZipDeflate("barshelf.json", { level: 6 });
  zip.add(doc);
  doc.push(text(json), true);
  for (const [name, bytes] of Object.entries(photos)) {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

/** The sentence a refused zip answers with (a ValidationError is a 400). */
async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as Error).message;
  }
  throw new Error("the zip was not refused");
}

describe("openZip", () => {
  it("reads back every entry of a zip written as the export writes it, and of fflate's zipSync", async () => {
    const json = JSON.stringify({ format: "barshelf", recipes: Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, title: `Recipe ${i}` })) });
    const photos = { "photos/a.jpg": randomBytes(50_000), "photos/b.png": randomBytes(3) };
    for (const bytes of [exportShapedZip(json, photos), zipSync({ "barshelf.json": text(json), ...photos })]) {
      const zip = openZip(bytes);
      expect(new TextDecoder().decode(await zip.read("barshelf.json", 1024 * 1024))).toBe(json);
      for (const [name, data] of Object.entries(photos)) {
        expect(zip.has(name)).toBe(true);
        expect(zip.declaredSize(name)).toBe(data.length);
        expect(Buffer.from(await zip.read(name, 1024 * 1024)).equals(data)).toBe(true);
      }
      expect(zip.has("photos/c.jpg")).toBe(false);
    }
  });

  it("reads an entry of nothing", async () => {
    const zip = openZip(handMadeZip([{ name: "empty.txt", content: new Uint8Array(0) }]));
    expect((await zip.read("empty.txt", 10)).length).toBe(0);
  });

  it("refuses the overlapping zip bomb from its table of contents, unpacking nothing", async () => {
    expect(await refusal(() => openZip(overlappingZipBomb()))).toBe("photos/zeros-0.png would unpack to over 100 times its packed size, which no export does");
    // The same bytes named twice over, small enough for the ratio.
    const shared = handMadeZip([{ name: "photos/a.png", content: randomBytes(1000) }], [
      { name: "photos/a.png", local: 0 },
      { name: "photos/b.png", local: 0 },
    ]);
    expect(await refusal(() => openZip(shared))).toBe("photos/a.png and photos/b.png share the same bytes in the zip");
  });

  it("refuses more than 5,000 entries", async () => {
    const many = Array.from({ length: IMPORT_ZIP_BUDGET.maxEntries + 1 }, (_, i) => ({ name: `f${i}`, content: text("x"), stored: true }));
    expect(await refusal(() => openZip(handMadeZip(many)))).toBe("The zip holds more than 5,000 files");
    expect(() => openZip(handMadeZip(many.slice(1)))).not.toThrow();
  });

  it("refuses a name given twice", async () => {
    const twice = handMadeZip(
      [
        { name: "barshelf.json", content: text("{}") },
        { name: "barshelf.json", content: text("[]") },
      ],
      [
        { name: "barshelf.json", local: 0 },
        { name: "barshelf.json", local: 1 },
      ],
    );
    expect(await refusal(() => openZip(twice))).toBe("The zip holds barshelf.json twice");
  });

  it("refuses an entry that would grow more than a hundredfold, but not a small one", async () => {
    const zeros = (bytes: number) => handMadeZip([{ name: "barshelf.json", content: new Uint8Array(bytes) }]);
    expect(await refusal(() => openZip(zeros(2 * 1024 * 1024)))).toBe("barshelf.json would unpack to over 100 times its packed size, which no export does");
    expect(() => openZip(zeros(IMPORT_ZIP_BUDGET.ratioFloorBytes))).not.toThrow();
  });

  it("refuses a zip whose entries together declare more than 600 MB", async () => {
    // Each packs to about a megabyte and claims 99 MB: under the ratio, over the total by the seventh.
    const locals = Array.from({ length: 7 }, (_, i) => ({ name: `photos/p${i}.jpg`, content: randomBytes(1024 * 1024) }));
    const central = locals.map((l, i) => ({ name: l.name, local: i, uncompressedSize: 99 * 1024 * 1024 }));
    expect(await refusal(() => openZip(handMadeZip(locals, central)))).toBe("The zip would unpack to more than 600 MB");
    expect(() => openZip(handMadeZip(locals.slice(0, 6), central.slice(0, 6)))).not.toThrow();
  });

  it("stops at the declared size of an entry that holds more, and refuses one that holds less or a wrong checksum", async () => {
    const content = text("a".repeat(5000));
    const lying = (record: { uncompressedSize?: number; crc?: number }) =>
      openZip(handMadeZip([{ name: "barshelf.json", content }], [{ name: "barshelf.json", local: 0, ...record }]));
    expect(await refusal(() => lying({ uncompressedSize: 100 }).read("barshelf.json", 1e6))).toBe("barshelf.json unpacks to more than the zip says it holds");
    expect(await refusal(() => lying({ uncompressedSize: 6000 }).read("barshelf.json", 1e6))).toBe("barshelf.json unpacks to less than the zip says it holds");
    expect(await refusal(() => lying({ crc: crc32Of(content) ^ 1 }).read("barshelf.json", 1e6))).toBe("barshelf.json in the zip is damaged (its checksum does not match)");
    expect((await lying({}).read("barshelf.json", 1e6)).length).toBe(5000);
  });

  it("refuses an entry larger than the caller's limit with a 413, before unpacking it", async () => {
    const zip = openZip(handMadeZip([{ name: "photos/a.jpg", content: randomBytes(2 * 1024 * 1024) }]));
    await expect(zip.read("photos/a.jpg", 1024 * 1024)).rejects.toThrow(TooLargeError);
    await expect(zip.read("photos/a.jpg", 1024 * 1024)).rejects.toThrow("photos/a.jpg in the zip is larger than the 1 MB allowed");
  });

  it("refuses a zip cut short, damaged data, entries outside the file, and zip64", async () => {
    const whole = handMadeZip([{ name: "barshelf.json", content: text("{}".repeat(1000)) }]);
    expect(await refusal(() => openZip(whole.subarray(0, whole.length - 10)))).toBe("The zip is cut short or damaged: its table of contents is missing");
    expect(await refusal(() => openZip(whole.subarray(0, 10)))).toBe("The zip is cut short or damaged: its table of contents does not fit in the file");

    // The directory says it starts further in than the file has room for.
    const shifted = Uint8Array.from(whole);
    const view = new DataView(shifted.buffer);
    view.setUint32(shifted.length - 6, view.getUint32(shifted.length - 6, true) + 5, true);
    expect(await refusal(() => openZip(shifted))).toBe("The zip is cut short or damaged: its table of contents does not fit in the file");

    const damaged = Uint8Array.from(whole);
    damaged.fill(0xff, 30 + "barshelf.json".length, 30 + "barshelf.json".length + 4);
    // 0xff opens a deflate block of the reserved type.
    expect(await refusal(() => openZip(damaged).read("barshelf.json", 1e6))).toBe("barshelf.json in the zip is damaged and cannot be unpacked");

    const outside = handMadeZip([{ name: "a", content: text("x"), stored: true }]);
    new DataView(outside.buffer).setUint32(outside.length - 22 - 46 - 1 + 42, 5000, true);
    expect(await refusal(() => openZip(outside))).toBe("a points outside the zip's files");

    const zip64 = Uint8Array.from(whole);
    new DataView(zip64.buffer).setUint32(zip64.length - 6, 0xffffffff, true);
    expect(await refusal(() => openZip(zip64))).toBe("Zips in the zip64 format (over 4 GB or 65,535 files) are not accepted");
  });
});

describe("crc32", () => {
  it("matches the standard check value and reads in pieces", () => {
    expect(crc32(text("123456789"))).toBe(0xcbf43926);
    const bytes = randomBytes(1000);
    expect(crc32(bytes.subarray(300), crc32(bytes.subarray(0, 300)))).toBe(crc32(bytes));
    expect(crc32(bytes)).toBe(crc32Of(bytes));
  });
});
