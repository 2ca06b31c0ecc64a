import { availabilityRequestSchema } from "@/domain/schemas/availability";
import { requireUser } from "@/server/auth";
import { explainAvailabilityForUser } from "@/server/availability";
import { apiRoute, jsonResponse, readJsonWith } from "@/server/http";

/** Which of the names the caller's shelf meets, with the bar item that does (or the empty one that would). */
export const POST = apiRoute(async (req) => {
  const user = await requireUser(req);
  const { names } = await readJsonWith(req, availabilityRequestSchema);
  return jsonResponse({ results: await explainAvailabilityForUser({ userId: user.id, names }) });
});
