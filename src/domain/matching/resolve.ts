// Resolves a name's words to what it denotes: the kind(s) it is, the brand it names, and the
// qualifiers (flavours, product-changing words) that make it a different product. Each phase
// below is one step of the rule in docs/matching.md, run in this order:
//   read phrases → cut forms of produce → brand → head kind → label words → other kind words
//   → style words → remaining words → unknown words → flavours → places → kinds stated apart.
import { applyStyle, flavouredKind, mergeBrandWithLabel, mostSpecificOf, onOneLine, refineWith, standsInFor } from "./kinds";
import { knowledge, type Brand, type Entry, type Knowledge, type TrieNode } from "./knowledge";
import { isNumberToken } from "./text";

/** A phrase of the name, with what the lexicon knows of it. */
export interface Phrase {
  text: string;
  entry: Entry | undefined;
  numeric: boolean;
}

export interface Denotation {
  /** most specific kinds; empty when the name is not recognised */
  kinds: string[];
  /** brand identity, when the name names one */
  brand: string | null;
  /** the brand recognised in the name, also when its name is the kind's (Chartreuse) */
  namedBrand: Brand | null;
  /** flavours and words that make it a different product (sorted) */
  qualifiers: string[];
  /** true when every qualifier is an unrecognised word after the head (a descriptor, or a product line) */
  qualifiersAreDescriptors: boolean;
  /** unrecognised words before the head word: most often a brand we do not know (sorted) */
  leadingUnknownWords: string[];
  /** the name's content words (fillers and numbers removed), for exact and fallback matching */
  content: string[];
  /** for each content word, whether it was unrecognised */
  unknown: boolean[];
}

// Speed, in one place: the best split of each name is worked out in buffers kept from one name
// to the next. A cold start reads thousands of names, and three fresh arrays per name, filled by
// Array.prototype.fill (which V8 runs outside compiled code), took 4 M of the worst case's 250 M
// instructions under callgrind. Nothing holds on to them past a call; they grow to the longest name.
let splitScore = new Float64Array(32);
let splitLength = new Uint16Array(32);
const splitNode: Array<TrieNode | undefined> = [];

/**
 * Rule 1 (the same thing written differently): splits normal tokens into the phrases the lexicon
 * knows. Longer phrases win (their weight grows with the square of their length), and a phrase
 * that names a kind or brand weighs a little more, so "dry white wine" reads as dry + white wine
 * rather than "dry white" + wine. A lone word always counts, known or not.
 */
export function readPhrases(tokens: readonly string[], known: Knowledge = knowledge): Phrase[] {
  const count = tokens.length;
  if (splitScore.length <= count) {
    splitScore = new Float64Array(2 * count + 1);
    splitLength = new Uint16Array(2 * count + 1);
  }
  // for each token, the best phrase starting there: its score with what follows, length and trie node
  const bestScore = splitScore;
  const bestLength = splitLength;
  const bestNode = splitNode;
  bestScore[count] = 0;
  for (let start = count - 1; start >= 0; start--) {
    let node = known.trie.next?.get(tokens[start]!);
    const single = node?.entry;
    bestScore[start] = (single ? 1 + (namesSomething(single) ? 0.5 : 0) : 0) + bestScore[start + 1]!;
    bestLength[start] = 1;
    bestNode[start] = node;
    for (let length = 2; node?.next && start + length <= count; length++) {
      node = node.next.get(tokens[start + length - 1]!);
      const entry = node?.entry;
      if (!entry) continue;
      const score = length * length + (namesSomething(entry) ? 0.5 * length : 0) + bestScore[start + length]!;
      if (score >= bestScore[start]!) {
        bestScore[start] = score;
        bestLength[start] = length;
        bestNode[start] = node;
      }
    }
  }
  let phraseCount = 0;
  for (let at = 0; at < count; at += bestLength[at]!) phraseCount++;
  const phrases = new Array<Phrase>(phraseCount);
  for (let at = 0, phrase = 0; at < count; at += bestLength[at]!, phrase++) {
    const entry = bestNode[at]?.entry;
    const text = entry ? bestNode[at]!.phrase! : tokens[at]!;
    phrases[phrase] = { text, entry, numeric: entry === undefined && isNumberToken(text) };
  }
  return phrases;
}

function namesSomething(entry: Entry): boolean {
  return entry.kind !== undefined || entry.brand !== undefined;
}

/** Numbers and filler words are not part of what a name says. */
function isContent(phrase: Phrase): boolean {
  if (phrase.numeric) return false;
  const entry = phrase.entry;
  return !(entry?.filler && !entry.kind && !entry.brand && !entry.flavour && !entry.style && !entry.form);
}

type Role = "head" | "brand" | "kind" | "style" | "form" | "flavour" | "ignore" | "modifier";

/** A phrase that names a kind; weak when it is produce or a flavour, which a product word outranks as head. */
interface KindWord { at: number; kind: string; weak: boolean }

/** What has been read of a name so far; each phase reads some phrases and gives them a role. */
interface Reading {
  readonly known: Knowledge;
  readonly phrases: readonly Phrase[];
  readonly roles: (Role | undefined)[];
  kindWords: KindWord[];
  brand: Brand | undefined;
  brandAt: number;
  head: KindWord | undefined;
  kinds: string[];
  flavours: string[];
  modifiers: string[];
  /** a modifier that always makes another product (not merely an unknown word after the head) */
  productChanging: boolean;
  unknownAt: number[];
  /** the name's last word is written in the plural ("Lemons") */
  readonly endsPlural: boolean;
  /** some phrase of the name is a label word (data/labels.json) */
  readonly labelled: boolean;
}

const NO_KINDS: readonly string[] = [];
const brandKindsOf = (reading: Reading): readonly string[] => reading.brand?.kinds ?? NO_KINDS;

function markModifier(reading: Reading, at: number): void {
  const phrase = reading.phrases[at]!;
  reading.modifiers.push(phrase.entry?.modifierAs ?? phrase.text);
  reading.productChanging = true;
  reading.roles[at] = "modifier";
}

