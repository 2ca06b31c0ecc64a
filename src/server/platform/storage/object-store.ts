import type { Readable } from "node:stream";

/** What a stored object looks like when it is read back. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * The one interface the application stores images through. Keys are always chosen by
 * the server (`<user id>/<random UUID>.<ext>`, in photos/uploads.ts); drivers may still refuse
 * keys they cannot hold safely.
 */
export interface ObjectStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Resolves once the store answers (the bucket, or the folder, is there and usable); `signal` gives up. */
  checkReachable(signal: AbortSignal): Promise<void>;
  /** Every object whose key starts with `prefix` ("" for all), with when it was written. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Keys look like `<userId>/<random id>.<ext>`: no dots runs, no backslashes, nothing odd. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

export function isValidObjectKey(key: string): boolean {
  return key.length > 0 && Buffer.byteLength(key) <= 512 && KEY_PATTERN.test(key);
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}
