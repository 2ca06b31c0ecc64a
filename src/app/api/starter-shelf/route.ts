import { starterShelfSchema } from "@/domain/schemas/starter-shelf";
import { addStarterShelfForUser } from "@/server/db/bar-items";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** POST /api/starter-shelf {names}: the bottles a new user ticked, put on their bar as FULL. */
export const POST = userRoute(async ({ user, req }) => {
  const { names } = await readJsonWith(req, starterShelfSchema);
  return jsonResponse({ barItems: await addStarterShelfForUser({ userId: user.id, names }) }, 201);
});
