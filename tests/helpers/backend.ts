import { inject } from "vitest";

export interface TestBackend {
  baseUrl: string;
  /** The server's process id. */
  pid: number;
  engine: "sqlite" | "postgres";
  store: "local" | "s3";
  dataDir: string;
  logFile: string;
  databaseUrl?: string;
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    backend: TestBackend;
  }
}

/** The running server and the parts behind it, as started by global-setup.ts. */
export function backend(): TestBackend {
  return inject("backend");
}