/** Rule 4: produce and what is cut or squeezed from it ("wedge of lime", "egg, white only") read as one kind. */
function attachCutForms(reading: Reading): void {
  const { known, phrases, roles } = reading;
  const lastAt = phrases.length - 1;
  for (let formAt = 0; formAt < phrases.length; formAt++) {
    const form = phrases[formAt]!.entry?.form;
    if (!form) continue;
    // right before produce in the plural that ends the label, it is the grower's word for the produce ("Large White Eggs")
    if (reading.endsPlural && formAt === lastAt - 1 && known.kinds.get(phrases[lastAt]!.entry?.kind ?? "")?.forms !== undefined) {
      roles[formAt] = "ignore";
      continue;
    }
    let nearest: KindWord | undefined;
    for (const word of reading.kindWords) {
      if (word.at === formAt || !known.kinds.get(word.kind)!.forms?.get(form)) continue;
      if (!nearest || Math.abs(word.at - formAt) < Math.abs(nearest.at - formAt)) nearest = word;
    }
    if (!nearest) continue;
    nearest.kind = known.kinds.get(nearest.kind)!.forms!.get(form)!;
    nearest.weak = true;
    roles[formAt] = "form";
    const own = reading.kindWords.findIndex((word) => word.at === formAt);
    if (own >= 0) reading.kindWords.splice(own, 1);
  }
}

/** Rule 3: the first phrase that names a brand. */
function findBrand(reading: Reading): void {
  const { phrases, roles } = reading;
  for (let at = 0; at < phrases.length && reading.brandAt < 0; at++) {
    if (roles[at] === undefined && phrases[at]!.entry?.brand !== undefined) reading.brandAt = at;
  }
  reading.brand = reading.brandAt >= 0 ? phrases[reading.brandAt]!.entry!.brand : undefined;
}

/**
 * Rules 2 and 3: the head is the last kind word that names a product; else the brand's kinds;
 * else the last produce word. A word that is a style of the brand's kind describes the bottle and
 * is not its head ("Chopin Rye"). The label's kind refines the brand's usual one.
 */
function findHeadKind(reading: Reading): void {
  const { known, phrases, roles } = reading;
  const brandKinds = brandKindsOf(reading);
  let lastCandidate: KindWord | undefined;
  for (const word of reading.kindWords) {
    if (roles[word.at] !== undefined) continue;
    if (reading.head !== undefined && isMaterial(reading, word.at)) {
      // "Grappa di Moscato": what the grappa is made from; a flavour still flavours ("Licor de Café")
      if (phrases[word.at]!.entry!.flavour === undefined) roles[word.at] = "ignore";
      continue;
    }
    if (brandKinds.length > 0 && phrases[word.at]!.entry?.style && applyStyle(known, brandKinds, phrases[word.at]!.text)) continue;
    lastCandidate = word;
    if (!word.weak) reading.head = word;
  }
  if (!reading.head && brandKinds.length === 0) reading.head = lastCandidate;
  const head = reading.head;
  if (head) reading.kinds = brandKinds.length > 0 ? kindsOfBrandAndLabel(known, brandKinds, head.kind) : [head.kind];
  else reading.kinds = brandKinds.slice();
  readBrandedProduce(reading);
  readGrowersProduce(reading);
  if (isUnknownMakersFlavour(reading)) readUnknownMakersFruit(reading);
  else if (!reading.head && reading.kinds.length === 0) readUnknownMakersFlavourWord(reading);
  if (reading.head) roles[reading.head.at] = "head";
  if (reading.brandAt >= 0 && roles[reading.brandAt] === undefined) roles[reading.brandAt] = "brand";
  if (reading.brand?.flavour) reading.flavours.push(reading.brand.flavour);
}

/**
 * Whether the kind word at `at` follows a word that says what a kind is made from ("di", "de",
 * "of") and is one: a wine, a fruit, a flavour. A spirit there names the bottle ("Cream of
 * Kentucky Bourbon" is a bourbon).
 */
function isMaterial(reading: Reading, at: number): boolean {
  const { known, phrases } = reading;
  if (at === 0 || !known.materialWords.has(phrases[at - 1]!.text)) return false;
  return !known.kinds.get(phrases[at]!.entry!.kind!)!.ancestorSet.has(SPIRIT);
}

const SPIRIT = "spirit";
const LIQUEUR = "liqueur";

/**
 * A brand's kinds and the kind its label states. The rule "a brand name does not make a product of
 * another maker or region": a maker known for the general kind (a sparkling wine, not a Champagne)
 * does not become the place-bound kind by writing its name ("Korbel Champagne"). Otherwise the
 * label refines the brand.
 */
function kindsOfBrandAndLabel(known: Knowledge, brandKinds: readonly string[], labelKind: string): string[] {
  if (known.alcoholic.has(labelKind) && brandKinds.every((kind) => isSoftTrade(known, kind))) return [];
  const bound = boundKindOf(known, labelKind);
  if (bound !== undefined && brandKinds.every((kind) => kind !== bound && standsInFor(known, bound, kind))) return brandKinds.slice();
  return mergeBrandWithLabel(known, brandKinds, labelKind);
}

/**
 * The rule "a brand name does not make a product of another maker", for makers of drinks without
 * alcohol (soft drinks, water, juice, tea, coffee): a kind with alcohol on their label is a mix, a
 * ready-to-drink or another sense of the word ("Foobar Tea Manzanilla" is a chamomile tea), so the
 * name is not understood.
 */
function isSoftTrade(known: Knowledge, kind: string): boolean {
  const ancestors = known.kinds.get(kind)!.ancestorSet;
  return SOFT_TRADES.some((trade) => ancestors.has(trade));
}

const SOFT_TRADES = ["soft_drink", "water", "juice", "tea", "coffee"];

/** The place-bound kind (data/regions.json) a kind is or descends from, if any. */
function boundKindOf(known: Knowledge, kindId: string): string | undefined {
  for (const ancestor of known.kinds.get(kindId)?.ancestors ?? []) if (known.regionBound.has(ancestor)) return ancestor;
  return undefined;
}

