// The keys of a shelf index: what a bar item can stand in for, as strings a Map can look up.
// The encoding lives only here. Content words are letters and digits only (a data test checks
// it), so the three sorts of key never meet:
//   a name's words        "lemon juice"
//   its last words        "~juice"              (a name we do not recognise, after unknown words)
//   a kind                "kind|qualifiers" or "brand@kind|qualifiers"

/** A key of the shelf index; made only by the functions below. */
export type ShelfKey = string & { readonly shelfKey: unique symbol };

/** The name itself, written any way that normalises to the same words. */
export function sameWordsKey(words: readonly string[]): ShelfKey {
  // one word is its own key: no new string, and the word's hash is already worked out
  return (words.length === 1 ? words[0]! : words.join(" ")) as ShelfKey;
}

/** The last words of a name we do not recognise: "Foobar Zing" offers "zing" to an ingredient "Zing". */
export function lastWordsKey(words: readonly string[]): ShelfKey {
  return `~${words.join(" ")}` as ShelfKey;
}

/**
 * Each plain kind's key, in a list of its own made once: most keys are plain kinds, and most
 * ingredients need one plain kind, so new names share these instead of making them again.
 */
const plainKindKeys = new Map<string, readonly [ShelfKey]>();

function plainKindKeyList(kind: string): readonly [ShelfKey] {
  let list = plainKindKeys.get(kind);
  if (list === undefined) plainKindKeys.set(kind, (list = [`${kind}|` as ShelfKey]));
  return list;
}

/** A kind, optionally of one brand, with its qualifiers (sorted; none for the plain kind). */
export function kindKey(kind: string, brand: string | null = null, qualifiers: readonly string[] = []): ShelfKey {
  if (brand === null && qualifiers.length === 0) return plainKindKeyList(kind)[0];
  const qualified = `${kind}|${qualifiers.join(",")}`;
  return (brand === null ? qualified : `${brand}@${qualified}`) as ShelfKey;
}

/** The keys of some kinds, all of one brand (or none) and with the same qualifiers. */
export function kindKeys(kinds: readonly string[], brand: string | null, qualifiers: readonly string[]): readonly ShelfKey[] {
  if (kinds.length === 1 && brand === null && qualifiers.length === 0) return plainKindKeyList(kinds[0]!);
  return kinds.map((kind) => kindKey(kind, brand, qualifiers));
}
