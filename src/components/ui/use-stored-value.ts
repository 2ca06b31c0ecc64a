"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Same-tab writes do not fire "storage"; this event tells the other hooks on the page. */
const CHANGED = "barshelf:stored-value";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode, quota): behave as if nothing was kept
  }
}

/**
 * A string kept in the page's local storage, so it outlives a reload or a phone's screen
 * lock. Null on the server and until the browser has read it.
 */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        /* not kept; the page still works for this visit */
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [value, set];
}