/**
 * The rule "branded produce is produce": a maker of soft drinks, juice or produce that names a
 * fruit in the plural at the end of the label sells that fruit ("Sunkist Lemons"); in the singular
 * it is most often its flavour ("Fanta Lemon").
 */
function readBrandedProduce(reading: Reading): void {
  const { known, phrases, roles } = reading;
  const last = reading.kindWords[reading.kindWords.length - 1];
  if (!reading.endsPlural || reading.brand === undefined || !last || last.at !== phrases.length - 1 || roles[last.at] !== undefined) return;
  const produce = known.kinds.get(last.kind)!;
  if (!produce.produceFamily || produce.cutFrom !== undefined) return;
  const isProducer = (kind: string) => known.kinds.get(kind)!.ancestors.some((ancestor) => known.producerKinds.has(ancestor));
  if (!reading.brand.kinds.every(isProducer)) return;
  if (reading.head) roles[reading.head.at] = undefined;
  reading.head = last;
  reading.kinds = [last.kind];
  roles[last.at] = "head";
}

/**
 * The rule "branded produce is produce", for a grower the data does not know: a label that ends in
 * a fruit in the plural sells that fruit, and the words of a soft drink or syrup before it are the
 * grower's name or the variety's ("Foobar Simple Orchard Lemons", "Foobar Pink Lemonade Lemons").
 * Words of a drink with alcohol stay a product ("Foobar Bourbon Cherries").
 */
function readGrowersProduce(reading: Reading): void {
  const { known, phrases, roles } = reading;
  const last = reading.kindWords[reading.kindWords.length - 1];
  if (!reading.endsPlural || reading.brand !== undefined || !last || last.at !== phrases.length - 1 || reading.head === last) return;
  if (!isBareProduce(known, last.kind)) return;
  for (const word of reading.kindWords) {
    if (word !== last && (known.alcoholic.has(word.kind) || known.kinds.get(word.kind)!.produceFamily || phrases[word.at]!.entry!.flavour !== undefined)) return;
    // the rule "a preserve is not its fruit": a jam or a purée of the fruit stays that ("Foobar Confiture de Fraises")
    if (word !== last && PRESERVES.some((preserve) => known.kinds.get(word.kind)!.ancestorSet.has(preserve))) return;
  }
  for (const word of reading.kindWords) {
    if (word === last) continue;
    roles[word.at] = "ignore";
    reading.unknownAt.push(word.at);
  }
  reading.head = last;
  reading.kinds = [last.kind];
}

/** Kinds made of a fruit that a label names after them in the plural ("confiture de fraises"). */
const PRESERVES = ["jam", "fruit_puree"];

/**
 * The other side of "branded produce is produce": after a maker's name we do not know, a fruit or
 * herb alone in the singular is most often that maker's flavour of some drink ("Foobar Lemon",
 * "Foobar Peppermint"); it is the produce when the label says so in the plural or in a grocer's
 * words ("Foobar Limes", "Foobar Fresh Mint", "Foobar Navel Oranges").
 */
function isUnknownMakersFlavour(reading: Reading): boolean {
  const { known, phrases, head } = reading;
  if (!head || reading.brand !== undefined || reading.endsPlural || !head.weak) return false;
  const produce = known.kinds.get(head.kind)!;
  if (!produce.produceFamily || produce.cutFrom !== undefined) return false;
  // a fruit named in two words ("Rio Red Grapefruit") is the grocer's, unless a drink is named by it ("Blood Orange")
  const { text, entry } = phrases[head.at]!;
  if (text.includes(" ") && (entry!.flavour === undefined || !known.sodaFruits.has(entry!.flavour) || text.split(" ").some((word) => known.marketWords.has(word)))) return false;
  let unknownBefore = false;
  for (let at = 0; at < phrases.length; at++) {
    const phrase = phrases[at]!;
    if (known.marketWords.has(phrase.text)) return false;
    if (at < head.at && phrase.entry === undefined && !phrase.numeric) unknownBefore = true;
    if (at !== head.at && phrase.entry?.kind !== undefined) return false;
  }
  return unknownBefore;
}

/**
 * What an unknown maker's lone fruit is: its soda, for the fruits a soft drink is named by alone
 * ("Foobar Naranja" is an orange soda, as "Jarritos Lime" is a lime soda); anything else (an herb,
 * a fruit a grocer sells singly or a liqueur is named for, a soda's fruit in two words such as
 * "Blood Orange", which names a juice or a liqueur as often) is not understood.
 */
function readUnknownMakersFruit(reading: Reading): void {
  const { text, entry } = reading.phrases[reading.head!.at]!;
  const flavour = entry!.flavour;
  // a soda is named by the fruit in one word; "Blood Orange" alone is as often a juice or a liqueur
  if (flavour !== undefined && reading.known.sodaFruits.has(flavour) && !text.includes(" ")) {
    reading.kinds = [SOFT_DRINK];
    reading.flavours.push(flavour);
    return;
  }
  reading.head = undefined;
  reading.kinds = [];
}

const SOFT_DRINK = "soft_drink";

/**
 * The same rule for a flavour word that names no produce ("Foobar Laranja", "Foobar Maracujá"):
 * alone at the end of a label after a maker's name we do not know, in the singular, it is that
 * flavour's soda where the data names one.
 */
function readUnknownMakersFlavourWord(reading: Reading): void {
  const { known, phrases } = reading;
  if (reading.brand !== undefined || reading.endsPlural) return;
  let last = phrases.length - 1;
  while (last >= 0 && !isContent(phrases[last]!)) last--;
  const flavour = last > 0 ? phrases[last]!.entry?.flavour : undefined;
  if (flavour === undefined || phrases[last]!.entry!.kind !== undefined || !known.sodaFruits.has(flavour)) return;
  for (let at = 0; at < last; at++) if (isContent(phrases[at]!) && phrases[at]!.entry !== undefined) return;
  reading.head = { at: last, kind: SOFT_DRINK, weak: true };
  reading.kinds = [SOFT_DRINK];
  reading.flavours.push(flavour);
}

