import "server-only";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "@/domain/api-tokens";
import { findLiveApiToken, noteApiTokenUse } from "../db/api-tokens";
import { hashSecret, newSecret } from "../platform/secrets";
import type { SessionUser } from "./better-auth";

/** Tokens for scripts: `bs_` and 32 random bytes (256 bits), kept as a hash (platform/secrets.ts). */
const SECRET_BYTES = 32;
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export function newApiTokenSecret(): { secret: string; tokenHash: string } {
  const secret = API_TOKEN_PREFIX + newSecret(SECRET_BYTES);
  return { secret, tokenHash: hashSecret(secret) };
}

/** The credential of an `Authorization: Bearer …` header, or null when the request carries none. */
export function bearerCredentialOf(headers: Headers): string | null {
  const header = headers.get("authorization");
  if (header === null) return null;
  const match = /^\s*bearer\s+(.*?)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Whether the request authenticates with a token (any Authorization header counts: the cookie is then never read). */
export function carriesBearer(headers: Headers): boolean {
  return headers.get("authorization") !== null;
}

export interface TokenUser {
  tokenId: string;
  user: SessionUser;
  scopes: ApiTokenScope[];
}

/** The user of a live token, noting its use; null for a malformed, unknown, revoked or expired one. */
export async function authenticateApiToken(credential: string | null): Promise<TokenUser | null> {
  if (credential === null || !TOKEN_SHAPE.test(credential)) return null;
  const token = await findLiveApiToken({ tokenHash: hashSecret(credential) });
  if (!token) return null;
  await noteApiTokenUse({ id: token.id, lastUsedAt: token.lastUsedAt });
  return { tokenId: token.id, user: token.user, scopes: token.scopes };
}
