import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Every capture, for review; git-ignored with the rest of test-results/. */
export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "screenshots");
/** The few screenshots the README shows: committed, and rewritten by each browser run. */
export const DOCS_SCREENSHOT_DIR = path.join(ROOT, "docs", "screenshots");
export const AXE_SOURCE_PATH = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
