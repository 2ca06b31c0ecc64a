export const FRONT_BUNDLE: string;
export const PARSE_WORKER_BUNDLE: string;
export function bundleFrontServer(root: string, variant?: { outfile?: string; plugins?: import("esbuild").Plugin[] }): Promise<string>;
