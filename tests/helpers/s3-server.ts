import { freePort } from "../../test-support/ports";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// s3rver is a real S3-compatible HTTP server; the app reaches it over the network.
import S3rver from "s3rver";

export const TEST_BUCKET = "barshelf-test";

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

export async function startS3(): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "barshelf-s3-"));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