/**
 * Words on a label that carry the kind (data/labels.json), used only when neither a kind word nor a
 * known brand gave one: "Foobar Reposado" is a reposado tequila. A weak word ("Fine") counts only
 * alone; words that disagree (a tawny fino) leave the name not understood. The last one read stands
 * as the head, so that unknown words before it are the maker's name.
 */
function readLabelWords(reading: Reading): void {
  if (reading.kinds.length > 0) {
    if (reading.labelled) refineBrandWithLabelWords(reading);
    return;
  }
  const { known, phrases, roles } = reading;
  const strong: KindWord[] = [];
  const weak: KindWord[] = [];
  for (let at = 0; at < phrases.length; at++) {
    const label = phrases[at]!.entry?.label;
    if (roles[at] === undefined && label) (label.weak ? weak : strong).push({ at, kind: label.kind, weak: false });
  }
  const labelled = strong.length > 0 ? strong : weak;
  let kinds: string[] | null = labelled.length > 0 ? [labelled[0]!.kind] : null;
  for (const word of labelled.slice(1)) kinds = kinds && refineWith(known, kinds, word.kind);
  if (!kinds) return;
  reading.kinds = kinds;
  for (const word of labelled) roles[word.at] = "kind";
  reading.head = labelled[labelled.length - 1]!;
  roles[reading.head.at] = "head";
}

/**
 * A brand known only for a general kind, whose label names no kind word, is made more specific by
 * the label's words: a wine maker's "Brut" is a sparkling wine, its "Cabernet" a red wine.
 */
function refineBrandWithLabelWords(reading: Reading): void {
  const { known, phrases, roles } = reading;
  for (let at = 0; at < phrases.length; at++) {
    const label = phrases[at]!.entry?.label;
    if (roles[at] !== undefined || !label || label.weak || phrases[at]!.entry!.kind !== undefined) continue;
    const refined = reading.head === undefined && reading.brand !== undefined && reading.kinds.some((kind) => kind !== label.kind && standsInFor(known, label.kind, kind))
      ? refineWith(known, reading.kinds, label.kind)
      : joinedWith(known, reading.kinds, label.kind);
    if (!refined) continue;
    reading.kinds = refined;
    roles[at] = "kind";
  }
}

/** The kind that has both as parents, if the data has one: a "Brut" on a rosé makes a sparkling rosé. */
function joinedWith(known: Knowledge, kinds: readonly string[], other: string): string[] | null {
  if (kinds.some((kind) => onOneLine(known, kind, other))) return null;
  const joined = joinedKinds(known, [...kinds, other]);
  return joined.some((kind) => standsInFor(known, kind, other) && kinds.some((mine) => standsInFor(known, kind, mine))) ? joined : null;
}

/**
 * The flavoured-variant rule applies to a flavour word that stands as one: after the head, next to
 * it ("Foobar Pepper Vodka"), or in a name that says "flavoured" or "infused". A flavour word with
 * unknown words between it and the head is part of a maker's name ("Pepper Foobar Vodka").
 */
function flavourIsPartOfName(reading: Reading, at: number): boolean {
  const { phrases, known } = reading;
  const headAt = reading.head ? reading.head.at : reading.brandAt;
  if (headAt < 0 || at > headAt) return false;
  // a maker's name opens the label: after another word, a flavour is the bottle's ("Foobar Cherry Bakewell Gin")
  for (let before = 0; before < at; before++) if (isContent(phrases[before]!)) return false;
  if (phrases.some((phrase) => phrase.entry?.flavour !== undefined && known.genericFlavours.has(phrase.entry.flavour))) return false;
  for (let between = at + 1; between < headAt; between++) {
    if (phrases[between]!.entry === undefined && !phrases[between]!.numeric) return true;
  }
  return false;
}

/**
 * Rule 2 and the siblings rule: each other kind word refines the kinds (a more specific kind),
 * combines with them (dark + Jamaican), is a flavour (orange liqueur... orange), or names a
 * different product, which makes the whole name another product. Style words wait for their phase.
 */
function readOtherKindWords(reading: Reading): void {
  const { known, phrases, roles } = reading;
  for (const word of reading.kindWords) {
    if (roles[word.at] !== undefined) continue;
    const entry = phrases[word.at]!.entry!;
    if (entry.style && reading.kinds.length > 0 && applyStyle(known, reading.kinds, phrases[word.at]!.text)) continue;
    const refined = reading.kinds.length > 0 ? refineWith(known, reading.kinds, word.kind) : null;
    if (refined) {
      reading.kinds = refined;
      roles[word.at] = "kind";
    } else if (entry.flavour && flavourIsPartOfName(reading, word.at)) {
      reading.unknownAt.push(word.at);
      roles[word.at] = "ignore";
    } else if (entry.flavour) {
      reading.flavours.push(entry.flavour);
      roles[word.at] = "flavour";
    } else if (isSodaCategoryWord(reading, word.at)) {
      roles[word.at] = "ignore";
    } else if (reading.brand === undefined && !known.kinds.get(word.kind)!.produceFamily && isMakersWord(reading, word.at)) {
      reading.unknownAt.push(word.at);
      roles[word.at] = "ignore";
    } else markModifier(reading, word.at);
  }
}

/**
 * The rule "'soda' on a soft drink is its category": on a label read as a soft drink, "soda" says
 * what sort of drink it is, not soda water ("Foobar Cane Soda Ginger Ale", French "Soda Tonic").
 */
function isSodaCategoryWord(reading: Reading, at: number): boolean {
  const { known } = reading;
  return reading.phrases[at]!.text === "soda" && reading.kinds.length > 0 && reading.kinds.every((kind) => known.kinds.get(kind)!.ancestorSet.has(SOFT_DRINK));
}

/** Rule 1 (synonyms such as rosso = sweet vermouth): style words make the kind more specific. */
function applyStyleWords(reading: Reading): void {
  const { phrases, roles } = reading;
  for (let at = 0; at < phrases.length; at++) {
    if (roles[at] !== undefined || !phrases[at]!.entry?.style || reading.kinds.length === 0) continue;
    const styled = applyStyle(reading.known, reading.kinds, phrases[at]!.text);
    if (styled) {
      reading.kinds = styled;
      roles[at] = "style";
    }
  }
}

