import "server-only";
import type { MatchReason } from "@/domain/matching";
import { decideBottlesForUser } from "../db/bottles";

export interface Availability {
  name: string;
  available: boolean;
  /** the bar item that meets the name (the one "I made this" pours from), and why */
  satisfiedBy: { barItemId: string; name: string; reason: MatchReason } | null;
  /** the other bar items that meet it, in order of preference: the user may pour from one instead */
  others: { barItemId: string; name: string }[];
  /** when nothing meets it: an EMPTY bar item that would */
  emptyMatch: { barItemId: string; name: string } | null;
}

/** For each name, whether the caller's shelf meets it, which bar item does and why, or which empty one would. */
export async function explainAvailabilityForUser({ userId, names }: { userId: string; names: readonly string[] }): Promise<Availability[]> {
  const { lines } = await decideBottlesForUser({ userId, names });
  return lines.map(({ name, available, chosen, options, emptyMatch }) => ({
    name,
    available,
    satisfiedBy: chosen && { barItemId: chosen.barItemId, name: chosen.name, reason: chosen.reason },
    others: options.slice(1).map(({ barItemId, name: other }) => ({ barItemId, name: other })),
    emptyMatch,
  }));
}
