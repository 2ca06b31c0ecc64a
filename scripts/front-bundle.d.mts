export const FRONT_BUNDLE: string;
export function bundleFrontServer(root: string): Promise<string>;
