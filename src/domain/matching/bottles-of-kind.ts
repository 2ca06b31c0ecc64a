// Named bottles of a kind, for a shopper's "for example": brandsOfKind gives a brand's group
// name, which alone may not say which product is meant ("Martini" makes several vermouths); here
// each brand group offers its product lines' names as well, and the caller keeps the first one the
// matcher agrees with. A brand whose name is its kind's (Chartreuse) is no example of it.
import { describeName } from "./describe";
import { DATA_FILES, knowledge, type Brand, type BrandData } from "./knowledge";

interface BrandGroup {
  groupName: string;
  members: Brand[];
}

let groups: BrandGroup[] | undefined;

/** Brand groups in data order of their first entry: the hand-kept brand files (well-known bottles) before the product lists. */
function brandGroups(): BrandGroup[] {
  if (groups) return groups;
  const byGroup = new Map<string, BrandGroup>();
  for (const brand of knowledge.brands) {
    let group = byGroup.get(brand.group);
    if (!group) byGroup.set(brand.group, (group = { groupName: brand.groupName, members: [] }));
    group.members.push(brand);
  }
  return (groups = [...byGroup.values()]);
}

let spellings: Map<string, string[]> | undefined;

/** A brand's other spellings as the data lists them (often the shorter name people say: "Martini Rubino"). */
function otherSpellings(name: string): string[] {
  if (!spellings) {
    spellings = new Map();
    for (const file of Object.values(DATA_FILES.brands)) {
      for (const b of (file as { brands: BrandData[] }).brands) if (b.aka) spellings.set(b.name, b.aka);
    }
  }
  return spellings.get(name) ?? [];
}

const letters = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A member's names, the one on its label first, without spellings that differ only in punctuation; shortest first. */
function namesOfMember(brand: Brand): string[] {
  const seen = new Set<string>();
  const names = [brand.name, ...otherSpellings(brand.name)].filter((name) => !seen.has(letters(name)) && seen.add(letters(name)));
  return names.sort((a, b) => a.length - b.length);
}

/** kind id -> each brand group's names for it, in the order they are offered; one entry per kind the callers ask about */
const namesByKind = new Map<string, string[][]>();

function groupNamesOfKind(kindId: string): string[][] {
  let found = namesByKind.get(kindId);
  if (found) return found;
  found = [];
  for (const group of brandGroups()) {
    const ofKind = group.members.filter(
      (b) => b.flavour === undefined && !b.definesKind && b.kinds.some((k) => knowledge.kinds.get(k)!.ancestorSet.has(kindId)),
    );
    if (ofKind.length > 0) found.push([...new Set([group.groupName, ...ofKind.flatMap(namesOfMember).sort((a, b) => a.length - b.length)])]);
  }
  namesByKind.set(kindId, found);
  return found;
}

/** Words that begin many makers' names, so they say nothing of the maker. */
const COMMON_FIRST_WORDS = new Set(["the", "old", "st.", "saint", "don", "el", "la", "le", "les", "los", "dr.", "mr", "mr."]);

/** Two names of one maker: one begins with the other ("Cointreau L'Unique"), or one's distinctive first word is in the other. */
function sameMaker(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `)) return true;
  const distinctive = (word: string) => word.length >= 4 && !COMMON_FIRST_WORDS.has(word);
  const [wordsOfX, wordsOfY] = [x.split(" "), y.split(" ")];
  return (distinctive(wordsOfX[0]!) && wordsOfY.includes(wordsOfX[0]!)) || (distinctive(wordsOfY[0]!) && wordsOfX.includes(wordsOfY[0]!));
}

/**
 * Up to `limit` bottles of a kind (a kind id or a name such as "Sweet vermouth"), one per brand
 * group in data order, each the first of the group's names that `accept` takes: the group's own
 * name, then its product lines of the kind and their other spellings, shortest first; never
 * two of one maker, nor one of the maker of a bottle `already` chosen. Flavoured bottles are never offered.
 */
export function namedBottlesOfKind(
  kind: string,
  limit: number,
  accept: (name: string) => boolean,
  already: readonly string[] = [],
): string[] {
  const kindId = knowledge.kinds.has(kind) ? kind : describeName(kind).kind;
  const out: string[] = [];
  if (kindId === null) return out;
  for (const names of groupNamesOfKind(kindId)) {
    if (out.length >= limit) break;
    const chosen = names.find((name) => ![...already, ...out].some((o) => sameMaker(o, name)) && accept(name));
    if (chosen !== undefined) out.push(chosen);
  }
  return out;
}
