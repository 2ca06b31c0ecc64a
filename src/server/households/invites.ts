import "server-only";
import { INVITE_CODE_BYTES, INVITE_LIFETIME_MS, isInviteCodeShape, type Household, type HouseholdInvite, type InvitePreview, type InviteRole } from "@/domain/households";
import { acceptInviteForUser, createInviteForUser, findOpenInvite } from "../db/households";
import { siteOrigin } from "../platform/origins";
import { hashSecret, newSecret } from "../platform/secrets";

/** A new single-use invitation to the household, valid for a week; null when the caller is not in it. */
export async function inviteToHouseholdForUser({
  userId,
  householdId,
  role,
  req,
}: {
  userId: string;
  householdId: string;
  role: InviteRole;
  req: Request;
}): Promise<HouseholdInvite | null> {
  const code = newSecret(INVITE_CODE_BYTES);
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS).toISOString();
  const stored = await createInviteForUser({ userId, householdId, role, codeHash: hashSecret(code), expiresAt });
  return stored && { code, url: `${siteOrigin(req.headers, req.url)}/invite/${code}`, role: stored.role, expiresAt: stored.expiresAt };
}

/** The household the caller joined, or null for a code that is no longer (or never was) an open invitation. */
export async function acceptInvite({ userId, code }: { userId: string; code: string }): Promise<Household | null> {
  if (!isInviteCodeShape(code)) return null;
  return acceptInviteForUser({ userId, codeHash: hashSecret(code) });
}

/** What the invitation page shows for a code, or null for any code that cannot be accepted. */
export async function previewInvite(code: string): Promise<InvitePreview | null> {
  if (!isInviteCodeShape(code)) return null;
  return findOpenInvite({ codeHash: hashSecret(code) });
}
