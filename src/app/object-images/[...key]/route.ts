import { openImageForUser } from "@/server/image-delivery";
import { userRoute } from "@/server/http";

/**
 * GET and HEAD /object-images/<key>: the only way an uploaded image leaves the store.
 * A handler of the application, not a pass-through to the bucket: the caller's session,
 * then the caller's own upload row for exactly this key, then the object.
 */
function serveImage(method: "GET" | "HEAD") {
  return userRoute<{ key: string[] }>(({ user, req, params }) =>
    openImageForUser({
      userId: user.id,
      path: params.key,
      request: {
        method,
        ifNoneMatch: req.headers.get("if-none-match"),
        ifRange: req.headers.get("if-range"),
        range: req.headers.get("range"),
      },
    }),
  );
}

export const GET = serveImage("GET");
export const HEAD = serveImage("HEAD");
