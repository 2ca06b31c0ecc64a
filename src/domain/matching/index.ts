// Placeholder until the full matcher lands: exact match after normalising case and accents.
export interface ShelfItem { name: string; aliases?: readonly string[] }
export interface ShelfIndex { names: Set<string> }

function normalise(s: string): string {
  return s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

export function buildShelfIndex(items: readonly ShelfItem[]): ShelfIndex {
  return { names: new Set(items.flatMap((i) => [i.name, ...(i.aliases ?? [])]).map(normalise)) };
}

export function isAvailable(index: ShelfIndex, ingredientName: string): boolean {
  return index.names.has(normalise(ingredientName));
}

export function matchesIngredient(ingredientName: string, barItemName: string): boolean {
  return isAvailable(buildShelfIndex([{ name: barItemName }]), ingredientName);
}