function sharesALine(known: Knowledge, some: readonly string[], others: readonly string[]): boolean {
  for (const a of some) for (const b of others) if (onOneLine(known, a, b)) return true;
  return false;
}

/** Whether the brand names one specific product: its label's other words say nothing more about the kind. */
function brandIsSpecific(reading: Reading): boolean {
  const brandKinds = brandKindsOf(reading);
  return brandKinds.length > 0 && !brandKinds.some((kind) => reading.known.kinds.get(kind)!.policy === "child");
}

/**
 * The rule "a brand name does not make a product of another maker": a second maker named on the
 * label, known for the general kind of a place-bound kind the first one makes, made the bottle
 * ("Taittinger Domaine Carneros" is a Californian sparkling wine).
 */
function isMakerElsewhere(known: Knowledge, otherKinds: readonly string[], kinds: readonly string[]): boolean {
  if (otherKinds.length === 0) return false;
  return kinds.some((kind) => {
    const bound = boundKindOf(known, kind);
    return bound !== undefined && otherKinds.every((other) => other !== bound && standsInFor(known, bound, other));
  });
}

/**
 * The qualifiers: flavours, words that always make another product (pickled, non-alcoholic),
 * fillers and numbers (nothing), a second brand (the same kind adds nothing; another kind makes a
 * mix such as Jack & Coke), and kind, form or style words left over. Unknown words wait for the next phase.
 */
function readRemainingWords(reading: Reading): void {
  const { known, phrases, roles } = reading;
  const specific = brandIsSpecific(reading);
  for (let at = 0; at < phrases.length; at++) {
    if (roles[at] !== undefined) continue;
    const phrase = phrases[at]!;
    const entry = phrase.entry;
    if (entry?.flavour && flavourIsPartOfName(reading, at)) reading.unknownAt.push(at);
    else if (entry?.flavour) {
      reading.flavours.push(entry.flavour);
      roles[at] = "flavour";
    } else if (entry?.modifier || (entry?.withoutAlcohol && saysWithoutAlcohol(reading, at))) markModifier(reading, at);
    else if (entry?.region !== undefined && !entry.brand) roles[at] = "ignore";
    else if (entry?.filler || phrase.numeric) roles[at] = "ignore";
    else if (entry?.brand) {
      const otherKinds = entry.brand.kinds;
      const makesMix = otherKinds.length > 0 && reading.kinds.length > 0 && !sharesALine(known, otherKinds, reading.kinds);
      if (makesMix) markModifier(reading, at);
      else if (isMakerElsewhere(known, otherKinds, reading.kinds)) reading.kinds = otherKinds.slice();
      else roles[at] = "ignore";
    } else if (entry?.form || entry?.style || entry?.kind) {
      // a style word that does not apply says nothing on a branded bottle ("Chambord Black Raspberry",
      // "Black Label"), nor as a number ("1:1" on a honey syrup)
      const styleOnly = entry.style && !entry.form && !entry.kind;
      if (specific || (styleOnly && (brandKindsOf(reading).length > 0 || /^\d+$/.test(phrase.text.replace(/ /g, ""))))) roles[at] = "ignore";
      // the rule "the kind words win over a maker's word before them": a style or form word of
      // something else before the head of an unbranded name is the maker's ("London 1 Tonic Water")
      else if (!entry.kind && reading.brand === undefined && isMakersWord(reading, at) && !(entry.form && isBareProduce(reading.known, reading.head!.kind))) {
        reading.unknownAt.push(at);
      } else markModifier(reading, at);
    } else reading.unknownAt.push(at);
  }
}

/** Fresh produce itself, not what is cut or squeezed from it: a form word before it is its own ("Lime Wheel"). */
function isBareProduce(known: Knowledge, kindId: string): boolean {
  const kind = known.kinds.get(kindId)!;
  return kind.produceFamily && kind.cutFrom === undefined;
}

/**
 * The rule "a drink without alcohol never meets the drink with it": "Zero", "0.5%" or "NA" on a
 * beer, wine or spirit means it has none ("Foobar Zero Riesling"), while on a soft drink "zero" is
 * its sugar. Opening the label, or after a number ("2.0"), such a word is part of a name.
 */
function saysWithoutAlcohol(reading: Reading, at: number): boolean {
  const { known, phrases } = reading;
  if (at === 0 || phrases[at - 1]!.numeric || !reading.kinds.some((kind) => known.alcoholic.has(kind))) return false;
  // "Brut Zero", "Dosage Zero": a sparkling wine's zero is its sugar; a Champagne holds alcohol by law
  if (DOSAGE_WORDS.has(phrases[at - 1]!.text) || reading.kinds.every((kind) => known.kinds.get(kind)!.ancestorSet.has(CHAMPAGNE))) return false;
  for (let before = 0; before < at; before++) if (isContent(phrases[before]!)) return true;
  return false;
}

const DOSAGE_WORDS: ReadonlySet<string> = new Set(["brut", "dosage", "dosaggio"]);
const CHAMPAGNE = "champagne";

/**
 * The rule "a drink without alcohol never meets the drink with it", for its makers: whatever a
 * maker of nothing but alcohol-free drinks names on its label ("Foobar Brewing" known as one, its
 * "Unfiltered Lager"; a non-alcoholic spirit's "Gin") has no alcohol.
 */
function applyMakerWithoutAlcohol(reading: Reading): void {
  const { known } = reading;
  if (!reading.brand?.withoutAlcohol || !reading.kinds.some((kind) => known.alcoholic.has(kind))) return;
  if (!reading.modifiers.includes(NON_ALCOHOLIC)) reading.modifiers.push(NON_ALCOHOLIC);
  reading.productChanging = true;
}

const NON_ALCOHOLIC = "non alcoholic";

