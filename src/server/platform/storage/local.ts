import { constants } from "node:fs";
import { access, mkdir, open, readdir, rename, rm, stat, writeFile, readFile, type FileHandle } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { StorageFullError, StorageUnavailableError } from "@/domain/errors";
import {
  assertValidObjectKey,
  isValidObjectKey,
  type ByteRange,
  type ListedObject,
  type ObjectStore,
  type StoredObject,
} from "./object-store";

const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);
/** The folder cannot be written: a read-only mount, or permissions the process does not have. */
const UNWRITABLE_CODES = new Set(["EROFS", "EACCES", "EPERM"]);

/** A failure of the folder itself as the domain's storage error (the original kept as `cause`); others as they are. */
function storageErrorOf(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code ?? "";
  if (FULL_CODES.has(code)) return new StorageFullError({ cause: err });
  if (UNWRITABLE_CODES.has(code)) return new StorageUnavailableError({ cause: err });
  return err;
}

/** `mkdir -p`; Node's recursive mkdir reports a read-only file system as ENOENT, so a plain one asks again for the real reason. */
async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    await mkdir(dir);
  }
}

/**
 * Objects as files under one folder. A write goes to a temporary file that is renamed
 * into place, so a crash never leaves half an object under a real key. The content
 * type is kept in a small sidecar file beside the object.
 */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    assertValidObjectKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the key pattern already forbids "..", but never leave the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("Key escapes the store");
    return full;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await this.write(file, data, contentType).catch((err: unknown) => {
      throw storageErrorOf(err);
    });
  }

  private async write(file: string, data: Buffer, contentType: string): Promise<void> {
    await makeFolder(path.dirname(file));
    const tmpDir = path.join(this.root, ".tmp");
    await makeFolder(tmpDir);
    const tmp = path.join(tmpDir, randomUUID());
    let typeInPlace = false;
    try {
      await writeFile(tmp + ".type", contentType, { flush: true });
      await writeFile(tmp, data, { flush: true });
      await rename(tmp + ".type", file + ".type");
      typeInPlace = true;
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      await rm(tmp + ".type", { force: true });
      // The app writes each key once (new random keys), so a sidecar already moved into place
      // belongs to this failed write alone and goes with it.
      if (typeInPlace) await rm(file + ".type", { force: true });
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    // Open first, then read through the handle: an object deleted while it is being served
    // (a photo replaced as a page shows it) is still read whole, never an ENOENT mid-answer.
    let handle: FileHandle;
    try {
      handle = await open(file, "r");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readFile(file + ".type", "utf8").catch(() => "application/octet-stream");
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { body, size: info.size, contentType };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file, { force: true });
    await rm(file + ".type", { force: true });
  }

  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathFor(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw err;
    }
  }

  /** Walks the folder; the `.tmp` folder of writes in progress and the `.type` sidecars are not objects. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    const start = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    let entries;
    try {
      entries = await readdir(path.join(this.root, start), { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (!key.startsWith(prefix) || key.startsWith(".tmp/") || !isValidObjectKey(key)) continue;
      const info = await stat(path.join(this.root, key)).catch(() => null);
      if (info) yield { key, lastModified: info.mtime };
    }
  }
}
