// Types of security-headers.mjs, plain JavaScript so that next.config.mjs can load it.

export const SECURITY_HEADERS: Readonly<Record<string, string>>;

export const API_CONTENT_SECURITY_POLICY: string;
