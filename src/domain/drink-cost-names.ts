/**
 * A recipe line's name inside the page's "cost without …" sentence: in English a kind in lower
 * case after "the", a brand as its label writes it ("the lime juice", "the Campari"); in another
 * language the name the names data gives it, in lower case unless the language writes nouns
 * with a capital ("jus de citron vert", "Limettensaft"). Apart from drink-cost.ts, which the
 * pages' browser code uses, since this reads the matcher.
 */
import { capitalisesNouns, describeName, localizedIngredientName } from "./matching";
import { localeOf } from "./locales";

export function nameInSentence(name: string, locale: string): string {
  const described = describeName(name);
  const asWritten = described.via === "brand" || described.kind === null;
  if (localeOf(locale) === "en") return `the ${asWritten ? name : lowerFirst(name)}`;
  const local = localizedIngredientName(name, locale);
  return asWritten || capitalisesNouns(locale) ? local : lowerFirst(local);
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLocaleLowerCase() + name.slice(1);
}
