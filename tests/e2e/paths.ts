import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Named in the README; git-ignored with the rest of test-results/. */
export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "screenshots");
export const AXE_SOURCE_PATH = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
