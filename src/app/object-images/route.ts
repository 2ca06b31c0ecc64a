import { apiRoute, httpErrors } from "@/server/http";

/** The bare prefix names no image: a JSON 404 for everyone, never a listing. */
const notFound = apiRoute(async () => {
  throw httpErrors.notFound();
});

export const GET = notFound;
export const HEAD = notFound;
