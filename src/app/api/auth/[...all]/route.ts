import { handleAuthRequest } from "@/server/http/auth-requests";
import { publicRoute } from "@/server/http/routes";

// better-auth answers everything under /api/auth (sign-up, sign-in, get-session, sign-out),
// behind the same wrapper as the rest of the API: a write from another site is a 403
// before better-auth sees it (login CSRF included). Sign-in and sign-up pass our rate
// limits and input rules first (src/server/http/auth-requests.ts).
const handle = publicRoute(({ req }) => handleAuthRequest(req));

export const GET = handle;
export const POST = handle;
