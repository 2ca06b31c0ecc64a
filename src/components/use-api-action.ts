"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson, type ApiProblem } from "./api";

type Call = { method: "POST" | "PATCH" | "DELETE"; url: string; body?: unknown };

/**
 * One tap that writes through the API, then refreshes the page's server data: pending while it
 * runs, the API's problem if it fails, a short confirmation if it worked.
 */
export function useApiAction() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run(calls: readonly Call[], confirmation: string): Promise<boolean> {
    setPending(true);
    setProblem(null);
    setDone(null);
    for (const call of calls) {
      const result = await sendJson(call.method, call.url, call.body);
      if (!result.ok) {
        setPending(false);
        setProblem(result.problem);
        return false;
      }
    }
    setPending(false);
    setDone(confirmation);
    router.refresh();
    return true;
  }

  return { pending, problem, done, run };
}
