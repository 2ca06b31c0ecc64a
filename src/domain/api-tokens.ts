/** Tokens for scripts: what each scope allows, and the limits on them. */

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Live tokens (neither revoked nor expired) one account may hold at once. */
export const API_TOKENS_PER_USER = 20;
export const API_TOKEN_MAX_DAYS = 3650;

/** Every token's secret starts so, so a leaked one is recognisable in a log or a secret scanner. */
export const API_TOKEN_PREFIX = "bs_";

/** A token's scopes as the API shows them. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** Reading is GET and HEAD; every other method is a write and needs the write scope. */
export function scopeNeededFor(method: string): ApiTokenScope {
  return method === "GET" || method === "HEAD" ? "read" : "write";
}