/**
 * Beer as labels write it: an unknown maker's plain "Beer", with no other word of the kind, is a
 * pale lager ("Foobar Beer", "Foobar Bier"), as a mass-market beer sold by that word alone almost
 * always is; a beer named by its colour ("Foobar Bière Brune") is not.
 */
function readPlainBeer(reading: Reading): void {
  const { phrases, head } = reading;
  if (reading.brand !== undefined || !head || !PLAIN_BEER.has(phrases[head.at]!.text) || reading.kinds.length !== 1 || reading.kinds[0] !== BEER) return;
  if (reading.flavours.length > 0 || reading.modifiers.length > 0) return;
  let makerBefore = false;
  for (let at = 0; at < phrases.length; at++) {
    if (at === head.at || !isContent(phrases[at]!)) continue;
    if (at > head.at || phrases[at]!.entry !== undefined) return;
    makerBefore = true;
  }
  if (makerBefore) reading.kinds = [LAGER];
}

const BEER = "beer";
const LAGER = "lager";
/** The words for beer itself, not a beer's kind named in one word ("Kriek", "Gueuze"). */
const PLAIN_BEER: ReadonlySet<string> = new Set(["beer", "bier", "biere", "birra"]);

/**
 * Whether some phrase from `from` up to (not including) `to` names something other than the
 * bottle's own description: a maker's name is followed by unknown words and numbers, and by words
 * that describe the bottle (a label word, a place, a filler, a style or kind word that applied:
 * "Maison Rouge VSOP Cognac", "Foobar Branch Virginia Straight Bourbon").
 */
function namesSomethingUpTo(reading: Reading, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const entry = reading.phrases[at]!.entry;
    if (entry === undefined) continue;
    const role = reading.roles[at];
    const describes = role === "style" || role === "kind" || entry.label !== undefined || (entry.region !== undefined && !entry.brand) || (entry.filler && !entry.kind && !entry.brand && !entry.flavour && !entry.modifier && !entry.withoutAlcohol);
    // words of something else in a row are all the maker's ("Yellow Rose Foobar Bourbon")
    if (!describes && !(role === undefined && isStyleOnly(entry) && isMakersWord(reading, at))) return true;
  }
  return false;
}

/**
 * The rule "the kind words win over a maker's word before them": a word before the head that
 * names a style or kind of something else is the maker's when only unknown words or numbers
 * stand between it and the head ("London 1 Tonic Water", "Port Foobar Lager"), and any style word
 * before fresh produce is ("Foobar Golden Navel Oranges", "Foobar Brown Eggs").
 */
function isMakersWord(reading: Reading, at: number): boolean {
  const head = reading.head;
  if (head === undefined || at >= head.at) return false;
  const entry = reading.phrases[at]!.entry;
  const headKind = reading.known.kinds.get(head.kind)!;
  if (headKind.produceFamily && (entry?.kind === undefined || entry.style)) return true;
  if (at === head.at - 1) return isMakersWordNextToKind(reading, at, headKind.ancestorSet);
  return !namesSomethingUpTo(reading, at + 1, head.at);
}

/** A style word and nothing else: not a kind, a form, a flavour, a modifier or a brand. */
function isStyleOnly(entry: Entry | undefined): boolean {
  return entry?.style === true && entry.kind === undefined && entry.form === undefined && entry.flavour === undefined && !entry.modifier && entry.brand === undefined;
}

/**
 * The rule "the kind words win over a maker's word before them", right before the kind, after a
 * maker's name we do not know: a style word that is not the base spirit's ("Foobar Gold Vodka",
 * "Foobar Blue Corn Whisky"; a liqueur keeps it: "Foobar Black Sambuca"), or a word for a cut of
 * produce that cuts nothing on the label ("Foobar Leaf Apple Juice"), is the maker's.
 */
function isMakersWordNextToKind(reading: Reading, at: number, headAncestors: ReadonlySet<string>): boolean {
  const entry = reading.phrases[at]!.entry;
  const cutOfNothing = entry?.form !== undefined && entry.kind === undefined && entry.flavour === undefined && entry.brand === undefined && reading.roles[at] === undefined;
  // a liqueur keeps a style word of something else ("Black Sambuca"); other kinds have none to keep
  if (!(isStyleOnly(entry) && !headAncestors.has(LIQUEUR)) && !cutOfNothing) return false;
  // a word for a cut opening the label is the maker's too ("Peel Gin")
  if (cutOfNothing && at === 0) return true;
  let makerBefore = false;
  for (let before = 0; before < at; before++) {
    const phrase = reading.phrases[before]!;
    if (phrase.entry === undefined && !phrase.numeric) makerBefore = true;
    else if (isContent(phrase) && phrase.entry?.region === undefined && !isStyleOnly(phrase.entry)) return false;
  }
  return makerBefore;
}

/**
 * Words the matcher does not know: before the head, most often a brand we do not know; after it, a
 * product line or descriptor, kept as a qualifier, except after a kind word that labels put first
 * ("Amaro Foobar"), where they are the maker's name too. On a known specific brand, or a flavoured
 * bottle of a known brand, they say nothing more.
 */
function placeUnknownWords(reading: Reading): string[] {
  const leading: string[] = [];
  if (brandIsSpecific(reading) || (reading.brand !== undefined && reading.flavours.length > 0)) return leading;
  const headAt = reading.head ? reading.head.at : reading.brandAt;
  const makerAfterHead = reading.head !== undefined && namesKindFirst(reading, reading.head.at);
  const placeFrom = Math.min(placeAfterHead(reading), lineNameFrom(reading), varietyAfterProduce(reading));
  for (const at of reading.unknownAt) {
    if ((headAt >= 0 && at < headAt) || makerAfterHead) leading.push(reading.phrases[at]!.text);
    else if (at < placeFrom) reading.modifiers.push(reading.phrases[at]!.text);
  }
  return leading;
}

/**
 * The rule "the kind words win over a maker's words": after the kind, words the data does not know
 * followed only by a style word that ends the label name the maker's line, which says nothing
 * more ("Foobar Cider Mighty Dry", "Foobar Cider Co. Kinda Dry"). Where that run starts, else past the end.
 */
