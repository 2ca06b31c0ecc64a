import "server-only";
import { planMenuDrinks } from "@/domain/menu/drinks";
import { buildShelfIndex } from "@/domain/matching";
import type { MenuDrinksCreateInput } from "@/domain/schemas/menu-drinks";
import { readMatchingShelfForUser } from "../db/substitutes";
import { createMenuDrinksForUser, type MenuDrinkCreated, type MenuDrinkSkipped } from "../db/menu-drinks";

/**
 * POST /api/uploads/{id}/menu/drinks: the drinks the caller ticked on a menu, each with the
 * recipe its catalogue match or listed ingredients give, marked against the caller's shelf;
 * those whose recipe the caller already has are skipped (`existing`) unless a copy is asked for.
 * A catalogue spec's steps and notes are in `locale`'s language.
 */
export async function addMenuDrinksForUser({
  userId,
  uploadId,
  input,
  locale = "en",
}: {
  userId: string;
  uploadId: string;
  input: MenuDrinksCreateInput;
  locale?: string;
}): Promise<{ drinks: MenuDrinkCreated[]; existing: MenuDrinkSkipped[] }> {
  const { items, substitutes } = await readMatchingShelfForUser({ userId });
  const shelf = buildShelfIndex(items, substitutes);
  return createMenuDrinksForUser({ userId, uploadId, plans: planMenuDrinks(input, shelf, locale) });
}
