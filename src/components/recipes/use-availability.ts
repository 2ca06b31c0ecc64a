"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { substituteInSentence } from "@/domain/substitutes";

/** Whose a housemate's bottle is (absent for the caller's own). */
type SharedBy = { sharedBy?: { ownerName: string; householdName: string | null } };

/** What the one matcher says about an ingredient name against the caller's shelf (POST /api/availability). */
export interface Availability {
  name: string;
  available: boolean;
  satisfiedBy: ({ barItemId: string; name: string; reason: string; substitute?: { ingredient: string } } & SharedBy) | null;
  /** the other bar items that meet it, in order of preference */
  others?: ({ barItemId: string; name: string } & SharedBy)[];
  emptyMatch: ({ barItemId: string; name: string } & SharedBy) | null;
}

const WAIT_MS = 250;

/**
 * Asks the server's matcher about the names as the user types, a moment after the
 * typing stops. The answer is keyed by the trimmed name; a name not yet answered is
 * simply absent, so the page shows "checking" rather than a guess of its own.
 */
export function useAvailability(names: readonly string[]): Map<string, Availability> {
  const key = useMemo(() => JSON.stringify([...new Set(names.map((n) => n.trim()).filter(Boolean))].sort()), [names]);
  const [answers, setAnswers] = useState<Map<string, Availability>>(() => new Map());

  useEffect(() => {
    const wanted = JSON.parse(key) as string[];
    if (wanted.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch("/api/availability", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ names: wanted.slice(0, 200) }),
          signal: controller.signal,
        });
        if (!res.ok) return;
        const body = (await res.json()) as { results?: Availability[] };
        setAnswers((previous) => {
          const next = new Map(previous);
          for (const result of body.results ?? []) next.set(result.name.trim(), result);
          return next;
        });
      } catch {
        // Aborted or offline: the rows keep saying "checking", and the saved list re-evaluates anyway.
      }
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return answers;
}

/**
 * "← Tanqueray", "← Campari (Ana's, shared in Flat 3)", "← Buffalo Trace (your substitute for
 * rye)", "Smith & Cross is empty" or "not on your bar": why the matcher decided as it did, and
 * whose bottle it is, in the page's language.
 */
export function useAvailabilityText(): (answer: Pick<Availability, "available" | "satisfiedBy" | "emptyMatch">) => string {
  const t = useTranslations("availability");
  return (answer) => availabilityText(t, answer);
}

/** The same sentence with a given translator (tests, and code outside a component). */
export function availabilityText(t: ReturnType<typeof useTranslations<"availability">>, answer: Pick<Availability, "available" | "satisfiedBy" | "emptyMatch">): string {
  const whose = (bottle: SharedBy) => {
    const shared = bottle.sharedBy;
    if (!shared) return "";
    return ` (${shared.householdName === null ? t("whose", { owner: shared.ownerName }) : t("whoseShared", { owner: shared.ownerName, household: shared.householdName })})`;
  };
  const by = answer.satisfiedBy;
  if (answer.available && by?.substitute) return `← ${by.name}${whose(by)} (${t("substituteFor", { ingredient: substituteInSentence(by.substitute) })})`;
  if (answer.available && by) return `← ${by.name}${whose(by)}`;
  if (answer.available) return t("onBar");
  if (answer.emptyMatch) return t("isEmpty", { name: answer.emptyMatch.name });
  return t("notOnBar");
}
