import "server-only";
import type { MatchReason, Substitute } from "@/domain/matching";
import { decideBottlesForUser, sharedBy } from "../db/bottles";

/** Whose a bottle is when it is a housemate's; left out for the caller's own. */
type Whose = { sharedBy?: { ownerName: string; householdName: string | null } };

export interface Availability {
  name: string;
  available: boolean;
  /** the bar item that meets the name (the one "I made this" pours from), and why */
  satisfiedBy: ({ barItemId: string; name: string; reason: MatchReason; substitute?: Substitute } & Whose) | null;
  /** the other bar items that meet it, in order of preference: the user may pour from one instead */
  others: ({ barItemId: string; name: string } & Whose)[];
  /** when nothing meets it: an EMPTY bar item that would */
  emptyMatch: ({ barItemId: string; name: string } & Whose) | null;
}

/**
 * For each name, whether the caller's shelf meets it, which bar item does and why, or which
 * empty one would; a housemate's bottle says whose it is (`sharedBy`), and a line met through one
 * of the caller's substitutes says which (`reason: "substitute"`, `substitute`).
 */
export async function explainAvailabilityForUser({ userId, names }: { userId: string; names: readonly string[] }): Promise<Availability[]> {
  const { lines, shelf } = await decideBottlesForUser({ userId, names });
  const whoseIs = sharedBy(shelf);
  const whose = (barItemId: string): Whose => {
    const shared = whoseIs(barItemId);
    return shared ? { sharedBy: shared } : {};
  };
  return lines.map(({ name, available, chosen, options, emptyMatch }) => ({
    name,
    available,
    satisfiedBy: chosen && {
      barItemId: chosen.barItemId,
      name: chosen.name,
      reason: chosen.reason,
      ...(chosen.substitute && { substitute: { id: chosen.substitute.id, ingredient: chosen.substitute.ingredient, acceptedBy: chosen.substitute.acceptedBy } }),
      ...whose(chosen.barItemId),
    },
    others: options.slice(1).map(({ barItemId, name: other }) => ({ barItemId, name: other, ...whose(barItemId) })),
    emptyMatch: emptyMatch && { ...emptyMatch, ...whose(emptyMatch.barItemId) },
  }));
}