function lineNameFrom(reading: Reading): number {
  const { phrases, head } = reading;
  const last = phrases.length - 1;
  if (!head || last <= head.at + 1 || !isStyleOnly(phrases[last]!.entry)) return phrases.length;
  const isUnknown = (phrase: Phrase) => phrase.entry === undefined && !phrase.numeric;
  let from = last;
  let unknownWords = 0;
  // back over unknown words, fillers and numbers ("Co.") to the kind
  for (; from - 1 > head.at && (isUnknown(phrases[from - 1]!) || !isContent(phrases[from - 1]!)); from--) {
    if (isUnknown(phrases[from - 1]!)) unknownWords++;
  }
  return unknownWords > 0 && from === head.at + 1 ? from : phrases.length;
}

/**
 * The rule "after 'de', 'di' or 'of' a wine, fruit or flavour says what a spirit is made from",
 * for words the data does not know: on a wine, a spirit or a vinegar, "de", "di" or "of" after the
 * kind followed only by such words names a place or a maker ("Crémant de Foobar", "Balsamic
 * Vinegar of Foobar", "Grappa di Foobar"), which says nothing more. Where the position of the
 * first of them, else past the end.
 */
function placeAfterHead(reading: Reading): number {
  const { known, phrases, head } = reading;
  if (!head || !reading.kinds.some((kind) => PLACED_KINDS.some((placed) => known.kinds.get(kind)!.ancestorSet.has(placed)))) return phrases.length;
  for (let at = head.at + 1; at < phrases.length - 1; at++) {
    if (!known.materialWords.has(phrases[at]!.text)) continue;
    for (let after = at + 1; after < phrases.length; after++) {
      if (isContent(phrases[after]!) && phrases[after]!.entry !== undefined) return phrases.length;
    }
    return at;
  }
  return phrases.length;
}

/**
 * The rule "a fruit's variety or origin after its name is a grocer's word": produce named in another
 * language ("Äpfel", "peras") that opens the label, followed by one or two words the data does not know and nothing else, is that produce of
 * some variety or place ("Foobar" apples "Äpfel Foobar", "Peras Foobar"). Where those words start, else past the end.
 */
function varietyAfterProduce(reading: Reading): number {
  const { known, phrases, head } = reading;
  if (!head || reading.kinds.length !== 1 || !known.kinds.get(reading.kinds[0]!)!.ancestorSet.has("produce")) return phrases.length;
  if (!known.foreignProduce.has(phrases[head.at]!.text)) return phrases.length;
  for (let at = 0; at < head.at; at++) if (isContent(phrases[at]!)) return phrases.length;
  const after = phrases.slice(head.at + 1).filter(isContent);
  if (after.length === 0 || after.length > 2 || after.some((phrase) => phrase.entry !== undefined)) return phrases.length;
  return head.at + 1;
}

/**
 * The rule "a winery's Rosso is a red wine": "Rosso" alone is a sweet vermouth, but on a label
 * that names an Italian winery ("Tenuta Foobar Rosso", "Cantina Foobar Rosso") it is the red wine.
 */
function readWineryRosso(reading: Reading): void {
  const { known, phrases, head } = reading;
  if (!head || phrases[head.at]!.text !== ROSSO || reading.kinds.length !== 1 || reading.kinds[0] !== SWEET_VERMOUTH) return;
  if (phrases.some((phrase) => known.wineryWords.has(phrase.text))) reading.kinds = [RED_WINE];
}

const ROSSO = "rosso";
const SWEET_VERMOUTH = "sweet_vermouth";
const RED_WINE = "red_wine";

/** Kinds named for a place or a maker after "de", "di" or "of" (produce by where it grew: "Foobar Lemons of Foo"). */
const PLACED_KINDS = ["wine", "spirit", "vinegar", "produce"];

/** Whether the name opens with a kind word that labels put before the maker's name. */
function namesKindFirst(reading: Reading, headAt: number): boolean {
  if (!reading.known.kindFirst.has(reading.phrases[headAt]!.text)) return false;
  for (let at = 0; at < headAt; at++) if (isContent(reading.phrases[at]!)) return false;
  return true;
}

/** Whether one of the kinds already is that flavour of itself ("Chambord", a raspberry liqueur). */
function kindIsFlavour(known: Knowledge, kinds: readonly string[], flavour: string): boolean {
  for (const kind of kinds) {
    const named = flavouredKind(known, kind, flavour);
    if (named !== undefined && standsInFor(known, kind, named)) return true;
    // a spiced rum is already spiced ("Kraken Gold Spiced"), a cider already apple ("Foobar Granny Smith Cider")
    for (const ancestor of known.kinds.get(kind)!.ancestors) {
      if (known.kindFlavour.get(ancestor) === flavour) return true;
      const fruit = known.madeOf.get(ancestor);
      if (fruit !== undefined && (fruit === flavour || known.flavourAncestors.get(flavour)?.includes(fruit))) return true;
    }
  }
  return false;
}



/**
 * The flavoured-variant rule: a flavour makes another product unless the kind already is that
 * flavour ("Chambord raspberry", "Kahlua coffee liqueur"). A generic "flavoured" gives way to a
 * named flavour, and a flavour that names a kind of its own (coffee + liqueur) becomes that kind.
 */
