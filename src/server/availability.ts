import "server-only";
import { aliasesWithChosenKind } from "@/domain/bar-item-kind";
import { buildShelfIndex, explainIngredient, type MatchReason } from "@/domain/matching";
import { listBarItemsForUser } from "./db/bar-items";

export interface Availability {
  name: string;
  available: boolean;
  /** the bar item that meets the name, and why */
  satisfiedBy: { barItemId: string; name: string; reason: MatchReason } | null;
  /** when nothing meets it: an EMPTY bar item that would */
  emptyMatch: { barItemId: string; name: string } | null;
}

/** For each name, whether the caller's shelf meets it, which bar item does and why, or which empty one would. */
export async function explainAvailabilityForUser({ userId, names }: { userId: string; names: readonly string[] }): Promise<Availability[]> {
  const barItems = await listBarItemsForUser({ userId });
  const index = buildShelfIndex(barItems.map((item) => ({
    name: item.name,
    aliases: aliasesWithChosenKind(item.aliases, item.chosenKind),
    empty: item.quantity === "EMPTY",
  })));
  return names.map((name) => {
    const { available, satisfiedBy, emptyMatch } = explainIngredient(index, name);
    const meeting = satisfiedBy && barItems[satisfiedBy.item]!;
    const empty = emptyMatch === null ? null : barItems[emptyMatch]!;
    return {
      name,
      available,
      satisfiedBy: meeting && { barItemId: meeting.id, name: meeting.name, reason: satisfiedBy.reason },
      emptyMatch: empty && { barItemId: empty.id, name: empty.name },
    };
  });
}
