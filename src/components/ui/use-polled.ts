"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * JSON from `url`, asked for again every `everyMs` while the component is shown (and at once
 * after `refresh`). A failed answer keeps the last good one: the next ask may succeed.
 */
export function usePolled<T>(url: string | null, everyMs: number, read: (body: unknown) => T): { value: T | null; refresh: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [nudges, setNudges] = useState(0);
  useEffect(() => {
    if (!url) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        const res = await fetch(url, { cache: "no-store" });
        if (res.ok && !stopped) setValue(read(await res.json()));
      } catch {
        // The next ask may reach it.
      }
      if (!stopped) timer = setTimeout(() => void ask(), everyMs);
    };
    timer = setTimeout(() => void ask(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `read` is a pure reader: a new one each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, everyMs, nudges]);
  const refresh = useCallback(() => setNudges((n) => n + 1), []);
  return { value, refresh };
}
