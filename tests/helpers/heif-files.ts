import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A real HEIC file made by Debian's heif-enc (libheif with x265), so the pictures are
 * HEVC as a phone writes them; heif-enc copies the EXIF and XMP of a JPEG into the file.
 * Pictures are JPEGs or PNGs; several make one file with several top-level images, the first one primary.
 * `npm test` (scripts/test.sh) installs heif-enc (package libheif-examples) when missing.
 */
export function heifEnc(pictures: Buffer[], quality = 50): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-heic-"));
  try {
    const inputs = pictures.map((bytes, i) => {
      // heif-enc reads JPEG, PNG (with its alpha) and Y4M, and goes by the file name.
      const file = path.join(dir, `in${i}.${bytes[0] === 0x89 ? "png" : "jpg"}`);
      writeFileSync(file, bytes);
      return file;
    });
    const output = path.join(dir, "out.heic");
    try {
      execFileSync("heif-enc", ["-q", String(quality), ...inputs, "-o", output], { stdio: "pipe" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") {
        throw new Error(
          "heif-enc is not installed, and the HEIC tests need it to make real HEIC photos: " +
            "sudo scripts/setup-test-deps.sh installs it (Debian's libheif-examples)",
        );
      }
      throw err;
    }
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A few ISO base media file (HEIF) edits, for what heif-enc cannot make: a picture stored
// sideways with a rotation property, as phones store them, and a primary image that is
// not the first one. Only what heif-enc writes is handled (32-bit box sizes).

interface Box {
  type: string;
  start: number;
  end: number;
}

function boxesIn(file: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const size = file.readUInt32BE(at);
    if (size < 8 || at + size > to) throw new Error(`unexpected box size ${size} at ${at}`);
    boxes.push({ type: file.toString("latin1", at + 4, at + 8), start: at, end: at + size });
    at += size;
  }
  return boxes;
}

function theBox(boxes: Box[], type: string): Box {
  const found = boxes.filter((b) => b.type === type);
  if (found.length !== 1) throw new Error(`expected one ${type} box, found ${found.length}`);
  return found[0]!;
}

function readUInt(file: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  return bytes === 8 ? Number(file.readBigUInt64BE(at)) : file.readUIntBE(at, bytes);
}

function writeUInt(file: Buffer, at: number, bytes: number, value: number): void {
  if (bytes === 8) file.writeBigUInt64BE(BigInt(value), at);
  else file.writeUIntBE(value, at, bytes);
}

/** A box with its size field set to its length. */
function sized(parts: Buffer[]): Buffer {
  const box = Buffer.concat(parts);
  box.writeUInt32BE(box.length, 0);
  return box;
}

function heifParts(file: Buffer) {
  const meta = theBox(boxesIn(file, 0, file.length), "meta");
  const inMeta = boxesIn(file, meta.start + 12, meta.end); // meta is a full box
  const pitm = theBox(inMeta, "pitm");
  const pitmIdBytes = file[pitm.start + 8] === 0 ? 2 : 4;
  const primary = readUInt(file, pitm.start + 12, pitmIdBytes);
  return { meta, inMeta, pitm, pitmIdBytes, primary };
}

/**
 * The ids of the images a viewer shows, in file order: image items that no other item
 * names as a tile, thumbnail or auxiliary image, and that are not hidden.
 */
export function heifTopLevelImages(file: Buffer): number[] {
  const { inMeta } = heifParts(file);
  const iinf = theBox(inMeta, "iinf");
  const iinfCountBytes = file[iinf.start + 8] === 0 ? 2 : 4;
  const images: number[] = [];
  for (const infe of boxesIn(file, iinf.start + 12 + iinfCountBytes, iinf.end)) {
    const version = file[infe.start + 8]!;
    if (version < 2) continue;
    const hidden = (file.readUIntBE(infe.start + 9, 3) & 1) === 1;
    const idBytes = version === 2 ? 2 : 4;
    const id = readUInt(file, infe.start + 12, idBytes);
    const itemType = file.toString("latin1", infe.start + 12 + idBytes + 2, infe.start + 12 + idBytes + 6);
    if (!hidden && ["hvc1", "grid", "av01", "iden", "iovl"].includes(itemType)) images.push(id);
  }
  const iref = inMeta.find((b) => b.type === "iref");
  if (!iref) return images;
  const refIdBytes = file[iref.start + 8] === 0 ? 2 : 4;
  const hidden = new Set<number>();
  for (const ref of boxesIn(file, iref.start + 12, iref.end)) {
    if (!["dimg", "thmb", "auxl", "base"].includes(ref.type)) continue;
    const count = file.readUInt16BE(ref.start + 8 + refIdBytes);
    const from = readUInt(file, ref.start + 8, refIdBytes);
    for (let i = 0; i < count; i++) {
      const to = readUInt(file, ref.start + 10 + refIdBytes * (i + 1), refIdBytes);
      // dimg points from a derived image to its inputs; thmb/auxl from the extra image to the main one.
      hidden.add(ref.type === "dimg" || ref.type === "base" ? to : from);
    }
  }
  return images.filter((id) => !hidden.has(id));
}

/** The file with another item as its primary image (the pitm box is rewritten in place). */
export function withPrimaryImage(file: Buffer, itemId: number): Buffer {
  const out = Buffer.from(file);
  const { pitm, pitmIdBytes } = heifParts(out);
  writeUInt(out, pitm.start + 12, pitmIdBytes, itemId);
  return out;
}

/**
 * The file with an irot property on its primary image: a viewer turns the stored
 * picture `quarterTurns` x 90 degrees anticlockwise to show it. The property is added
 * to ipco and associated in ipma, the enclosing boxes grow, and the item locations that
 * point past the meta box (into mdat) move by as many bytes.
 */
export function withHeifRotation(file: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const { meta, inMeta, primary } = heifParts(file);
  const iprp = theBox(inMeta, "iprp");
  const inIprp = boxesIn(file, iprp.start + 8, iprp.end);
  const ipco = theBox(inIprp, "ipco");
  const ipma = theBox(inIprp, "ipma");

  const irot = Buffer.concat([Buffer.from([0, 0, 0, 9]), Buffer.from("irot", "latin1"), Buffer.from([quarterTurns])]);
  const newIpco = sized([file.subarray(ipco.start, ipco.end), irot]);
  const irotIndex = boxesIn(file, ipco.start + 8, ipco.end).length + 1;

  const ipmaVersion = file[ipma.start + 8]!;
  const wideIndex = (file[ipma.start + 11]! & 1) === 1;
  const idBytes = ipmaVersion < 1 ? 2 : 4;
  const ipmaParts = [file.subarray(ipma.start, ipma.start + 16)]; // header, version/flags, entry count
  let found = false;
  for (let at = ipma.start + 16, n = file.readUInt32BE(ipma.start + 12); n > 0; n--) {
    const count = file[at + idBytes]!;
    const entryEnd = at + idBytes + 1 + count * (wideIndex ? 2 : 1);
    if (readUInt(file, at, idBytes) !== primary) {
      ipmaParts.push(file.subarray(at, entryEnd));
    } else {
      found = true;
      // Essential, and last: transformations follow the descriptive properties.
      const association = wideIndex ? Buffer.alloc(2) : Buffer.alloc(1);
      writeUInt(association, 0, association.length, (wideIndex ? 0x8000 : 0x80) | irotIndex);
      ipmaParts.push(file.subarray(at, at + idBytes), Buffer.from([count + 1]), file.subarray(at + idBytes + 1, entryEnd), association);
    }
    at = entryEnd;
  }
  if (!found) throw new Error("the primary image has no ipma entry");
  const newIpma = sized(ipmaParts);

  const newIprp = sized([
    file.subarray(iprp.start, iprp.start + 8),
    ...inIprp.map((b) => (b === ipco ? newIpco : b === ipma ? newIpma : file.subarray(b.start, b.end))),
  ]);
  const grown = newIprp.length - (iprp.end - iprp.start);
  const newMeta = sized([
    file.subarray(meta.start, meta.start + 12),
    ...inMeta.map((b) => (b === iprp ? newIprp : b.type === "iloc" ? shiftedIloc(file.subarray(b.start, b.end), meta.end, grown) : file.subarray(b.start, b.end))),
  ]);
  return Buffer.concat([file.subarray(0, meta.start), newMeta, file.subarray(meta.end)]);
}

/** A copy of an iloc box whose file offsets at or past `from` are moved by `by` bytes. */
function shiftedIloc(iloc: Buffer, from: number, by: number): Buffer {
  const box = Buffer.from(iloc);
  const version = box[8]!;
  const offsetBytes = box[12]! >> 4;
  const lengthBytes = box[12]! & 15;
  const baseBytes = box[13]! >> 4;
  const indexBytes = version > 0 ? box[13]! & 15 : 0;
  const wide = version >= 2 ? 4 : 2;
  let at = 14;
  let items = readUInt(box, at, wide);
  for (at += wide; items > 0; items--) {
    at += wide; // item id
    let method = 0;
    if (version > 0) {
      method = box.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data reference index
    const baseAt = at;
    const base = readUInt(box, at, baseBytes);
    at += baseBytes;
    let extents = box.readUInt16BE(at);
    const shiftBase = method === 0 && baseBytes > 0 && base >= from;
    if (shiftBase) writeUInt(box, baseAt, baseBytes, base + by);
    for (at += 2; extents > 0; extents--) {
      at += indexBytes;
      const offset = readUInt(box, at, offsetBytes);
      if (method === 0 && !shiftBase && base + offset >= from) writeUInt(box, at, offsetBytes, offset + by);
      at += offsetBytes + lengthBytes;
    }
  }
  return box;
}
