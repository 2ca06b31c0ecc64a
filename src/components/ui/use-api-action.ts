"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { sendJson, type ApiProblem } from "./api";

type Call = { method: "POST" | "PATCH" | "DELETE"; url: string; body?: unknown };

/**
 * One tap that writes through the API, then refreshes the page's server data: pending while it
 * runs, the API's problem if it fails, a short confirmation if it worked. A second tap does
 * nothing until the page shows what the first one wrote: not while the request runs (even one
 * that lands before React has re-rendered the disabled button), nor while the refresh is on its way.
 */
export function useApiAction() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const running = useRef(false);
  const [writes, setWrites] = useState(0);
  // Once the refresh after a write has been applied, the page shows the write: taps count again.
  useEffect(() => {
    if (!refreshing) running.current = false;
  }, [refreshing, writes]);

  /** `confirmation` may be worked out from the last call's answer (what the server did). */
  async function run(calls: readonly Call[], confirmation: string | ((answer: unknown) => string)): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setProblem(null);
    setDone(null);
    let answer: unknown = null;
    try {
      for (const call of calls) {
        const result = await sendJson(call.method, call.url, call.body);
        if (!result.ok) {
          setProblem(result.problem);
          running.current = false;
          return false;
        }
        answer = result.data;
      }
    } catch (err) {
      running.current = false;
      throw err;
    } finally {
      setPending(false);
    }
    setDone(typeof confirmation === "string" ? confirmation : confirmation(answer));
    setWrites((n) => n + 1);
    startRefresh(() => router.refresh());
    return true;
  }

  return { pending: pending || refreshing, problem, done, run };
}
