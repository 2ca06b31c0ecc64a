// Types of dedupe-server-chunks.mjs, plain JavaScript so that next.config.mjs can load it.

export function dedupeServerChunks(distDir: string): { rewritten: number; bytes: number };
