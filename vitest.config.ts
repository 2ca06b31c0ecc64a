import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests: pure code, no server.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // The image pool's threads load the bundled worker module (scripts/front-bundle.mjs).
    globalSetup: ["tests/helpers/worker-bundles.ts"],
    // A guard against hangs, not a speed check: image decoding and the matcher's cold
    // start can take seconds when the machine is busy (speed lives in npm run bench).
    testTimeout: 30_000,
  },
});
