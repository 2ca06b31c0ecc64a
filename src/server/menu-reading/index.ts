import "server-only";
import { ConflictError } from "@/domain/errors";
import type { MenuCandidate, MenuFound } from "@/domain/menu/types";
import { menuDrinkKey, menuRecipeIdentity } from "@/domain/menu/drinks";
import { getDb } from "../db";
import { listMenuDrinksAddedForUser, type MenuDrinkAdded } from "../db/menu-drinks";
import { getMenuReadingForUser, keepMenuFoundForUser, requeueMenuReadingForUser, type MenuReading, type MenuReadingStatus } from "../db/menu-reading";
import { recipeIdentityIndexForUser } from "../db/recipe-identity";
import { readMenuOffThread } from "./menu-pool";
import { reasonIn } from "./reasons";
import type { Locale } from "@/domain/locales";
import { sentence } from "@/domain/sentences";

/**
 * A menu scan's reading as its owner sees it (GET /api/uploads/{id}/menu): where the job
 * stands, the lines read, and the drinks found in them (src/domain/menu). The reading itself
 * runs in the background (runner.ts), never in a request, and keeps what it found.
 */
export interface MenuReadingAnswer {
  status: MenuReadingStatus;
  progress: number;
  reason: string | null;
  /**
   * For a pending scan that waits behind its owner's earlier ones (each user has at most
   * MENU_SCANS_QUEUED_PER_USER in the queue), how many of those are unfinished; null otherwise.
   */
  queuedBehind: number | null;
  lines: { text: string; confidence: number }[];
  /** Whether the lines read are a menu's text at all (false for a photo, a plain colour, grain); false until done. */
  menuText: boolean;
  candidates: MenuCandidateAnswer[];
}

/** A candidate as its owner sees it: whether it was added from this menu, and whether its recipe is already theirs. */
export type MenuCandidateAnswer = MenuCandidate & {
  /** what it became when the user added it from this menu, or null */
  added: MenuDrinkAdded | null;
  /** the user's recipe that is the same as the one it would make (recipe-identity.ts), or null */
  inMyRecipes: { id: string; title: string } | null;
};

async function withWhatTheUserHas(userId: string, uploadId: string, candidates: readonly MenuCandidate[]): Promise<MenuCandidateAnswer[]> {
  if (candidates.length === 0) return [];
  const identities = candidates.map(menuRecipeIdentity);
  const [added, mine] = await Promise.all([
    listMenuDrinksAddedForUser({ userId, uploadId }),
    recipeIdentityIndexForUser(getDb(), { userId, titles: identities.flatMap((r) => (r ? [r.title] : [])) }),
  ]);
  return candidates.map((candidate, i) => {
    const same = identities[i] ? mine.find(identities[i]) : undefined;
    return { ...candidate, added: added.get(menuDrinkKey(candidate.name)) ?? null, inMyRecipes: same ? { id: same.id, title: same.title } : null };
  });
}

/**
 * What a done reading found, as kept with it; a reading that ended before that was kept has
 * it worked out from its lines this once, and kept.
 */
async function foundIn(userId: string, uploadId: string, reading: MenuReading): Promise<MenuFound> {
  if (reading.found !== null) return reading.found;
  const found = await readMenuOffThread(reading.lines);
  await keepMenuFoundForUser({ userId, uploadId, found });
  return found;
}

/** What names a reading, and the language its failure's reason is worded in (asked only when there is one). */
interface ReadingAsked {
  userId: string;
  uploadId: string;
  language?: () => Promise<Locale>;
}

const inEnglish = async (): Promise<Locale> => "en";

/** The caller's menu reading, or null when the upload is missing, someone else's or not a menu. */
export async function readMenuForUser({ userId, uploadId, language = inEnglish }: ReadingAsked): Promise<MenuReadingAnswer | null> {
  const reading = await getMenuReadingForUser({ userId, uploadId });
  if (!reading) return null;
  const { status, progress, reason, lines, queuedBehind } = reading;
  const found = status === "done" ? await foundIn(userId, uploadId, reading) : { menuText: false, candidates: [] };
  return {
    status,
    progress,
    reason: reason === null ? null : reasonIn(reason, await language()),
    queuedBehind,
    lines: lines.map(({ text, confidence }) => ({ text, confidence })),
    menuText: found.menuText,
    candidates: await withWhatTheUserHas(userId, uploadId, found.candidates),
  };
}

/**
 * Puts the caller's failed reading back in the queue and answers it (null as for a missing one);
 * one that has not failed is a ConflictError.
 */
export async function readMenuAgainForUser({ userId, uploadId, language }: ReadingAsked): Promise<MenuReadingAnswer | null> {
  const reading = await getMenuReadingForUser({ userId, uploadId });
  if (!reading) return null;
  if (!(await requeueMenuReadingForUser({ userId, uploadId }))) {
    throw new ConflictError(sentence("menus.readAgainOnlyFailed"));
  }
  return readMenuForUser({ userId, uploadId, language });
}
