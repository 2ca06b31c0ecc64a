import { importQuerySchema } from "@/domain/schemas/portability";
import { parseWith } from "@/domain/schemas/parse";
import { readBodyCapped } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { IMPORT_ZIP_LIMIT, importForUser } from "@/server/portability/import";

/**
 * POST /api/import (?dryRun=1, &copy=<position> for each recipe to add even if the user has it):
 * the body is the file itself, its format read from its content.
 * A dry run answers what would happen (200); the real run writes all of it or nothing (201).
 * At most 10 calls a minute per user (429 with Retry-After past that).
 */
export const POST = userRoute(
  async ({ user, req, answerLanguage }) => {
    const params = new URL(req.url).searchParams;
    const { dryRun, copy } = parseWith(importQuerySchema, { dryRun: params.get("dryRun") ?? undefined, copy: params.getAll("copy") });
    // The zip's limit bounds every read; a file that turns out not to be a zip is held to the text limit.
    const bytes = await readBodyCapped(req, IMPORT_ZIP_LIMIT);
    const summary = await importForUser({ userId: user.id, bytes, dryRun, copies: copy, locale: await answerLanguage() });
    return jsonResponse(summary, dryRun ? 200 : 201);
  },
  { rateLimit: "importsPerUser" },
);
