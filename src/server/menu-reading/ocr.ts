import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { OcrLine } from "./layout";

/**
 * Tesseract (tesseract.js: the C++ engine compiled to WebAssembly) with the English LSTM model
 * from the npm package @tesseract.js-data/eng, read from node_modules: nothing is fetched at
 * run time, and no copy is cached anywhere (cacheMethod "none").
 *
 * Recognition runs in tesseract.js's own worker thread, not in the piscina image pool: the
 * library owns that thread and speaks to it by messages, and loading the engine and the model
 * costs about a second, so one worker is kept per reading slot and reused across jobs. The
 * pixel work before it (src/server/image-work.mjs: prepareMenuScan) does run in the pool.
 */
const LANG_PATH = path.join(path.dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** Progress of one recognition, 0..1. */
export type ProgressListener = (progress: number) => void;

export class MenuOcr {
  private worker: Promise<Worker> | null = null;
  private listener: ProgressListener | null = null;
  private failure: ((reason: unknown) => void) | null = null;

  private start(): Promise<Worker> {
    this.worker ??= createWorker("eng", OEM.LSTM_ONLY, {
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
    return this.worker;
  }

  /** Tesseract's lines (words with their boxes and confidences) in a PGM/PNG/JPEG image. */
  async read(image: Buffer, onProgress: ProgressListener): Promise<OcrLine[]> {
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
    }
  }

  /** Ends the worker thread, in the middle of a recognition too; the next read starts a new one. */
  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await (await worker?.catch(() => null))?.terminate();
  }
}
