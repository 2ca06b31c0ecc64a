"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { sendJson, type ApiProblem } from "./api";

type Call = { method: "POST" | "PATCH" | "DELETE"; url: string; body?: unknown };

/**
 * One tap that writes through the API, then refreshes the page's server data: pending while it
 * runs, the API's problem if it fails, a short confirmation if it worked. A second tap while it
 * runs does nothing, even one that lands before React has re-rendered the disabled button.
 */
export function useApiAction() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const running = useRef(false);

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
          return false;
        }
        answer = result.data;
      }
    } finally {
      running.current = false;
      setPending(false);
    }
    setDone(typeof confirmation === "string" ? confirmation : confirmation(answer));
    router.refresh();
    return true;
  }

  return { pending, problem, done, run };
}
