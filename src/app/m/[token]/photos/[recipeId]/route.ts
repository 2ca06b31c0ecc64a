import { Readable } from "node:stream";
import { publicRoute } from "@/server/http/routes";
import { readGuestPhoto } from "@/server/party/menus";

/**
 * GET /m/{token}/photos/{recipeId}: the photo of a drink the menu shows, when the owner shows
 * photos; 404 otherwise. Kept privately and asked for again on every use, so a photo taken off
 * the menu (or a renewed link) stops showing at once.
 */
export const GET = publicRoute<{ token: string; recipeId: string }>(async ({ params }) => {
  const photo = await readGuestPhoto({ token: params.token, recipeId: params.recipeId });
  return new Response(Readable.toWeb(photo.body) as ReadableStream, {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.size),
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
