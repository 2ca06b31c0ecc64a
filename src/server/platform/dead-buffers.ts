/**
 * Asks V8 for a full collection when dead Buffers pile up in the main thread.
 *
 * Why: an upload's bytes (the body, its multipart copy, the re-encoded image and its sizes
 * coming back from the image workers) live for the upload's half second, long enough to
 * outlive two young-generation collections, so they die in the old generation and wait for
 * the next full collection. V8 starts one for such memory only once it has grown by 64 MB
 * since the last, and under steady load that grows the old generation slowly (a busy
 * machine, fewer requests), full collections can be minutes apart while RSS climbs, and falls
 * back at once when one runs. Blocks over 128 KB have mappings of
 * their own (MALLOC_MMAP_THRESHOLD_ in `npm start`), so a collection gives them straight back.
 *
 * `process.memoryUsage().arrayBuffers` counts every Buffer not yet freed, dead or alive; the
 * watch keeps the lowest figure seen since its last request as the floor of what is alive,
 * and asks for a collection when the figure stands `limitBytes` above it. Live growth (the
 * image cache filling) costs one collection per `limitBytes`, and is then the new floor.
 * What it is worth in the soak, and its guard test: docs/decisions/0012.
 */
export interface DeadBufferWatchOptions {
  readArrayBufferBytes: () => number;
  collect: () => void;
  limitBytes: number;
}

/** Returns the check to run now and then; it answers whether it asked for a collection. */
export function createDeadBufferWatch({ readArrayBufferBytes, collect, limitBytes }: DeadBufferWatchOptions): () => boolean {
  let floor = readArrayBufferBytes();
  return () => {
    const bytes = readArrayBufferBytes();
    if (bytes < floor) floor = bytes;
    if (bytes - floor < limitBytes) return false;
    collect();
    floor = bytes;
    return true;
  };
}

/** At most this much of dead Buffers before a collection: a few 12 MP uploads' worth. */
const DEAD_BUFFER_LIMIT_BYTES = 16 * 1024 * 1024;
/**
 * Often enough that a burst of uploads leaves little behind when it ends (four 12 MP
 * uploads at once free some 30 MB a second); a check reads one counter.
 */
const CHECK_EVERY_MS = 250;

/**
 * Starts the watch in this process's main thread when node runs with `--expose-gc` (as
 * `npm start` and the systemd unit do); without it, V8's own schedule alone applies.
 */
export function startDeadBufferWatch(): boolean {
  const gc = globalThis.gc;
  if (!gc) return false;
  const check = createDeadBufferWatch({
    readArrayBufferBytes: () => process.memoryUsage().arrayBuffers,
    // Asynchronous: V8 runs it as a task of its own, not inside this timer's callback.
    collect: () => void gc({ type: "major", execution: "async" }),
    limitBytes: DEAD_BUFFER_LIMIT_BYTES,
  });
  setInterval(check, CHECK_EVERY_MS).unref();
  return true;
}
