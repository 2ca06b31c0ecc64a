import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ValidationError, type ValidationIssue } from "@/domain/errors";
import { recipeSearch } from "@/domain/recipe-search";
import { recipeSearchParamSchema } from "@/domain/schemas/recipe";
import { matchesEtag } from "../platform/conditional-get";
import { getDataVersionForUser } from "../db/data-version";
import { listRecipesForUser } from "../db/recipes";

/**
 * GET /api/recipes from a per-process cache that is never stale. The answer depends only on
 * the user's data (versioned in the database: db/data-version.ts) and on the code that
 * computes it (the build), so an ETag made of the three names it exactly, and the serialised
 * answer is cached under that ETag. A write on any instance changes the version, so the next
 * read on every instance misses. A search (?q=) is a tag of its own, computed when asked and
 * not kept: the whole list is what every client asks again and again.
 */

/** Bytes of serialised lists kept per process; the least recently read user goes first. */
export const RECIPE_LIST_CACHE_BYTES = 64 * 1024 * 1024;

interface CachedList {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
}

interface ListCache {
  /** One entry per user: the newest answer computed, under its ETag. */
  byUser: LRUCache<string, CachedList>;
  /** Answers being computed, by ETag, so that concurrent misses compute once. */
  pending: Map<string, Promise<Uint8Array<ArrayBuffer>>>;
  build: string;
}

const holder = globalThis as unknown as { __barshelfRecipeLists?: ListCache };

/**
 * The build a process runs: a new build may answer differently from the same data (the
 * matcher's knowledge is part of it). Every instance of one build agrees on it, so an ETag
 * from one is good on the others; without a production build, each process is its own.
 */
function currentBuild(): string {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return randomBytes(9).toString("base64url");
  }
}

function listCache(): ListCache {
  holder.__barshelfRecipeLists ??= {
    byUser: new LRUCache({ maxSize: RECIPE_LIST_CACHE_BYTES, sizeCalculation: (entry) => entry.body.byteLength + 200 }),
    pending: new Map(),
    build: currentBuild(),
  };
  return holder.__barshelfRecipeLists;
}

/** The user id is in the tag so that a browser shared by two users never revalidates one's list for the other. */
function etagOf(build: string, userId: string, version: string, search: string): string {
  const searched = search === "" ? "" : `\0q\0${search}`;
  return `"${createHash("sha256").update(`${build}\0${userId}\0${version}${searched}`).digest("base64url").slice(0, 32)}"`;
}

async function serialiseListForUser(userId: string, search: string): Promise<Uint8Array<ArrayBuffer>> {
  const recipes = await listRecipesForUser({ userId });
  return new TextEncoder().encode(JSON.stringify({ recipes: search === "" ? recipes : recipes.filter(recipeSearch(search)) }));
}

/**
 * The search GET /api/recipes was asked for, from its address: "" for none (or a blank one);
 * a ValidationError whose message is the sentence for one that cannot be run.
 */
export function readRecipeSearch(params: URLSearchParams): string {
  const parsed = recipeSearchParamSchema.safeParse(params.getAll("q"));
  if (parsed.success) return parsed.data;
  const issues: ValidationIssue[] = parsed.error.issues.map((issue) => ({ ...issue, path: ["q", ...issue.path] }));
  throw new ValidationError(issues, issues[0]!.sentence ?? issues[0]!.message);
}

/** What GET /api/recipes answers: its ETag, and the JSON bytes, or null when `ifNoneMatch` already names them. */
export interface RecipeListAnswer {
  etag: string;
  body: Uint8Array<ArrayBuffer> | null;
}

export async function answerRecipeListForUser({
  userId,
  ifNoneMatch,
  search = "",
}: {
  userId: string;
  ifNoneMatch: string | null;
  /** From readRecipeSearch; "" for the whole list. */
  search?: string;
}): Promise<RecipeListAnswer> {
  const cache = listCache();
  // The version is read before the data: a write landing in between can only make the
  // cached answer newer than its tag, which the next read (seeing the new version) replaces.
  const etag = etagOf(cache.build, userId, await getDataVersionForUser({ userId }), search);
  if (matchesEtag(ifNoneMatch, etag)) return { etag, body: null };
  if (search !== "") return { etag, body: await serialiseListForUser(userId, search) };
  const cached = cache.byUser.get(userId);
  if (cached?.etag === etag) return { etag, body: cached.body };

  let computing = cache.pending.get(etag);
  if (!computing) {
    computing = serialiseListForUser(userId, "").finally(() => cache.pending.delete(etag));
    cache.pending.set(etag, computing);
  }
  const body = await computing;
  cache.byUser.set(userId, { etag, body });
  return { etag, body };
}
