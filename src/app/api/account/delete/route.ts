import { deleteAccountSchema } from "@/domain/schemas/account";
import { deleteAccountForUser, sessionSignedInAt } from "@/server/auth/account";
import { readJsonWith } from "@/server/http/request-body";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** POST /api/account/delete {password}: the caller's account, every row and every photo (no password for an account without one). */
export const POST = userRoute(async ({ user, req }) => {
  const { password } = await readJsonWith(req, deleteAccountSchema);
  await deleteAccountForUser({ userId: user.id, email: user.email, password, signedInAt: await sessionSignedInAt(req.headers) });
  return noContent();
}, { acceptsTokens: false });
