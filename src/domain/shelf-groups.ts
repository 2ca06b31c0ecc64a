import { describeName, kindNameIn, matchesIngredient, SHELF_CATEGORIES, SHELF_CATEGORY_LABELS, shelfCategoryOfKind, type ShelfCategory } from "./matching";
import { isRunningLow } from "./levels";
import type { BarItem } from "./types";

/**
 * How /bar groups and searches the shelf. A bottle's group is the category the user
 * chose, or else the matcher's shelf category for its name; search finds a bottle by
 * its words or by what it is ("whiskey" finds Buffalo Trace), asking the one matcher.
 */

export interface ShelfRow extends BarItem {
  /** The group's key: a shelf category, or the user's own category text in lower case. */
  group: string;
  groupLabel: string;
  /** What the matcher understands the name to be ("Bourbon"), if anything. */
  kindLabel: string | null;
  /** Whether the group comes from the matcher (no category chosen). */
  automatic: boolean;
  /** The matcher's own group for the name, offered as the default when editing. */
  suggestedCategory: ShelfCategory;
}

export interface ShelfGroup {
  key: string;
  label: string;
  items: ShelfRow[];
  /** how many the group holds when `items` are only its first ones (firstOfGroups) */
  total?: number;
  /** Whose part of the shelf the group is in ("Mine" or a household), when the user is in a household. */
  shelf?: { key: string; label: string };
  /** The group's own key when `key` is made unique across the parts of the shelf: what names it in another language. */
  category?: string;
}

/** The shelf category a stored category names (its key or its label, any case), or null for the user's own words. */
export function shelfCategoryNamed(text: string): ShelfCategory | null {
  const folded = text.trim().toLowerCase();
  return SHELF_CATEGORIES.find((c) => c === folded || SHELF_CATEGORY_LABELS[c].toLowerCase() === folded) ?? null;
}

/** A kind's label as the locale's language names it; a flavoured one ("Vanilla vodka") keeps its English words. */
function kindLabelIn(kind: string | null, label: string | null, locale: string): string | null {
  if (kind === null || label === null || label.toLowerCase() !== kindNameIn(kind, "en").toLowerCase()) return label;
  return kindNameIn(kind, locale);
}

/**
 * A bottle as /bar shows it, its kind named in the locale's language. The kinds' ids the page
 * sends back ("What is this?") stay as they are; only labels change.
 */
export function shelfRowIn(item: BarItem, locale: string): ShelfRow {
  const described = describeName(item.name);
  if (!locale.toLowerCase().startsWith("en")) item = localKindLabels(item, locale);
  // the user's answer to "What is this?" places the bottle when its name cannot
  const answered = item.understoodAs?.via === "user" ? item.understoodAs : null;
  const kindCategory = answered ? shelfCategoryOfKind(answered.kind) : described.category;
  const chosen = item.category?.trim() || null;
  const named = chosen ? shelfCategoryNamed(chosen) : kindCategory;
  return {
    ...item,
    group: named ?? chosen!.toLowerCase(),
    groupLabel: named ? SHELF_CATEGORY_LABELS[named] : chosen!,
    kindLabel: answered?.kindLabel ?? kindLabelIn(described.kind, described.kindLabel, locale),
    automatic: chosen === null,
    suggestedCategory: kindCategory,
  };
}

export function toShelfRow(item: BarItem): ShelfRow {
  return shelfRowIn(item, "en");
}

function localKindLabels(item: BarItem, locale: string): BarItem {
  const understoodAs = item.understoodAs && { ...item.understoodAs, kindLabel: kindLabelIn(item.understoodAs.kind, item.understoodAs.kindLabel, locale) ?? item.understoodAs.kindLabel };
  return { ...item, understoodAs, likelyKinds: item.likelyKinds.map((choice) => ({ ...choice, label: kindNameIn(choice.kind, locale) })) };
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a bottle answers a search: by its words, its group, its kind, or the matcher. */
export function shelfRowMatches(row: ShelfRow, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const words = [row.name, ...row.aliases, row.groupLabel, row.kindLabel ?? ""].map(fold);
  if (words.some((w) => w.includes(q))) return true;
  return [row.name, ...row.aliases].some((name) => matchesIngredient(query, name));
}

/** The rows in groups: shelf categories in their fixed order, then the user's own categories by name. */
export function groupShelf(rows: readonly ShelfRow[]): ShelfGroup[] {
  const groups = new Map<string, ShelfGroup>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { key: row.group, label: row.groupLabel, items: [] };
    group.items.push(row);
    groups.set(row.group, group);
  }
  const rank = (key: string) => {
    const i = (SHELF_CATEGORIES as readonly string[]).indexOf(key);
    return i === -1 ? SHELF_CATEGORIES.length - 1 : i; // own categories sit just before "Other"
  };
  return [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label));
}

/** The shelf's parts for someone in households: their own bottles, then each household's. */
export const MINE_LABEL = "Mine";

/**
 * For someone in households: "Mine" (their bottles in no household) first, then one part per
 * household in the order given, each grouped as groupShelf does. Someone in none gets groupShelf's groups as they are.
 */
export function groupShelfByHousehold(rows: readonly ShelfRow[], households: readonly { id: string; name: string }[]): ShelfGroup[] {
  if (households.length === 0) return groupShelf(rows);
  const parts = [{ id: null as string | null, name: MINE_LABEL }, ...households];
  return parts.flatMap((part) =>
    groupShelf(rows.filter((row) => row.householdId === part.id)).map((group) => ({
      ...group,
      key: `${part.id ?? "mine"}-${group.key}`,
      category: group.key,
      shelf: { key: part.id ?? "mine", label: part.name },
    })),
  );
}

/** LOW bottles with no full one behind them, and EMPTY ones: what to buy again soon. */
export function runningLow(rows: readonly ShelfRow[]): ShelfRow[] {
  return rows.filter((r) => isRunningLow(r) || r.quantity === "EMPTY");
}

/**
 * The first `limit` rows of the grouped shelf, in the order the page shows them: a long shelf
 * is sent a part at a time. Each group keeps its whole count in `total`.
 */
export function firstOfGroups(groups: readonly ShelfGroup[], limit: number): { groups: ShelfGroup[]; shown: number; total: number } {
  let left = limit;
  const cut: ShelfGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    cut.push({ ...group, items: group.items.slice(0, left), total: group.items.length });
    left -= group.items.length;
  }
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return { groups: cut, shown: Math.min(limit, total), total };
}
