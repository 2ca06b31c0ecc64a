import { publicRoute } from "@/server/http";
import { getAuth } from "@/server/auth";

// better-auth answers everything under /api/auth (sign-up, sign-in, get-session, sign-out),
// behind the same wrapper as the rest of the API: a write from another site is a 403
// before better-auth sees it (login CSRF included). The instance is looked up per request
// so that building the app opens no database.
const handle = publicRoute(({ req }) => getAuth().handler(req));

export const GET = handle;
export const POST = handle;
