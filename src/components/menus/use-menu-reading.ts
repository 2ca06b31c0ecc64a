"use client";

import { useEffect, useState } from "react";
import type { MenuCandidate } from "@/domain/menu/types";

/** A candidate with what the user already has of it (src/server/menu-reading/index.ts). */
export type MenuCandidateView = MenuCandidate & {
  added: { drinkId: string | null; recipeId: string | null } | null;
  inMyRecipes: { id: string; title: string } | null;
};
import { getJson, type ApiProblem } from "../ui/api";

/** What GET /api/uploads/{id}/menu answers (the contract with the OCR job). */
export interface MenuReading {
  status: "pending" | "running" | "done" | "failed";
  /** 0..1 */
  progress: number;
  reason: string | null;
  /** For a scan waiting behind the user's earlier ones, how many of those are unfinished; null otherwise. */
  queuedBehind: number | null;
  lines: { text: string; confidence: number }[];
  /** Whether what was read is a menu's text at all. */
  menuText: boolean;
  candidates: MenuCandidateView[];
}

/** How often the page asks while the menu is being read. */
const POLL_MS = 1000;
/** After a failed ask (the network, a restart), a longer pause before the next. */
const RETRY_MS = 3000;

export type MenuReadingState =
  | { phase: "loading" }
  | { phase: "reading"; reading: MenuReading }
  | { phase: "gone" }
  | { phase: "problem"; problem: ApiProblem; reading: MenuReading | null };

/**
 * The menu's reading, asked about every second until it is done or failed. `attempt` starts
 * the asking again (after "Try again"). Stops when the page goes away.
 */
export function useMenuReading(uploadId: string, attempt: number): MenuReadingState {
  const [state, setState] = useState<MenuReadingState>({ phase: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: MenuReading | null = null;
    async function ask() {
      const result = await getJson<MenuReading>(`/api/uploads/${encodeURIComponent(uploadId)}/menu`, controller.signal);
      if (controller.signal.aborted) return;
      if (!result.ok) {
        // 404: deleted, or never a menu of this user; anything else may pass, so ask again later.
        if (result.problem.status === 404) {
          setState({ phase: "gone" });
          return;
        }
        setState({ phase: "problem", problem: result.problem, reading: last });
        timer = setTimeout(ask, RETRY_MS);
        return;
      }
      last = result.data;
      setState({ phase: "reading", reading: result.data });
      if (result.data.status === "pending" || result.data.status === "running") timer = setTimeout(ask, POLL_MS);
    }
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [uploadId, attempt]);

  return state;
}
