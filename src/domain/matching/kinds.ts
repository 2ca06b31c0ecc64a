// How kinds relate in the hierarchy of "can stand in for" (rule 2 of docs/matching.md):
// a more specific kind stands in for a general one, never the reverse; siblings do not meet.
import type { Knowledge } from "./knowledge";

/** Whether `specific` is `general` or a more specific kind of it. */
export function standsInFor(known: Knowledge, specific: string, general: string): boolean {
  return known.kinds.get(specific)?.ancestorSet.has(general) ?? false;
}

/** Whether one of the two kinds is the other or a more specific kind of it (not siblings). */
export function onOneLine(known: Knowledge, a: string, b: string): boolean {
  return standsInFor(known, a, b) || standsInFor(known, b, a);
}

/** Kinds of two different facets under one kind that is not a root combine: a dark Jamaican rum. */
export function combinable(known: Knowledge, a: string, b: string): boolean {
  const kindA = known.kinds.get(a);
  const kindB = known.kinds.get(b);
  if (!kindA || !kindB || !kindA.facet || !kindB.facet || kindA.facet === kindB.facet) return false;
  return kindA.ancestors.some((shared) => shared !== a && kindB.ancestorSet.has(shared) && !known.kinds.get(shared)!.root);
}

/** The kinds without repeats and without any kind that a more specific one in the list already implies. */
export function mostSpecificOf(known: Knowledge, kinds: readonly string[]): string[] {
  if (kinds.length <= 1) return [...kinds];
  const distinct = [...new Set(kinds)];
  return distinct.filter((a) => !distinct.some((b) => b !== a && standsInFor(known, b, a)));
}

/** A brand's usual kinds meet a kind its label states: the label refines them, and wins where they differ. */
export function mergeBrandWithLabel(known: Knowledge, brandKinds: readonly string[], labelKind: string): string[] {
  const merged: string[] = [];
  let labelImplied = false;
  for (const kind of brandKinds) {
    if (standsInFor(known, kind, labelKind)) {
      merged.push(kind);
      labelImplied = true;
    } else if (!standsInFor(known, labelKind, kind) && combinable(known, kind, labelKind)) merged.push(kind);
  }
  if (!labelImplied) merged.push(labelKind);
  return mostSpecificOf(known, merged);
}

/** Another kind word in the name refines the kinds so far, or combines with them; null when it conflicts. */
export function refineWith(known: Knowledge, kinds: readonly string[], other: string): string[] | null {
  if (kinds.some((kind) => onOneLine(known, kind, other))) {
    return mostSpecificOf(known, kinds.map((kind) => (standsInFor(known, other, kind) ? other : kind)));
  }
  if (kinds.length > 0 && kinds.every((kind) => combinable(known, kind, other))) return mostSpecificOf(known, [...kinds, other]);
  return null;
}

/** The kind a style word ("london dry", "rosso") makes of a kind, from the style tables of the kind and its ancestors. */
function styleOf(known: Knowledge, kindId: string, phrase: string): string | undefined {
  const kind = known.kinds.get(kindId);
  if (!kind) return undefined;
  for (const ancestor of kind.ancestors) {
    const styled = known.kinds.get(ancestor)!.ownStyles.get(phrase);
    if (styled) return styled;
  }
  return undefined;
}

/** The kinds after a style word, or null when it is a style of none of them. */
export function applyStyle(known: Knowledge, kinds: readonly string[], phrase: string): string[] | null {
  let applied = false;
  const styled: string[] = [];
  for (const kind of kinds) {
    const target = styleOf(known, kind, phrase);
    if (!target) {
      styled.push(kind);
      continue;
    }
    applied = true;
    if (standsInFor(known, kind, target)) styled.push(kind);
    else if (standsInFor(known, target, kind)) styled.push(target);
    else if (combinable(known, kind, target)) styled.push(kind, target);
    else styled.push(target);
  }
  return applied ? mostSpecificOf(known, styled) : null;
}

/** The kind that names a flavour of a kind or of one of its ancestors (coffee + liqueur: coffee liqueur). */
export function flavouredKind(known: Knowledge, kindId: string, flavour: string): string | undefined {
  const kind = known.kinds.get(kindId);
  if (!kind) return undefined;
  for (const ancestor of kind.ancestors) {
    const named = known.canon.get(ancestor)?.get(flavour);
    if (named) return named;
  }
  return undefined;
}
