// A drink name on a menu matched to a catalogue cocktail: its title or a listed variant, with
// spelling, accents and punctuation set aside, and one or two OCR slips forgiven on long names.
// Conservative on purpose: the whole name must be the classic's name, so a house drink that
// merely contains one ("Smoky Negroni Twist") stays unmatched; a wrong recipe is worse than none.
import { CATALOGUE } from "@/domain/catalogue";
import variantData from "./data/name-variants.json";
import { boundedEditDistance } from "./edit-distance";
import { comparable } from "./text";

export interface CatalogueNameMatch {
  catalogueId: string;
  /** the cocktail's title, to put right a name read with OCR slips */
  title: string;
  /** 1 for the name itself or a listed variant, lower for a name read with OCR slips */
  quality: number;
  /** the name as written is the title or a variant (a name whose spaces OCR moved is not) */
  asWritten: boolean;
}

/** A name compared word by word: comparable, a leading "the" dropped. */
function spaced(name: string): string {
  return comparable(name).replace(/^the /, "");
}

/** The form names are compared in: spaced, with the spaces removed (OCR loses and adds them). */
function compact(name: string): string {
  return spaced(name).replace(/ /g, "");
}

/** Digits OCR reads for letters inside a word ("Negr0ni", "Ga1ibaldi"). */
const DIGIT_AS_LETTER: Readonly<Record<string, string>> = { "0": "o", "1": "l", "5": "s", "8": "b" };

function withLettersForDigits(name: string): string {
  return name.replace(/\p{L}[\p{L}\d]*|\d+\p{L}[\p{L}\d]*/gu, (word) => word.replace(/[0158]/g, (d) => DIGIT_AS_LETTER[d]!));
}

/**
 * Letter pairs OCR reads for one letter ("rn" for "m", "fi" or "li" for "h", "cl" for "d"),
 * each folded to that letter on both sides of a comparison, so that the slip counts as one edit.
 */
const LOOK_ALIKES: ReadonlyArray<[RegExp, string]> = [[/rn/g, "m"], [/[fl]i/g, "h"], [/cl/g, "d"], [/vv/g, "w"]];

function folded(key: string): string {
  return LOOK_ALIKES.reduce((text, [pair, letter]) => text.replace(pair, letter), key);
}

const titleById = new Map(CATALOGUE.map((c) => [c.catalogueId, c.title]));
const idByName = new Map<string, string>();
const spacedNames = new Set<string>();
const allNames: Array<[string, string]> = [
  ...CATALOGUE.map((c): [string, string] => [c.title, c.catalogueId]),
  ...Object.entries(variantData.variants).flatMap(([catalogueId, names]) => names.map((name): [string, string] => [name, catalogueId])),
];
for (const [name, catalogueId] of allNames) {
  idByName.set(compact(name), catalogueId);
  spacedNames.add(spaced(name));
}
const knownNames = [...idByName.keys()].map((name) => ({ name, folded: folded(name) }));

/** Edits allowed for a compared name of this length: none on short names, where one letter makes another word. */
function allowedEdits(length: number): number {
  if (length >= 13) return 2;
  if (length >= 7) return 1;
  return 0;
}

/** Whether the text, as written, is a catalogue cocktail's name or variant ("French 75"). */
export function isCatalogueName(text: string): boolean {
  return idByName.has(compact(text));
}

/** The one known name nearest the key within the edits its length allows, or null (none, or a tie between cocktails). */
function nearestKnown(key: string, form: "name" | "folded"): { catalogueId: string; distance: number } | null {
  const limit = allowedEdits(key.length);
  if (limit === 0) return null;
  let best: { catalogueId: string; distance: number } | null = null;
  let tied = false;
  for (const known of knownNames) {
    const knownLimit = Math.min(limit, allowedEdits(known.name.length));
    const distance = boundedEditDistance(key, known[form], knownLimit, true);
    if (distance > knownLimit) continue;
    const catalogueId = idByName.get(known.name)!;
    if (best === null || distance < best.distance) {
      best = { catalogueId, distance };
      tied = false;
    } else if (distance === best.distance && catalogueId !== best.catalogueId) {
      tied = true;
    }
  }
  return best === null || tied ? null : best;
}

/** The catalogue cocktail a menu's drink name means, or null when none is meant beyond doubt. */
export function matchCatalogueName(name: string): CatalogueNameMatch | null {
  const key = compact(name);
  const found = (catalogueId: string, quality: number, asWritten = false) => ({ catalogueId, title: titleById.get(catalogueId)!, quality, asWritten });
  const exact = idByName.get(key);
  if (exact !== undefined) return found(exact, 1, spacedNames.has(spaced(name)));
  const withLetters = idByName.get(compact(withLettersForDigits(name)));
  if (withLetters !== undefined) return found(withLetters, 0.95);
  const near = nearestKnown(key, "name") ?? nearestKnown(folded(key), "folded");
  if (near === null) return null;
  return found(near.catalogueId, near.distance <= 1 ? 0.85 : 0.7);
}
