import type { IncomingMessage, ServerResponse } from "node:http";
import { REVALIDATE_EVERY_USE } from "../../platform/conditional-get";
import { domainErrorAnswer } from "../domain-error-answer";
import type { Locale } from "@/domain/locales";
import { answerLanguageOf, askerOfIncoming } from "../../i18n/sentences";
import { answerRecipeListForUser, readRecipeSearch } from "../../recipes/list";
import { API_HEADERS, sendJson } from "./respond";
import type { SessionReader } from "./session";

/**
 * GET and HEAD /api/recipes, answered by the front server: every API client and the
 * recipes page ask for it first, and Next's route handler costs about a millisecond of
 * processor time per request before it does anything (making the cached bytes a Web
 * Response and piping them back costs more again). The answer itself, cache and ETag
 * included, is recipe-list.ts's, the same one the Next route gives for "/api/recipes/".
 */
export const RECIPE_LIST_PATH = "/api/recipes";

export type RecipeListRoute = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;

export function createRecipeListRoute({ readSession }: { readSession: SessionReader }): RecipeListRoute {
  return async function serveRecipeList(req, res, requestId) {
    const access = await readSession(req);
    if (!access) {
      sendJson(res, 401, { error: "Unauthorized" }, { "X-Request-Id": requestId });
      return;
    }
    let search: string;
    try {
      search = readRecipeSearch(new URL(req.url ?? "/", "http://front").searchParams);
    } catch (err) {
      const locale = await answerLanguageOf(askerOfIncoming(req, access.userId)).catch((): Locale => "en");
      const answer = domainErrorAnswer(err, locale);
      if (!answer) throw err;
      sendJson(res, answer.status, answer.body, { "X-Request-Id": requestId });
      return;
    }
    const ifNoneMatch = req.headers["if-none-match"];
    const { etag, body } = await answerRecipeListForUser({
      userId: access.userId,
      ifNoneMatch: typeof ifNoneMatch === "string" ? ifNoneMatch : null,
      search,
    });
    const headers: Record<string, string | number> = { ...API_HEADERS, ETag: etag, "Cache-Control": REVALIDATE_EVERY_USE, "X-Request-Id": requestId };
    if (body === null) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, "Content-Type": "application/json", "Content-Length": body.byteLength });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
