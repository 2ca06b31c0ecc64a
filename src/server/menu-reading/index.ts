import "server-only";
import { ConflictError } from "@/domain/errors";
import { readMenuCandidates } from "@/domain/menu";
import type { MenuCandidate } from "@/domain/menu/types";
import { getMenuReadingForUser, requeueMenuReadingForUser, type MenuReadingStatus } from "../db/menu-reading";

/**
 * A menu scan's reading as its owner sees it (GET /api/uploads/{id}/menu): where the job
 * stands, the lines read, and the drinks found in them (src/domain/menu). The reading itself
 * runs in the background (runner.ts), never in a request.
 */
export interface MenuReadingAnswer {
  status: MenuReadingStatus;
  progress: number;
  reason: string | null;
  lines: { text: string; confidence: number }[];
  candidates: MenuCandidate[];
}

/** The caller's menu reading, or null when the upload is missing, someone else's or not a menu. */
export async function readMenuForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<MenuReadingAnswer | null> {
  const reading = await getMenuReadingForUser({ userId, uploadId });
  if (!reading) return null;
  const { status, progress, reason, lines } = reading;
  return {
    status,
    progress,
    reason,
    lines: lines.map(({ text, confidence }) => ({ text, confidence })),
    candidates: status === "done" ? readMenuCandidates(lines) : [],
  };
}

/**
 * Puts the caller's failed reading back in the queue and answers it (null as for a missing one);
 * one that has not failed is a ConflictError.
 */
export async function readMenuAgainForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<MenuReadingAnswer | null> {
  const reading = await getMenuReadingForUser({ userId, uploadId });
  if (!reading) return null;
  if (!(await requeueMenuReadingForUser({ userId, uploadId }))) {
    throw new ConflictError("Only a menu whose reading failed can be read again");
  }
  return readMenuForUser({ userId, uploadId });
}
