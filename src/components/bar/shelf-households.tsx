"use client";

import { createContext, useContext } from "react";
import { mayChangeSharedItem, mayDo, type HouseholdRole, type ItemChange } from "@/domain/households";
import type { ShelfRow } from "@/domain/shelf-groups";

/** A household the user is in, as /bar needs it: where a bottle may go, and what their role lets them do. */
export interface ShelfHousehold {
  id: string;
  name: string;
  role: HouseholdRole;
}

const ShelfHouseholdsContext = createContext<readonly ShelfHousehold[]>([]);

export const ShelfHouseholdsProvider = ShelfHouseholdsContext.Provider;

/** The same context for a server page's tree (a page cannot hand over a bare Provider). */
export function ShelfHouseholdsScope({ households, children }: { households: readonly ShelfHousehold[]; children: React.ReactNode }) {
  return <ShelfHouseholdsProvider value={households}>{children}</ShelfHouseholdsProvider>;
}

/** The households whose shopping list the user may add to, in the order they joined them. */
export function useShoppingListHouseholds(): readonly ShelfHousehold[] {
  return useShelfHouseholds().filter((h) => mayDo(h.role, "changeShoppingList"));
}

export function useShelfHouseholds(): readonly ShelfHousehold[] {
  return useContext(ShelfHouseholdsContext);
}

/**
 * Whether the user may make this change to a bottle: always on their own; on a housemate's, as
 * their role in its household allows (the roles table), so the page hides what the API would refuse.
 */
export function mayChange(item: Pick<ShelfRow, "mine" | "householdId">, households: readonly ShelfHousehold[], change: ItemChange | "delete"): boolean {
  if (item.mine) return true;
  const role = households.find((h) => h.id === item.householdId)?.role;
  return role !== undefined && mayChangeSharedItem(role, change);
}
