import "server-only";
import type { ApiTokenSummary } from "@/domain/api-tokens";
import type { ApiTokenCreateInput } from "@/domain/schemas/api-token";
import { createApiTokenForUser } from "../db/api-tokens";
import { newApiTokenSecret } from "./api-tokens";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes a token and answers it with its secret, the only time the secret leaves the server. */
export async function createApiToken({ userId, input }: { userId: string; input: ApiTokenCreateInput }): Promise<ApiTokenSummary & { token: string }> {
  const { secret, tokenHash } = newApiTokenSecret();
  const expiresAt = input.expiresInDays == null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS).toISOString();
  const summary = await createApiTokenForUser({ userId, name: input.name, scopes: input.scopes, expiresAt, tokenHash });
  return { ...summary, token: secret };
}
