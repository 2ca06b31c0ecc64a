// Named bottles of a kind, for a shopper's "for example". A brand's group name alone may not say
// which product is meant ("Martini" makes several vermouths), so each brand group offers its
// product lines' names as well, and the caller keeps the first one the matcher agrees with. A brand whose name is its kind's (Chartreuse) is no example of it.
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

interface BrandFacts {
  aka: Map<string, string[]>;
  /** names listed in the hand-kept brand files (the well-known bottles), not only in the product lists */
  wellKnown: Set<string>;
}
let facts: BrandFacts | undefined;

function brandFacts(): BrandFacts {
  if (facts) return facts;
  facts = { aka: new Map(), wellKnown: new Set() };
  for (const [file, data] of Object.entries(DATA_FILES.brands)) {
    for (const b of (data as { brands: BrandData[] }).brands) {
      if (b.aka) facts.aka.set(b.name, b.aka);
      if (file.startsWith("brands/")) facts.wellKnown.add(b.name);
    }
  }
  return facts;
}

const letters = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A member's names (the one on its label, then other spellings the data lists, often the shorter name people say), without spellings that differ only in punctuation; shortest first. */
function namesOfMember(brand: Brand): string[] {
  const seen = new Set<string>();
  const names = [brand.name, ...(brandFacts().aka.get(brand.name) ?? [])].filter((name) => !seen.has(letters(name)) && seen.add(letters(name)));
  return names.sort((a, b) => a.length - b.length);
}

/** A brand group's names for a kind: its own name, then its product lines of the kind, shortest first. */
interface GroupNames {
  groupName: string;
  lines: string[];
  wellKnown: boolean;
}

/** kind id -> the brand groups with bottles of it, in data order; one entry per kind the callers ask about */
const namesByKind = new Map<string, GroupNames[]>();

function groupNamesOfKind(kindId: string): GroupNames[] {
  let found = namesByKind.get(kindId);
  if (found) return found;
  found = [];
  for (const group of brandGroups()) {
    const ofKind = group.members.filter(
      (b) => b.flavour === undefined && !b.definesKind && b.kinds.some((k) => knowledge.kinds.get(k)!.ancestorSet.has(kindId)),
    );
    if (ofKind.length === 0) continue;
    const lines = [...new Set(ofKind.flatMap(namesOfMember))].filter((name) => name !== group.groupName).sort((a, b) => a.length - b.length);
    found.push({ groupName: group.groupName, lines, wellKnown: group.members.some((b) => brandFacts().wellKnown.has(b.name)) });
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
 * Up to `limit` bottles of a kind (a kind id or a name such as "Sweet vermouth"), each the first
 * name of a brand group that `accept` takes, looked for in this order: well-known brands by their
 * own name ("Rittenhouse"), then well-known brands by a product line ("Martini Rubino"), then the
 * other brands the data lists; in data order within each. Never two of one maker, nor one of the
 * maker of a bottle `already` chosen. Flavoured bottles are never offered.
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
  const groups = groupNamesOfKind(kindId);
  const used = new Set<GroupNames>();
  const passes: [(g: GroupNames) => boolean, (g: GroupNames) => string[]][] = [
    [(g) => g.wellKnown, (g) => [g.groupName]],
    [(g) => g.wellKnown, (g) => g.lines],
    [(g) => !g.wellKnown, (g) => [g.groupName, ...g.lines]],
  ];
  for (const [takes, namesOf] of passes) {
    for (const group of groups) {
      if (out.length >= limit) return out;
      if (used.has(group) || !takes(group)) continue;
      const chosen = namesOf(group).find((name) => ![...already, ...out].some((o) => sameMaker(o, name)) && accept(name));
      if (chosen === undefined) continue;
      out.push(chosen);
      used.add(group);
    }
  }
  return out;
}
