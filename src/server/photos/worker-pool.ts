import "server-only";
import os from "node:os";
import path from "node:path";
import Piscina from "piscina";
import type { EncodedUpload, EncodeUploadJob, MadeSizes, MakeSizesJob, PreparedMenuScan, PrepareMenuScanJob } from "./image-work";

/**
 * The pools of worker threads that do the pixel work on uploads (image-work.ts), so that
 * decoding a 12 MP HEIC in WebAssembly never holds up the event loop that answers every
 * other request. At most one job per core (and one HEIC); jobs beyond that wait in a queue.
 * Each thread loads the worker module bundled as the front server is (scripts/front-bundle.mjs:
 * at every start, and before the unit tests and the scripts that use this pool), by its path
 * under the project's root, where the server, the tests and the scripts all run.
 */
const WORKER_FILE = path.join(process.cwd(), ".next", "barshelf", "image-work.mjs");

/**
 * Threads exit this long after their last job: a thread holds some 20-30 MB (its heap,
 * libvips' buffers) while it lives, and a new one starts in a fraction of a second.
 */
const IDLE_MS = 10_000;

/**
 * HEICs are decoded in a thread of their own that exits a second after its last one:
 * heic-decode's WebAssembly memory grows to the largest picture it decoded (some 100 MB for
 * 12 MP) and is never given back while the thread lives, so ending the thread is what frees
 * it. A burst of HEICs (they run one at a time, images.ts) still compiles the decoder once.
 */
const HEIC_IDLE_MS = 1_000;

interface Pools {
  general?: Piscina;
  heic?: Piscina;
}
// On globalThis: Next's bundle and the front server's each hold a copy of this module.
const holder = globalThis as unknown as { __barshelfImagePools?: Pools };
const pools = (holder.__barshelfImagePools ??= {});

function newPool(maxThreads: number, idleTimeout: number): Piscina {
  return new Piscina({ filename: WORKER_FILE, maxThreads, minThreads: 0, idleTimeout, concurrentTasksPerWorker: 1 });
}

function pool(): Piscina {
  return (pools.general ??= newPool(os.availableParallelism(), IDLE_MS));
}

function heicPool(): Piscina {
  return (pools.heic ??= newPool(1, HEIC_IDLE_MS));
}

/** Structured cloning hands Buffers back as plain Uint8Arrays: view the same bytes as a Buffer. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function runEncodeUpload(job: EncodeUploadJob): Promise<EncodedUpload> {
  return (job.heic ? heicPool() : pool()).run(job, { name: "encodeUpload" });
}

export function runMakeSizes(job: MakeSizesJob): Promise<MadeSizes> {
  return pool().run(job, { name: "makeSizes" });
}

export function runPrepareMenuScan(job: PrepareMenuScanJob): Promise<PreparedMenuScan> {
  return pool().run(job, { name: "prepareMenuScan" });
}

/** How many threads each pool has running (the HEIC thread ends soon after its job). */
export function imageThreads(): { general: number; heic: number } {
  return { general: pools.general?.threads.length ?? 0, heic: pools.heic?.threads.length ?? 0 };
}

/** Ends the worker threads (a script that is done with images, so that it can exit). */
export async function closeImagePool(): Promise<void> {
  const running = [pools.general, pools.heic];
  pools.general = pools.heic = undefined;
  await Promise.all(running.map((p) => p?.destroy()));
}
