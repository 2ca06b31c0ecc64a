import { deleteAccountSchema } from "@/domain/schemas/account";
import { deleteAccountForUser } from "@/server/auth/account";
import { readJsonWith } from "@/server/http/request-body";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** POST /api/account/delete {password}: the caller's account, every row and every photo. */
export const POST = userRoute(async ({ user, req }) => {
  const { password } = await readJsonWith(req, deleteAccountSchema);
  await deleteAccountForUser({ userId: user.id, email: user.email, password });
  return noContent();
}, { acceptsTokens: false });
