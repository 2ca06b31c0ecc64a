// Names of kinds and ingredients as a reader of another language writes them
// (data/names/*.json; docs/matching.md, "Names in other languages"). Pure and browser-safe.
import { knowledge } from "./knowledge";
import { readName } from "./names";
import type { Denotation } from "./resolve";

/** The languages the data names kinds in, besides English. */
export function nameLanguages(): string[] {
  return [...knowledge.localNames.keys()];
}

/** "de-AT" and "de" are German; a language the data does not name kinds in is English. */
function languageOf(locale: string): string | undefined {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? "";
  return knowledge.localNames.has(language) ? language : undefined;
}

/** A kind's name in the locale's language, or its English name where the data gives none. */
export function kindNameIn(kindId: string, locale: string): string {
  const language = languageOf(locale);
  const local = language === undefined ? undefined : knowledge.localNames.get(language)!.get(kindId);
  return capitalised(local ?? knowledge.kinds.get(kindId)?.label ?? kindId);
}

/** Whether the locale's language writes every noun with a capital (German), so a name keeps it mid-sentence. */
export function capitalisesNouns(locale: string): boolean {
  const language = languageOf(locale);
  return language !== undefined && knowledge.languageStyles.get(language)!.capitalNouns;
}

function capitalised(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** The one kind a denotation is with nothing more said: no brand, flavour or word the data does not know. */
function plainKind(denotation: Denotation): string | undefined {
  if (denotation.kinds.length !== 1 || denotation.qualifiers.length > 0) return undefined;
  if (denotation.brand !== null || denotation.leadingUnknownWords.length > 0 || denotation.unknown.some(Boolean)) return undefined;
  return denotation.kinds[0];
}

/** A name's alternatives as it writes them ("Bourbon or rye whiskey", "Cognac/brandy"), when it offers some. */
function writtenAlternatives(name: string): string[] {
  return name.split(/\s+or\s+|\s*\/\s*|\s*,\s*(?=[^,]*\bor\b)/i).map((part) => part.trim()).filter((part) => part !== "");
}

/**
 * An ingredient's name as the locale's language writes it: "Lemon juice" is "Zitronensaft" in
 * German, "Bourbon or rye whiskey" "Bourbon oder Roggenwhiskey". Each alternative that is a kind
 * and nothing more takes the kind's name in that language; one the language writes as English does
 * (a brand, a kind it has no name for) keeps its own words. A name that reads otherwise (a
 * flavour, a maker the data does not know) is left as it is written.
 */
export function localizedIngredientName(name: string, locale: string): string {
  const language = languageOf(locale);
  if (language === undefined) return name;
  const shown = knowledge.localNames.get(language)!;
  const style = knowledge.languageStyles.get(language)!;
  const { denotations } = readName(name);
  if (denotations.length === 0) return name;
  const written = writtenAlternatives(name);
  const parts: string[] = [];
  for (const [i, denotation] of denotations.entries()) {
    const kind = plainKind(denotation);
    const local = kind === undefined ? undefined : shown.get(kind);
    if (local !== undefined) parts.push(local);
    else if (written.length === denotations.length && (kind !== undefined || denotation.brand !== null)) parts.push(style.capitalNouns ? capitalised(written[i]!) : written[i]!);
    else return name;
  }
  const joined = parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} ${style.or} ${parts.at(-1)!}`;
  return capitalised(joined);
}
