export const FRONT_BUNDLE: string;
export const PARSE_WORKER_BUNDLE: string;
export const IMAGE_WORKER_BUNDLE: string;
export function bundleFrontServer(root: string, variant?: { outfile?: string; plugins?: import("esbuild").Plugin[] }): Promise<string>;
export function bundleWorkers(root: string): Promise<void>;
