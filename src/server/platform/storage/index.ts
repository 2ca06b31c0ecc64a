import "server-only";
import path from "node:path";
import { getConfig } from "../config";
import { LocalObjectStore } from "./local";
import type { ObjectStore } from "./object-store";
import { S3ObjectStore } from "./s3";

export type { ObjectStore, StoredObject, ByteRange } from "./object-store";

const holder = globalThis as unknown as { __barshelfStore?: ObjectStore };

/** The configured store: S3 when S3_BUCKET is set, else a folder under DATA_DIR/objects. */
export function getObjectStore(): ObjectStore {
  if (!holder.__barshelfStore) {
    const config = getConfig();
    holder.__barshelfStore = config.s3
      ? new S3ObjectStore(config.s3)
      : new LocalObjectStore(path.join(config.dataDir, "objects"));
  }
  return holder.__barshelfStore;
}
