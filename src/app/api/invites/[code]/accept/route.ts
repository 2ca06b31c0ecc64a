import { requireFound } from "@/domain/errors";
import { acceptInvite } from "@/server/households/invites";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/**
 * The signed-in caller joins the household an open invitation is for: {household}. A code that
 * is unknown, used or expired is a 404, all alike; each try counts per user and per address.
 */
export const POST = userRoute<{ code: string }>(
  async ({ user, params }) => {
    const household = await acceptInvite({ userId: user.id, code: params.code });
    return jsonResponse({ household: requireFound(household, sentence("notFound.invite")) });
  },
  { rateLimit: "inviteAcceptsPerUser", rateLimitPerAddress: "inviteAcceptsPerAddress" },
);
