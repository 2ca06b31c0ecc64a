import { availabilityRequestSchema } from "@/domain/schemas/availability";
import { explainAvailabilityForUser } from "@/server/bar/availability";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** Which of the names the caller's shelf meets, with the bar item that does (or the empty one that would). */
export const POST = userRoute(async ({ user, req }) => {
  const { names } = await readJsonWith(req, availabilityRequestSchema);
  return jsonResponse({ results: await explainAvailabilityForUser({ userId: user.id, names }) });
});
