import "server-only";
import os from "node:os";
import path from "node:path";
import Piscina from "piscina";
import type { EncodedUpload, EncodeUploadJob, MadeSizes, MakeSizesJob, PreparedMenuScan, PrepareMenuScanJob } from "./image-work.mjs";

/**
 * The pool of worker threads that does the pixel work on uploads (image-work.mjs), so that
 * decoding a 12 MP HEIC in WebAssembly never holds up the event loop that answers every
 * other request. At most one job per core; jobs beyond that wait in the pool's queue.
 * The worker file is loaded by Node from the source tree, not from Next's bundle, which
 * would rename it: `next start` and `npm run migrate` run from the project's root.
 */
const WORKER_FILE = path.join(process.cwd(), "src", "server", "image-work.mjs");

/** Threads stay this long after their last job (the HEIC decoder is compiled once per thread), then exit. */
const IDLE_MS = 60_000;

const holder = globalThis as unknown as { __barshelfImagePool?: Piscina };

function pool(): Piscina {
  holder.__barshelfImagePool ??= new Piscina({
    filename: WORKER_FILE,
    maxThreads: os.availableParallelism(),
    minThreads: 0,
    idleTimeout: IDLE_MS,
    concurrentTasksPerWorker: 1,
  });
  return holder.__barshelfImagePool;
}

/** Structured cloning hands Buffers back as plain Uint8Arrays: view the same bytes as a Buffer. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function runEncodeUpload(job: EncodeUploadJob): Promise<EncodedUpload> {
  return pool().run(job, { name: "encodeUpload" });
}

export function runMakeSizes(job: MakeSizesJob): Promise<MadeSizes> {
  return pool().run(job, { name: "makeSizes" });
}

export function runPrepareMenuScan(job: PrepareMenuScanJob): Promise<PreparedMenuScan> {
  return pool().run(job, { name: "prepareMenuScan" });
}

/** Ends the worker threads (a script that is done with images, so that it can exit). */
export async function closeImagePool(): Promise<void> {
  const running = holder.__barshelfImagePool;
  holder.__barshelfImagePool = undefined;
  await running?.destroy();
}
