import { getAuth } from "@/server/auth";

// better-auth answers everything under /api/auth (sign-up, sign-in, get-session, sign-out).
// The instance is looked up per request so that building the app opens no database.
const handle = (req: Request): Promise<Response> => getAuth().handler(req);

export const GET = handle;
export const POST = handle;
