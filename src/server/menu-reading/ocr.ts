import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { OcrLine } from "@/domain/menu/lines-from-words";

/**
 * Tesseract (tesseract.js: the C++ engine compiled to WebAssembly) with the English LSTM model
 * from the npm package @tesseract.js-data/eng, read from node_modules: nothing is fetched at
 * run time, and no copy is cached anywhere (cacheMethod "none").
 *
 * Recognition runs in tesseract.js's own worker thread, not in the piscina image pool: the
 * library owns that thread and speaks to it by messages, and loading the engine and the model
 * costs about a second, so one worker is kept per reading slot and reused across jobs (until a
 * minute passes without one). The pixel work before it (src/server/photos/image-work.ts:
 * prepareMenuScan) does run in the pool.
 */
const LANG_PATH = path.join(path.dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * The worker ends this long after its last recognition: the engine's memory (WebAssembly
 * memory, which never shrinks) goes back to the system while no menu is waiting.
 */
const IDLE_MS = 60_000;

/** Progress of one recognition, 0..1. */
export type ProgressListener = (progress: number) => void;

export class MenuOcr {
  private worker: Promise<Worker> | null = null;
  private listener: ProgressListener | null = null;
  private failure: ((reason: unknown) => void) | null = null;
  private idle: NodeJS.Timeout | null = null;

  private start(): Promise<Worker> {
    this.worker ??= this.create();
    return this.worker;
  }

  private async create(): Promise<Worker> {
    const worker = await createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: "none",
      logger: (message) => {
        if (message.status === "recognizing text") this.listener?.(message.progress);
      },
      // Without a handler, tesseract.js throws a worker's error out of its message listener,
      // which would end the process; the recognition's promise is rejected as well.
      errorHandler: (reason: unknown) => this.failure?.(reason),
    });
    // Tesseract's own remarks ("Image too small to scale!!") would be printed into the server's JSON log.
    await worker.setParameters({ debug_file: "/dev/null" });
    return worker;
  }

  /** Tesseract's lines (words with their boxes and confidences) in a PGM/PNG/JPEG image. */
  async read(image: Buffer, onProgress: ProgressListener): Promise<OcrLine[]> {
    this.stopIdleTimer();
    const worker = await this.start();
    this.listener = onProgress;
    try {
      const failed = new Promise<never>((_, reject) => (this.failure = (reason) => reject(new Error(String(reason)))));
      const { data } = await Promise.race([worker.recognize(image, {}, { blocks: true, text: false }), failed]);
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            baseline: line.baseline,
            words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, bbox: word.bbox })),
          })),
        ),
      );
    } finally {
      this.listener = null;
      this.failure = null;
      this.idle = setTimeout(() => void this.terminate(), IDLE_MS).unref();
    }
  }

  private stopIdleTimer(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }

  /** Ends the worker thread, in the middle of a recognition too; the next read starts a new one. */
  async terminate(): Promise<void> {
    this.stopIdleTimer();
    const worker = this.worker;
    this.worker = null;
    await (await worker?.catch(() => null))?.terminate();
  }
}
