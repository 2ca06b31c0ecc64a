"use client";

import { useEffect, useState } from "react";
import { suggestIngredientNames } from "@/app/(app)/recipes/actions";
import { suggestNames } from "@/domain/name-suggestions";

const WAIT_MS = 150;

/**
 * One <datalist> for every ingredient input on the page that names it (list={id}): the
 * user's own bottles that fit what is being typed, then the matcher's kinds and brands,
 * fetched from the server as the typing goes.
 */
export function NameSuggestions({ id, shelf }: { id: string; shelf: string[] }) {
  const [options, setOptions] = useState<string[]>(() => suggestNames(shelf, "", 50));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = "";
    function onInput(event: Event) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.getAttribute("list") !== id) return;
      const typed = input.value;
      latest = typed;
      const own = suggestNames(shelf, typed, 6);
      setOptions(own);
      clearTimeout(timer);
      if (!typed.trim()) return;
      timer = setTimeout(async () => {
        const known = await suggestIngredientNames(typed).catch(() => []);
        if (latest !== typed) return; // a later keystroke has its own answer coming
        const seen = new Set(own.map((n) => n.toLowerCase()));
        setOptions([...own, ...known.filter((n) => !seen.has(n.toLowerCase()))]);
      }, WAIT_MS);
    }
    document.addEventListener("input", onInput);
    return () => {
      document.removeEventListener("input", onInput);
      clearTimeout(timer);
    };
  }, [id, shelf]);

  return (
    <datalist id={id}>
      {options.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
