import { exportQuerySchema } from "@/domain/schemas/portability";
import { parseWith } from "@/domain/schemas/parse";
import { exportAccountForUser } from "@/server/portability/export";
import { userRoute } from "@/server/http/routes";

/** GET /api/export (?photos=1 for a zip with the photos): the caller's whole account, streamed as a download. */
export const GET = userRoute(async ({ user, req }) => {
  const { photos } = parseWith(exportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const download = exportAccountForUser({ userId: user.id, photos });
  return new Response(download.body, {
    headers: {
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
});
