// Types of dedupe-server-chunks.mjs, plain JavaScript so that next.config.mjs can load it.

export function duplicateServerChunks(distDir: string): { files: string[]; codeBytes: number }[];

export function dedupeServerChunks(distDir: string): { rewritten: number; bytes: number };

export function rewrittenServerChunks(distDir: string): string[];
