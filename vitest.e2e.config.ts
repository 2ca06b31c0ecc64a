import { defineConfig } from "vitest/config";

// Browser tests: Chromium (Debian's /usr/bin/chromium) driven by playwright-core against
// the production build, which tests/e2e/global-setup.ts starts on SQLite + a local folder.
// Run `next build` first (scripts/test.sh does). Screenshots go to test-results/screenshots/.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