function settleFlavours(reading: Reading): string[] {
  const { known } = reading;
  let flavours = sortedDistinct(reading.flavours);
  if (flavours.length > 1) flavours = flavours.filter((flavour) => !known.genericFlavours.has(flavour));
  // "pink grapefruit & grapefruit": a flavour another one listed is a kind of says nothing more
  if (flavours.length > 1) flavours = flavours.filter((flavour) => !flavours.some((other) => known.flavourAncestors.get(other)?.includes(flavour)));
  if (flavours.length > 0) flavours = flavours.filter((flavour) => !kindIsFlavour(known, reading.kinds, flavour));
  // a flavoured bottle of some kinds is another kind: a salted caramel cream is a cream liqueur, and
  // a strawberry cream liqueur is a cream liqueur, not a strawberry liqueur
  // (a kind that names the flavour of this very kind comes first: a pear cider is a perry)
  if (flavours.length > 0 && reading.modifiers.length === 0) {
    const flavouredAs = reading.kinds.map((kind) => (known.canon.get(kind)?.has(flavours[0]!) ? undefined : known.kinds.get(kind)!.flavouredAs));
    if (flavouredAs.some((kind) => kind !== undefined)) {
      reading.kinds = mostSpecificOf(known, reading.kinds.map((kind, i) => flavouredAs[i] ?? kind));
      // a flavoured soft drink is that flavour's soda, named where the data names it ("Foobar Orange": orange soda)
      if (!(flavours.length === 1 && reading.kinds.some((kind) => known.kinds.get(kind)!.policy === "separate" && flavouredKind(known, kind, flavours[0]!)))) return flavours;
    }
  }
  if (flavours.length === 1 && reading.modifiers.length === 0 && reading.kinds.length > 0) {
    let named = false;
    const kinds = reading.kinds.map((kind) => {
      const flavoured = flavouredKind(known, kind, flavours[0]!);
      if (flavoured) named = true;
      return flavoured ?? kind;
    });
    if (named) {
      reading.kinds = mostSpecificOf(known, kinds);
      return [];
    }
  }
  return flavours;
}

/** Kinds stated apart that one kind of the data joins: "Islay" and "single malt" make a single malt Scotch. */
function joinedKinds(known: Knowledge, kinds: string[]): string[] {
  let joined: string[] | undefined;
  for (const meet of known.meetKinds) {
    const parents = known.kinds.get(meet)!.parents;
    if (parents.every((parent) => kinds.some((kind) => standsInFor(known, kind, parent)))) (joined ??= kinds.slice()).push(meet);
  }
  return joined === undefined ? kinds : mostSpecificOf(known, joined);
}

/**
 * The rule "a brand name does not make a product of another region": a place on the label that is
 * not the home of a place-bound kind makes the bottle the general kind (a Champagne house's Napa
 * sparkling wine, a "California Champagne").
 */
function applyPlaces(reading: Reading): void {
  const { known, phrases } = reading;
  for (let at = 0; at < phrases.length; at++) {
    const place = phrases[at]!.entry?.region;
    if (place === undefined || phrases[at]!.entry!.brand || known.notOrigin.has(phrases[at + 1]?.text ?? "")) continue;
    reading.kinds = mostSpecificOf(known, reading.kinds.map((kind) => {
      const bound = boundKindOf(known, kind);
      const rule = bound === undefined ? undefined : known.regionBound.get(bound)!;
      return rule === undefined || rule.from.has(place) ? kind : rule.otherwise;
    }));
  }
}

/** The name's last phrase that is not a filler or a number. */
function lastContent(phrases: readonly Phrase[]): Phrase | undefined {
  for (let at = phrases.length - 1; at >= 0; at--) if (isContent(phrases[at]!)) return phrases[at];
  return undefined;
}

/** A list's distinct words, sorted: the list itself when it has at most one, so callers pass lists of their own. */
function sortedDistinct(words: string[]): string[] {
  return words.length <= 1 ? words : [...new Set(words)].sort();
}

/** What a list of normal tokens denotes. */
export function resolveTokens(tokens: readonly string[], known: Knowledge = knowledge, endsPlural = false): Denotation {
  const phrases = readPhrases(tokens, known);
  // "Zitronen", "limoni": a produce name in another language's plural ends the name in the plural
  // (the last word that says something: a grocer's words after it, "Eieren Vrije Uitloop", say nothing)
  if (!endsPlural && phrases.length > 0) endsPlural = known.pluralProduce.has(lastContent(phrases)?.text ?? "");
  // lists sized up front: one grown by push reserves 17 places, and this runs for every new name
  let contentCount = 0;
  let kindCount = 0;
  let labelled = false;
  for (const phrase of phrases) {
    if (isContent(phrase)) contentCount++;
    if (phrase.entry?.kind) kindCount++;
    if (phrase.entry?.label) labelled = true;
  }
  const content = new Array<string>(contentCount);
  const unknown = new Array<boolean>(contentCount);
  const kindWords = new Array<KindWord>(kindCount);
  for (let at = 0, contentAt = 0, kindAt = 0; at < phrases.length; at++) {
    const { entry, text } = phrases[at]!;
    if (entry?.kind) kindWords[kindAt++] = { at, kind: entry.kind, weak: known.kinds.get(entry.kind)!.produceFamily || entry.flavour !== undefined };
    if (isContent(phrases[at]!)) {
      content[contentAt] = text;
      unknown[contentAt++] = entry === undefined;
    }
  }
  const reading: Reading = {
    known, phrases, roles: new Array<Role | undefined>(phrases.length), kindWords, brand: undefined, brandAt: -1,
    head: undefined, kinds: [], flavours: [], modifiers: [], productChanging: false, unknownAt: [], endsPlural, labelled,
  };
  attachCutForms(reading);
  findBrand(reading);
  findHeadKind(reading);
  readLabelWords(reading);
  readWineryRosso(reading);
  readOtherKindWords(reading);
  applyStyleWords(reading);
  readRemainingWords(reading);
  readPlainBeer(reading);
  applyMakerWithoutAlcohol(reading);
  const leading = placeUnknownWords(reading);
  const flavours = settleFlavours(reading);
  applyPlaces(reading);
  if (reading.kinds.length > 1) reading.kinds = joinedKinds(known, reading.kinds);
  const qualifiers = reading.modifiers.length === 0 ? flavours : sortedDistinct(flavours.concat(reading.modifiers));
  const brand = reading.brand;
  return {
    kinds: reading.kinds,
    brand: brand && !brand.definesKind ? brand.group : null,
    namedBrand: brand ?? null,
    qualifiers,
    qualifiersAreDescriptors: qualifiers.length > 0 && flavours.length === 0 && !reading.productChanging,
    leadingUnknownWords: sortedDistinct(leading),
    content,
    unknown,
  };
}
