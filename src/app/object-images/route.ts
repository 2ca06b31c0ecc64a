import { NotFoundError } from "@/domain/errors";
import { publicRoute } from "@/server/http";

/** The bare prefix names no image: a JSON 404 for everyone, never a listing. */
const notFound = publicRoute(async () => {
  throw new NotFoundError();
});

export const GET = notFound;
export const HEAD = notFound;
