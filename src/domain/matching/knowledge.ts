// Compiles the data tables in ./data into the structures the resolver uses: a phrase
// lexicon, the kind hierarchy (a DAG of "can stand in for"), flavours and brands.
// Knowledge lives in the JSON files; this module only indexes it (once, at load).
import spiritsKinds from "./data/kinds/spirits.json";
import liqueurKinds from "./data/kinds/liqueurs.json";
import wineKinds from "./data/kinds/wines.json";
import mixerKinds from "./data/kinds/mixers.json";
import syrupBitterKinds from "./data/kinds/syrups-bitters.json";
import pantryKinds from "./data/kinds/pantry.json";
import produceData from "./data/produce.json";
import formsData from "./data/forms.json";
import flavoursData from "./data/flavours.json";
import fillersData from "./data/fillers.json";
import modifiersData from "./data/modifiers.json";
import labelsData from "./data/labels.json";
import regionsData from "./data/regions.json";
import alcoholFreeData from "./data/alcohol-free.json";
import ginVodkaBrands from "./data/brands/gin-vodka.json";
import rumAgaveBrands from "./data/brands/rum-agave.json";
import whiskeyBrandyBrands from "./data/brands/whiskey-brandy.json";
import liqueurBrands from "./data/brands/liqueurs-aperitifs.json";
import pantryBrands from "./data/brands/bitters-mixers-pantry.json";
import whiskeyProducts from "./data/products/whiskey.json";
import rumAgaveProducts from "./data/products/rum-agave.json";
import ginVodkaProducts from "./data/products/gin-vodka.json";
import brandyProducts from "./data/products/brandy-other-spirits.json";
import liqueurProducts from "./data/products/liqueurs-aperitifs.json";
import wineProducts from "./data/products/wines.json";
import beerProducts from "./data/products/beer-cider-rtd.json";
import mixerProducts from "./data/products/bitters-syrups-mixers.json";
import pantryProducts from "./data/products/pantry.json";
import germanNames from "./data/names/de.json";
import frenchNames from "./data/names/fr.json";
import spanishNames from "./data/names/es.json";
import italianNames from "./data/names/it.json";
import dutchReading from "./data/names/reading/nl.json";
import swedishReading from "./data/names/reading/sv.json";
import norwegianReading from "./data/names/reading/nb.json";
import danishReading from "./data/names/reading/da.json";
import finnishReading from "./data/names/reading/fi.json";
import polishReading from "./data/names/reading/pl.json";
import portugueseReading from "./data/names/reading/pt.json";
import { tokenizePhrase } from "./text";

// ---- shapes of the data files --------------------------------------------------------

export interface KindData {
  id: string;
  names?: string[];
  parents?: string[];
  facet?: string;
  styles?: Record<string, string>;
  flavoured?: string;
  flavourOf?: string[];
  /** the kind a flavoured bottle of this kind is (a flavoured cream is a cream liqueur) */
  flavouredAs?: string;
  /** the flavour the kind already is without saying so (cider: apple) */
  flavour?: string;
}
export interface ProduceData {
  id: string;
  names: string[];
  parents?: string[];
  forms?: string[];
  same?: string[];
  flavour?: boolean;
  flavourParents?: string[];
}
export interface LabelWordData { words: string[]; kind: string; weak?: boolean }
export interface FormData { id: string; names: string[]; parent?: string }
/**
 * Words a grocer's label uses (data/produce.json marketWords), and the grocers whose own label
 * sells produce (retailers): a grocer's name says nothing of what the item is, so it is a filler
 * word, and what follows it alone is the produce ("Foobarmarkt Basil").
 */
function readMarketWords(d: Draft): Set<string> {
  const words = new Set<string>();
  const produce = DATA_FILES.produce as { marketWords?: unknown; retailers?: unknown };
  for (const w of asArray<string>(produce.marketWords ?? [], "produce.json marketWords", d.problems)) {
    const tokens = tokensOf(d, w, "produce.json marketWords");
    if (tokens) words.add(tokens.join(" "));
  }
  for (const w of asArray<string>(produce.retailers ?? [], "produce.json retailers", d.problems)) {
    const ph = phraseOf(d, w, "produce.json retailers");
    if (!ph) continue;
    if (ph.entry.kind !== undefined || ph.entry.brand !== undefined) d.problems.push(`produce.json: retailer "${w}" already names a kind or brand`);
    ph.entry.filler = true;
    words.add(ph.text);
  }
  return words;
}

/** The fruits (and fruit flavours) a soft drink is named by alone (data/produce.json sodaFruits). */
function readSodaFruits(d: Draft): Set<string> {
  const ids = new Set<string>();
  for (const id of asArray<string>((DATA_FILES.produce as { sodaFruits?: unknown }).sodaFruits ?? [], "produce.json sodaFruits", d.problems)) {
    if (!d.kinds.get(id)?.produceFamily && !d.flavourNames.has(id)) d.problems.push(`produce.json: sodaFruits "${id}" is neither a produce nor a flavour`);
    ids.add(id);
  }
  return ids;
}

/** Places a label can name, and the kinds that only come from some places (data/regions.json). */
export interface RegionsData {
  places: Record<string, string[]>;
  boundKinds: Array<{ kind: string; from: string[]; otherwise: string }>;
  producers: string[];
  notOrigin: string[];
}
export interface FlavourData { id: string; names: string[]; parents?: string[]; generic?: boolean }
export interface BrandData { name: string; aka?: string[]; kind: string | string[] | null; flavour?: string; group?: string; withoutAlcohol?: boolean }
export interface AlcoholFreeData {
  makers: Record<string, string[]>;
  kindsWithoutAlcohol: string[];
  onAlcoholicDrinks: string[];
  alcoholicKinds: string[];
}

function alcoholFreeFile(): Partial<AlcoholFreeData> {
  return (DATA_FILES.alcoholFree ?? {}) as Partial<AlcoholFreeData>;
}

/** The makers of nothing but alcohol-free drinks, as brands of the kind they make. */
function alcoholFreeMakersAsBrands(file: Partial<AlcoholFreeData>): { brands: BrandData[] } {
  const brands: BrandData[] = [];
  for (const [kind, names] of Object.entries(file.makers ?? {})) for (const name of names) brands.push({ name, kind, withoutAlcohol: true });
  return { brands };
}
/**
 * A language's names for the kinds (data/names/*.json). kinds: a kind's names in the language, the
 * first the one shown to people. produce: how a fruit or herb is written, alone (names) and joined
 * to a form word (stems: "Zitronen" in "Zitronensaft", "de citron" in "jus de citron"). forms: the
 * words for what is cut or squeezed from produce, "{}" standing for a stem.
 */
export interface LanguageNamesData {
  language: string;
  /** the word that offers an alternative ("oder"), for names shown to people (a language read only on labels has none) */
  or?: string;
  /** the language writes every noun with a capital, so an English name kept in it does too */
  capitalNouns?: boolean;
  kinds?: Record<string, string[]>;
  produce?: Record<string, { names: string[]; stems?: string[] }>;
  forms?: Record<string, string[]>;
  /** words that do not change what an ingredient is ("frisch gepresst"), as fillers.json */
  fillers?: string[];
}

/** The compact product files: "kind" or "kind+kind" (and "/flavour") -> names written "Name | alias | alias". */
export interface ProductFileData { products: Record<string, string[]> }

/** A product file as brand entries, so that products compile (and are checked) exactly like brands. */
export function productsAsBrands(file: ProductFileData): { brands: BrandData[] } {
  const brands: BrandData[] = [];
  for (const [key, names] of Object.entries(file.products)) {
    const [kinds = "", flavour] = key.split("/");
    const kind = kinds.includes("+") ? kinds.split("+") : kinds;
    for (const entry of names) {
      const [name = "", ...aka] = entry.split(" | ");
      brands.push(flavour === undefined ? { name, aka, kind } : { name, aka, kind, flavour });
    }
  }
  return { brands };
}

/** Every data file, by the name used in messages. Exported for the integrity tests. */
export const DATA_FILES = {
  kinds: {
    "kinds/spirits.json": spiritsKinds,
    "kinds/liqueurs.json": liqueurKinds,
    "kinds/wines.json": wineKinds,
    "kinds/mixers.json": mixerKinds,
    "kinds/syrups-bitters.json": syrupBitterKinds,
    "kinds/pantry.json": pantryKinds,
  } as Record<string, unknown>,
  brands: {
    "brands/gin-vodka.json": ginVodkaBrands,
    "brands/rum-agave.json": rumAgaveBrands,
    "brands/whiskey-brandy.json": whiskeyBrandyBrands,
    "brands/liqueurs-aperitifs.json": liqueurBrands,
    "brands/bitters-mixers-pantry.json": pantryBrands,
    "products/whiskey.json": productsAsBrands(whiskeyProducts),
    "products/rum-agave.json": productsAsBrands(rumAgaveProducts),
    "products/gin-vodka.json": productsAsBrands(ginVodkaProducts),
    "products/brandy-other-spirits.json": productsAsBrands(brandyProducts),
    "products/liqueurs-aperitifs.json": productsAsBrands(liqueurProducts),
    "products/wines.json": productsAsBrands(wineProducts),
    "products/beer-cider-rtd.json": productsAsBrands(beerProducts),
    "products/bitters-syrups-mixers.json": productsAsBrands(mixerProducts),
    "products/pantry.json": productsAsBrands(pantryProducts),
    "alcohol-free.json makers": alcoholFreeMakersAsBrands(alcoholFreeData as Partial<AlcoholFreeData>),
  } as Record<string, unknown>,
  produce: produceData as unknown,
  forms: formsData as unknown,
  flavours: flavoursData as unknown,
  fillers: fillersData as unknown,
  modifiers: modifiersData as unknown,
  labels: labelsData as unknown,
  regions: regionsData as unknown,
  alcoholFree: alcoholFreeData as unknown,
  languages: {
    "names/de.json": germanNames,
    "names/fr.json": frenchNames,
    "names/es.json": spanishNames,
    "names/it.json": italianNames,
  } as Record<string, unknown>,
  // read on labels only, never shown: the interface does not speak these languages
  readingLanguages: {
    "names/reading/nl.json": dutchReading,
    "names/reading/sv.json": swedishReading,
    "names/reading/nb.json": norwegianReading,
    "names/reading/da.json": danishReading,
    "names/reading/fi.json": finnishReading,
    "names/reading/pl.json": polishReading,
    "names/reading/pt.json": portugueseReading,
  } as Record<string, unknown>,
};

// ---- compiled structures ---------------------------------------------------------------

export type FlavourPolicy = "child" | "separate";

export interface Kind {
  id: string;
  /** how the kind is written for people: its first name in the data ("London dry gin") */
  label: string;
  /** for a kind cut or squeezed from produce (lime juice): that produce */
  cutFrom: string | undefined;
  parents: string[];
  facet: string | undefined;
  /** style phrase -> kind, from this kind's own table */
  ownStyles: Map<string, string>;
  ownPolicy: FlavourPolicy | undefined;
  /** produce, or cut/squeezed from produce */
  produceFamily: boolean;
  /** for produce: form id -> the kind that form names (a generated kind, or the produce itself) */
  forms: Map<string, string> | undefined;
  /** the kind a flavoured bottle of this kind is instead (cream -> cream liqueur), if any */
  flavouredAs: string | undefined;
  // filled in by finish():
  ancestors: string[];
  ancestorSet: Set<string>;
  root: boolean;
  policy: FlavourPolicy;
  /** the nearest kind (itself or an ancestor) whose flavoured variants are its children, if any */
  policyOwner: string | undefined;
}

export interface Brand {
  /** identity used when a recipe names the brand (product lines share it) */
  group: string;
  /** the brand as its label writes it ("Tanqueray No. Ten") */
  name: string;
  /** its group as written ("Tanqueray"): the brand a person would name */
  groupName: string;
  kinds: string[];
  flavour: string | undefined;
  /** the brand's name is itself the name of its kind (Chartreuse, Lillet): the kind says it all */
  definesKind: boolean;
  /** a maker of nothing but alcohol-free drinks: whatever its label names has no alcohol */
  withoutAlcohol: boolean;
}

/** What a phrase can mean. A phrase may have several readings of different types. */
export interface Entry {
  kind?: string;
  brand?: Brand;
  flavour?: string;
  style?: true;
  form?: string;
  filler?: true;
  /** always makes a different product (pickled, non-alcoholic) */
  modifier?: true;
  /** the modifier this one means the same as (zero proof: non alcoholic) */
  modifierAs?: string;
  /** a word on a label that carries the kind when nothing else in the name does (data/labels.json) */
  label?: { kind: string; weak: boolean };
  /** a place a label names (data/regions.json): "Napa", "Tasmania" */
  region?: string;
  /** a word that means "without alcohol" only on a drink that has some ("Zero", "0.5%"; data/alcohol-free.json) */
  withoutAlcohol?: true;
}

export interface TrieNode {
  entry?: Entry;
  phrase?: string;
  next?: Map<string, TrieNode>;
}

export interface Knowledge {
  kinds: Map<string, Kind>;
  lexicon: Map<string, Entry>;
  /** the lexicon as a trie over tokens, for segmentation without building phrase strings */
  trie: TrieNode;
  /** base kind -> flavour -> the kind that names that flavour of it (coffee liqueur) */
  canon: Map<string, Map<string, string>>;
  flavourAncestors: Map<string, string[]>;
  genericFlavours: Set<string>;
  /** kind words that labels put before the maker's name ("Amaro Foobar") */
  kindFirst: Set<string>;
  /** words after a kind that say what it is made from ("Grappa di Moscato"), as phrases */
  materialWords: ReadonlySet<string>;
  /** an Italian winery's words on a label ("Tenuta", "Cantina"): its "Rosso" is a red wine */
  wineryWords: ReadonlySet<string>;
  /** a flavoured kind -> the flavour it is of its base (spiced rum -> spiced) */
  kindFlavour: Map<string, string>;
  /** a kind -> the fruit it is made of, which any kind of that fruit on its label only restates (cider -> apple) */
  madeOf: Map<string, string>;
  /** kinds with more than one parent (single malt Scotch: Scotch and single malt) */
  meetKinds: readonly string[];
  /** a kind that only comes from some places -> those places and the kind it is when made elsewhere */
  regionBound: Map<string, { from: ReadonlySet<string>; otherwise: string }>;
  /** kinds whose makers also sell produce under their name (Sunkist lemons) */
  producerKinds: ReadonlySet<string>;
  /** words after a place that make it the cask's or edition's ("California Cask"), as phrases */
  notOrigin: ReadonlySet<string>;
  /** words a grocer's label uses ("fresh", "free range") and grocers' own names, as phrases */
  marketWords: ReadonlySet<string>;
  /** produce names that are plurals in another language ("zitronen", "limoni"), as phrases */
  pluralProduce: ReadonlySet<string>;
  /** produce names of the other languages that are no English produce name ("Äpfel", "peras") */
  foreignProduce: ReadonlySet<string>;
  /** the fruits a soft drink is named by alone, after a maker's name we do not know */
  sodaFruits: ReadonlySet<string>;
  /** the kinds that hold alcohol, with their descendants (data/alcohol-free.json) */
  alcoholic: ReadonlySet<string>;
  /** every brand, in data order (product lines of one group are separate brands) */
  brands: Brand[];
  brandCount: number;
  brandGroupCount: number;
  /** language -> kind -> the kind's name in that language, as shown to people (data/names/*.json) */
  localNames: Map<string, Map<string, string>>;
  /** language -> how names are joined and written in it (its "or", whether nouns take a capital) */
  languageStyles: Map<string, { or: string; capitalNouns: boolean }>;
  /** every problem found while compiling; empty when the data is sound */
  problems: string[];
}

// Every entry and trie node is made with all its fields, in one order, whatever it holds: the
// resolver reads them for every word of every new name, and V8 reads a field slowly where it has
// seen objects of many shapes (entries filled in field by field take some twenty).
function newEntry(): Entry {
  return { kind: undefined, brand: undefined, flavour: undefined, style: undefined, form: undefined, filler: undefined, modifier: undefined, modifierAs: undefined, label: undefined, region: undefined, withoutAlcohol: undefined };
}

function newTrieNode(): TrieNode {
  return { entry: undefined, phrase: undefined, next: undefined };
}

function asArray<T>(v: unknown, what: string, problems: string[]): T[] {
  if (Array.isArray(v)) return v as T[];
  problems.push(`${what}: expected an array`);
  return [];
}

function listOf<T>(file: unknown, key: string, what: string, problems: string[]): T[] {
  if (file === null || typeof file !== "object") {
    problems.push(`${what}: not an object`);
    return [];
  }
  return asArray<T>((file as Record<string, unknown>)[key], `${what}.${key}`, problems);
}

/** What the compiler builds up, step by step, before it becomes the Knowledge. */
interface Draft {
  problems: string[];
  kinds: Map<string, Kind>;
  /** kind id -> its phrases */
  names: Map<string, string[]>;
  styleTables: Array<[string, Record<string, string>]>;
  flavourOfs: Array<[string, string[]]>;
  /** kind id -> the flavour it already is (data "flavour") */
  ownFlavours: Array<[string, string]>;
  forms: Map<string, FormData>;
  flavourNames: Map<string, string[]>;
  flavourParents: Map<string, string[]>;
  genericFlavours: Set<string>;
  lexicon: Map<string, Entry>;
  trie: TrieNode;
}

function addKind(d: Draft, id: string, where: string): Kind {
  let k = d.kinds.get(id);
  if (!k) {
    k = {
      id, label: id.replace(/_/g, " "), cutFrom: undefined, parents: [], facet: undefined, ownStyles: new Map(), ownPolicy: undefined, produceFamily: false,
      forms: undefined, flavouredAs: undefined, ancestors: [], ancestorSet: new Set(), root: true, policy: "separate", policyOwner: undefined,
    };
    d.kinds.set(id, k);
    d.names.set(id, []);
  } else if (where !== "merge") {
    d.problems.push(`${where}: kind "${id}" defined twice`);
  }
  return k;
}

function addFlavour(d: Draft, id: string, ns: readonly string[], parents: readonly string[]): void {
  if (!d.flavourNames.has(id)) { d.flavourNames.set(id, []); d.flavourParents.set(id, []); }
  d.flavourNames.get(id)!.push(...ns);
  d.flavourParents.get(id)!.push(...parents);
}

function readKinds(d: Draft): void {
  for (const [file, data] of Object.entries(DATA_FILES.kinds)) {
    for (const kd of listOf<KindData>(data, "kinds", file, d.problems)) {
      if (typeof kd?.id !== "string" || kd.id === "") { d.problems.push(`${file}: a kind without id`); continue; }
      const k = addKind(d, kd.id, file);
      k.parents.push(...(kd.parents ?? []));
      k.facet = kd.facet;
      k.flavouredAs = kd.flavouredAs;
      if (kd.flavoured !== undefined) {
        if (kd.flavoured === "child" || kd.flavoured === "separate") k.ownPolicy = kd.flavoured;
        else d.problems.push(`${file}: kind "${kd.id}" has flavoured "${kd.flavoured}"`);
      }
      d.names.get(kd.id)!.push(...(kd.names ?? []));
      if (kd.styles) d.styleTables.push([kd.id, kd.styles]);
      if (kd.flavourOf) d.flavourOfs.push([kd.id, kd.flavourOf]);
      if (kd.flavour !== undefined) d.ownFlavours.push([kd.id, kd.flavour]);
    }
  }
}

function readFormsAndFlavours(d: Draft): void {
  for (const f of listOf<FormData>(DATA_FILES.forms, "forms", "forms.json", d.problems)) {
    if (typeof f?.id !== "string") { d.problems.push("forms.json: a form without id"); continue; }
    if (d.forms.has(f.id)) d.problems.push(`forms.json: form "${f.id}" defined twice`);
    d.forms.set(f.id, f);
    if (f.parent !== undefined && !d.kinds.has(f.parent)) d.problems.push(`forms.json: form "${f.id}" has unknown parent "${f.parent}"`);
  }
  // produce adds more flavours (readProduce)
  for (const f of listOf<FlavourData>(DATA_FILES.flavours, "flavours", "flavours.json", d.problems)) {
    if (typeof f?.id !== "string") { d.problems.push("flavours.json: a flavour without id"); continue; }
    addFlavour(d, f.id, f.names ?? [], f.parents ?? []);
    if (f.generic) d.genericFlavours.add(f.id);
  }
}

/** Produce, and the kinds cut or squeezed from it ("lime" -> "lime juice", "lime wedge"). */
function readProduce(d: Draft): void {
  addKind(d, "produce", "merge");
  d.names.get("produce")!.push("produce", "fresh produce", "fresh fruit");
  const produceList = listOf<ProduceData>(DATA_FILES.produce, "produce", "produce.json", d.problems);
  const produceById = new Map(produceList.map((p) => [p.id, p]));
  for (const p of produceList) {
    if (typeof p?.id !== "string") { d.problems.push("produce.json: an entry without id"); continue; }
    const k = addKind(d, p.id, "produce.json");
    k.produceFamily = true;
    k.parents.push("produce", ...(p.parents ?? []));
    d.names.get(p.id)!.push(...p.names);
    k.forms = new Map();
    if (p.flavour !== false) addFlavour(d, p.id, p.names, p.flavourParents ?? p.parents ?? []);
    for (const formId of p.forms ?? []) addCutForm(d, p, formId, produceById);
    for (const formId of p.same ?? []) {
      const form = d.forms.get(formId);
      if (!form) { d.problems.push(`produce.json: "${p.id}" has unknown form "${formId}"`); continue; }
      for (const pn of p.names) for (const fn of form.names) d.names.get(p.id)!.push(`${pn} ${fn}`);
      k.forms.set(formId, p.id);
    }
  }
}

function addCutForm(d: Draft, p: ProduceData, formId: string, produceById: Map<string, ProduceData>): void {
  const k = d.kinds.get(p.id)!;
  const form = d.forms.get(formId);
  if (!form) { d.problems.push(`produce.json: "${p.id}" has unknown form "${formId}"`); return; }
  const fid = `${p.id}_${formId}`;
  const fk = addKind(d, fid, "merge");
  fk.produceFamily = true;
  fk.cutFrom = p.id;
  if (form.parent) fk.parents.push(form.parent);
  for (const pp of p.parents ?? []) {
    if (produceById.get(pp)?.forms?.includes(formId)) fk.parents.push(`${pp}_${formId}`);
  }
  if (form.parent) d.flavourOfs.push([fid, [form.parent, p.id]]);
  for (const pn of p.names) for (const fn of form.names) d.names.get(fid)!.push(`${pn} ${fn}`);
  k.parents.push(fid); // the produce stands in for what is cut from it
  k.forms!.set(formId, fid);
}

/**
 * The kinds' names in other languages (data/names/*.json), added to the kinds' own names so a name
 * in any language reads as the kind, and the first of each kept as the kind's name to show in that
 * language. Produce's forms are written from its stems and the language's form words, for the
 * forms that produce has.
 */
function readLanguageNames(d: Draft): Pick<Knowledge, "localNames" | "languageStyles" | "pluralProduce" | "foreignProduce"> {
  const localNames = new Map<string, Map<string, string>>();
  const languageStyles = new Map<string, { or: string; capitalNouns: boolean }>();
  const plurals = new Set<string>();
  const singulars = new Set<string>();
  const foreign = new Set<string>();
  const files = [
    ...Object.entries(DATA_FILES.languages).map(([file, raw]) => [file, raw, true] as const),
    ...Object.entries(DATA_FILES.readingLanguages).map(([file, raw]) => [file, raw, false] as const),
  ];
  for (const [file, raw, spoken] of files) {
    const data = raw as Partial<LanguageNamesData>;
    if (typeof data.language !== "string" || (spoken && typeof data.or !== "string")) { d.problems.push(`${file}: needs "language" and "or"`); continue; }
    // a language read on labels only gives names to read, never a name to show
    const shown = new Map<string, string>();
    if (spoken) {
      localNames.set(data.language, shown);
      languageStyles.set(data.language, { or: data.or!, capitalNouns: data.capitalNouns === true });
    }
    const name = (kind: string, names: readonly string[], where: string) => {
      if (!d.kinds.has(kind)) { d.problems.push(`${file}: ${where} "${kind}" is not a kind`); return; }
      d.names.get(kind)!.push(...names);
      if (spoken && !shown.has(kind) && names[0] !== undefined) shown.set(kind, names[0]);
    };
    for (const [kind, names] of Object.entries(data.kinds ?? {})) name(kind, asArray<string>(names, `${file} kinds.${kind}`, d.problems), "kind");
    for (const [produceId, produce] of Object.entries(data.produce ?? {})) {
      const kind = d.kinds.get(produceId);
      if (!kind?.forms) { d.problems.push(`${file}: produce "${produceId}" is not produce`); continue; }
      name(produceId, produce.names, "produce");
      for (const n of produce.names) foreign.add(tokenizePhrase(n).join(" "));
      sortByNumber(d, data.language, produce.names, plurals, singulars);
      for (const [formId, formKind] of kind.forms) {
        const templates = data.forms?.[formId] ?? [];
        const phrases = (produce.stems ?? produce.names).flatMap((stem) => templates.map((t) => t.replace("{}", stem)));
        if (phrases.length > 0) name(formKind, phrases, `form "${formId}" of`);
      }
    }
    for (const formId of Object.keys(data.forms ?? {})) if (!d.forms.has(formId)) d.problems.push(`${file}: form "${formId}" is not a form`);
    for (const filler of asArray<string>(data.fillers ?? [], `${file} fillers`, d.problems)) {
      const ph = phraseOf(d, filler, `${file} fillers`);
      if (ph) ph.entry.filler = true;
    }
  }
  for (const produce of produceData.produce) for (const n of produce.names) singulars.add(tokenizePhrase(n).join(" "));
  // a word that is a plural in one language and a singular in another ("Limette") says neither
  const pluralProduce = new Set([...plurals].filter((text) => !singulars.has(text)));
  const english = new Set(produceData.produce.flatMap((produce) => produce.names.map((n) => tokenizePhrase(n).join(" "))));
  const foreignProduce = new Set([...foreign].filter((text) => !english.has(text)));
  return { localNames, languageStyles, pluralProduce, foreignProduce };
}

/**
 * The rule "branded produce is produce" reads a fruit in the plural; a produce's names in another
 * language are its singular and plural forms, and a name that is another of the list with the
 * language's plural ending ("Zitronen", "limoni", "arance rosse") is the plural.
 */
function sortByNumber(d: Draft, language: string, names: readonly string[], plurals: Set<string>, singulars: Set<string>): void {
  const tokens = names.map((n) => tokensOf(d, n, `${language} produce`) ?? []);
  for (const words of tokens) {
    const isPlural = tokens.some((other) => other !== words && other.length === words.length && words.some((w, i) => w !== other[i]) && words.every((w, i) => w === other[i] || isPluralOf(language, w, other[i]!)));
    (isPlural ? plurals : singulars).add(words.join(" "));
  }
}

const PLURAL_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  de: ["n", "en", "s", "e", "er"], fr: ["s", "x"], es: ["s", "es"],
  nl: ["en", "s", "eren"], sv: ["er", "or", "ar", "r"], nb: ["er", "r"], da: ["er", "r", "e"], fi: ["t"],
};

/**
 * Italian and Polish plurals change the ending: limone → limoni, arancia → arance, pesca → pesche
 * (and uovo → uova); cytryna → cytryny, limonka → limonki, pomarańcza → pomarańcze, jajko → jajka.
 */
const CHANGED_ENDINGS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  it: [["o", "i"], ["e", "i"], ["a", "e"], ["ia", "e"], ["ca", "che"], ["co", "chi"], ["ga", "ghe"], ["go", "ghi"], ["uovo", "uova"]],
  pl: [["a", "y"], ["a", "i"], ["a", "e"], ["o", "a"]],
};

function isPluralOf(language: string, word: string, singular: string): boolean {
  const changed = CHANGED_ENDINGS[language];
  if (changed) return changed.some(([one, many]) => singular.endsWith(one) && word === singular.slice(0, -one.length) + many);
  return (PLURAL_ENDINGS[language] ?? []).some((ending) => word === singular + ending);
}

/** Parents exist; ancestors (with cycle detection); the flavour policy each kind inherits. */
function linkKinds(d: Draft): void {
  const { kinds, problems } = d;
  for (const k of kinds.values()) {
    for (const p of k.parents) if (!kinds.has(p)) problems.push(`kind "${k.id}" has unknown parent "${p}"`);
    if (k.flavouredAs !== undefined && !kinds.has(k.flavouredAs)) problems.push(`kind "${k.id}" has unknown flavouredAs "${k.flavouredAs}"`);
    k.parents = [...new Set(k.parents.filter((p) => kinds.has(p)))];
  }
  for (const [id, ps] of d.flavourParents) {
    for (const p of ps) if (!d.flavourNames.has(p)) problems.push(`flavour "${id}" has unknown parent "${p}"`);
  }
  const state = new Map<string, 1 | 2>();
  const visit = (id: string, path: string[]): void => {
    const k = kinds.get(id)!;
    const s = state.get(id);
    if (s === 2) return;
    if (s === 1) { problems.push(`hierarchy cycle: ${[...path, id].join(" -> ")}`); return; }
    state.set(id, 1);
    const anc: string[] = [id];
    const seen = new Set<string>([id]);
    for (const p of k.parents) {
      visit(p, [...path, id]);
      for (const a of kinds.get(p)!.ancestors) if (!seen.has(a)) { seen.add(a); anc.push(a); }
    }
    k.ancestors = anc;
    k.ancestorSet = seen;
    k.root = k.parents.length === 0;
    state.set(id, 2);
  };
  for (const id of kinds.keys()) visit(id, []);
  // the flavour policy, from the nearest kind that states one
  for (const k of kinds.values()) {
    k.policy = "separate";
    for (const a of k.ancestors) {
      const p = kinds.get(a)!.ownPolicy;
      if (p) { k.policy = p; k.policyOwner = p === "child" ? a : undefined; break; }
    }
  }
  for (const [id, ns] of d.names) {
    const first = ns[0];
    if (first !== undefined) kinds.get(id)!.label = first.charAt(0).toUpperCase() + first.slice(1);
  }
}

/** Each flavour's ancestors (lemon -> citrus). */
function flavourAncestorsOf(d: Draft): Map<string, string[]> {
  const flavourAncestors = new Map<string, string[]>();
  const flavourAnc = (id: string, seen: Set<string>): string[] => {
    const out: string[] = [];
    for (const p of d.flavourParents.get(id) ?? []) {
      if (seen.has(p) || !d.flavourNames.has(p)) continue;
      seen.add(p);
      out.push(p, ...flavourAnc(p, seen));
    }
    return out;
  };
  for (const id of d.flavourNames.keys()) flavourAncestors.set(id, [...new Set(flavourAnc(id, new Set([id])))]);
  return flavourAncestors;
}

/** The kind that is a base in a flavour ("raspberry" + "liqueur" -> "raspberry_liqueur"). */
function canonicalFlavouredKinds(d: Draft): Map<string, Map<string, string>> {
  const canon = new Map<string, Map<string, string>>();
  for (const [id, fo] of d.flavourOfs) {
    const [base, flavour] = fo;
    if (fo.length !== 2 || base === undefined || flavour === undefined) { d.problems.push(`kind "${id}": flavourOf must be [base, flavour]`); continue; }
    if (!d.kinds.has(base)) { d.problems.push(`kind "${id}": flavourOf base "${base}" is not a kind`); continue; }
    if (!d.flavourNames.has(flavour)) { d.problems.push(`kind "${id}": flavourOf flavour "${flavour}" is not a flavour`); continue; }
    let m = canon.get(base);
    if (!m) canon.set(base, (m = new Map()));
    const prev = m.get(flavour);
    if (prev && prev !== id) d.problems.push(`kinds "${prev}" and "${id}" both name ${flavour} ${base}`);
    m.set(flavour, id);
  }
  return canon;
}

// The lexicon and the same phrases as a trie over tokens are built together: a phrase's tokens
// come from the word cache, so walking the trie with them costs no new strings.

/** A phrase of the lexicon, given as its tokens, made on first use. */
function phraseFor(d: Draft, tokens: readonly string[]): { text: string; entry: Entry } {
  let node = d.trie;
  for (const token of tokens) {
    node.next ??= new Map();
    let child = node.next.get(token);
    if (!child) node.next.set(token, (child = newTrieNode()));
    node = child;
  }
  if (node.entry === undefined || node.phrase === undefined) {
    node.phrase = tokens.join(" ");
    node.entry = newEntry();
    d.lexicon.set(node.phrase, node.entry);
  }
  return { text: node.phrase, entry: node.entry };
}

function tokensOf(d: Draft, raw: string, what: string): string[] | undefined {
  const tokens = tokenizePhrase(raw);
  if (tokens.length > 0) return tokens;
  d.problems.push(`${what}: "${raw}" has no words after normalisation`);
  return undefined;
}

function phraseOf(d: Draft, raw: string, what: string): { text: string; entry: Entry } | undefined {
  const tokens = tokensOf(d, raw, what);
  return tokens && phraseFor(d, tokens);
}

/** The phrases of kinds, flavours, styles and forms. */
function addNamePhrases(d: Draft): void {
  for (const [id, ns] of d.names) {
    for (const n of ns) {
      const ph = phraseOf(d, n, `kind "${id}"`);
      if (!ph) continue;
      if (ph.entry.kind && ph.entry.kind !== id) {
        // generated produce names may repeat across produce; anything else is an ambiguity
        d.problems.push(`phrase "${ph.text}" names two kinds: "${ph.entry.kind}" and "${id}"`);
        continue;
      }
      ph.entry.kind = id;
    }
  }
  for (const [id, ns] of d.flavourNames) {
    for (const n of ns) {
      const ph = phraseOf(d, n, `flavour "${id}"`);
      if (!ph) continue;
      if (ph.entry.flavour && ph.entry.flavour !== id) d.problems.push(`phrase "${ph.text}" names two flavours: "${ph.entry.flavour}" and "${id}"`);
      else ph.entry.flavour = id;
    }
  }
  for (const [id, table] of d.styleTables) {
    const k = d.kinds.get(id)!;
    for (const [word, target] of Object.entries(table)) {
      if (!d.kinds.has(target)) { d.problems.push(`kind "${id}": style "${word}" names unknown kind "${target}"`); continue; }
      const ph = phraseOf(d, word, `kind "${id}" style`);
      if (!ph) continue;
      k.ownStyles.set(ph.text, target);
      ph.entry.style = true;
    }
  }
  for (const f of d.forms.values()) {
    for (const n of f.names) {
      const ph = phraseOf(d, n, `form "${f.id}"`);
      if (!ph) continue;
      if (ph.entry.form && ph.entry.form !== f.id) d.problems.push(`phrase "${ph.text}" names two forms: "${ph.entry.form}" and "${f.id}"`);
      else ph.entry.form = f.id;
    }
  }
}

/** The words after a kind that say what it is made from (data/labels.json madeOf). */
function readMaterialWords(d: Draft): Set<string> {
  return readLabelsWords(d, "madeOf");
}

/** A list of words in labels.json, as phrases. */
function readLabelsWords(d: Draft, field: "madeOf" | "wineryWords"): Set<string> {
  const words = new Set<string>();
  const labels = (DATA_FILES.labels ?? {}) as Record<string, unknown>;
  for (const w of asArray<string>(labels[field] ?? [], `labels.json ${field}`, d.problems)) {
    const tokens = tokensOf(d, w, `labels.json ${field}`);
    if (tokens) words.add(tokens.join(" "));
  }
  return words;
}

/** Fillers, modifiers, the words on a label that carry the kind; returns the kinds named first on a label. */
function addWordPhrases(d: Draft): Set<string> {
  for (const n of asArray<string>((DATA_FILES.fillers as { fillers?: unknown }).fillers, "fillers.json fillers", d.problems)) {
    const ph = phraseOf(d, n, "fillers.json");
    if (ph) ph.entry.filler = true;
  }
  for (const n of asArray<string>((DATA_FILES.modifiers as { modifiers?: unknown }).modifiers, "modifiers.json modifiers", d.problems)) {
    const ph = phraseOf(d, n, "modifiers.json");
    if (!ph) continue;
    if (ph.entry.filler) d.problems.push(`phrase "${ph.text}" is both a filler and a modifier`);
    ph.entry.modifier = true;
  }
  const sameMeaning = (DATA_FILES.modifiers as { sameMeaning?: Record<string, string[]> }).sameMeaning ?? {};
  for (const [meaning, phrases] of Object.entries(sameMeaning)) {
    const canonical = tokensOf(d, meaning, "modifiers.json sameMeaning")?.join(" ");
    for (const n of phrases) {
      const ph = phraseOf(d, n, "modifiers.json sameMeaning");
      if (!ph || canonical === undefined) continue;
      if (!ph.entry.modifier) d.problems.push(`modifiers.json: "${n}" means "${meaning}" but is not a modifier`);
      ph.entry.modifierAs = canonical;
    }
  }
  const labels = (DATA_FILES.labels ?? {}) as { labelWords?: unknown; kindFirst?: unknown };
  for (const word of asArray<LabelWordData>(labels.labelWords, "labels.json labelWords", d.problems)) {
    if (!d.kinds.has(word?.kind)) { d.problems.push(`labels.json: label words ${JSON.stringify(word?.words)} name unknown kind "${word?.kind}"`); continue; }
    for (const w of word.words) {
      const ph = phraseOf(d, w, "labels.json");
      if (ph) ph.entry.label = { kind: word.kind, weak: word.weak === true };
    }
  }
  const kindFirst = new Set<string>();
  for (const w of asArray<string>(labels.kindFirst, "labels.json kindFirst", d.problems)) {
    const tokens = tokensOf(d, w, "labels.json kindFirst");
    if (!tokens) continue;
    const text = tokens.join(" ");
    if (!d.lexicon.get(text)?.kind) d.problems.push(`labels.json: kindFirst "${w}" is not a kind's name`);
    kindFirst.add(text);
  }
  return kindFirst;
}

/** Places a label names, the kinds bound to places, and the kinds whose makers also sell produce. */
function addRegions(d: Draft): Pick<Knowledge, "regionBound" | "producerKinds" | "notOrigin"> {
  const file = (DATA_FILES.regions ?? {}) as Partial<RegionsData>;
  const places = new Set<string>();
  for (const [place, words] of Object.entries(file.places ?? {})) {
    places.add(place);
    for (const w of asArray<string>(words, `regions.json places.${place}`, d.problems)) {
      const ph = phraseOf(d, w, "regions.json");
      if (!ph) continue;
      if (ph.entry.kind || ph.entry.flavour || ph.entry.region) d.problems.push(`regions.json: "${ph.text}" already names something`);
      else ph.entry.region = place;
    }
  }
  const regionBound = new Map<string, { from: ReadonlySet<string>; otherwise: string }>();
  for (const bound of asArray<RegionsData["boundKinds"][number]>(file.boundKinds, "regions.json boundKinds", d.problems)) {
    const known = d.kinds.get(bound?.kind)?.ancestorSet;
    if (!known || !known.has(bound.otherwise) || bound.otherwise === bound.kind) {
      d.problems.push(`regions.json: bound kind "${bound?.kind}" must be a kind, and "${bound?.otherwise}" one of its ancestors`);
      continue;
    }
    for (const place of bound.from) if (!places.has(place)) d.problems.push(`regions.json: "${bound.kind}" comes from unknown place "${place}"`);
    regionBound.set(bound.kind, { from: new Set(bound.from), otherwise: bound.otherwise });
  }
  const producerKinds = new Set<string>();
  for (const kind of asArray<string>(file.producers, "regions.json producers", d.problems)) {
    if (d.kinds.has(kind)) producerKinds.add(kind);
    else d.problems.push(`regions.json: producer kind "${kind}" is not a kind`);
  }
  const notOrigin = new Set<string>();
  for (const w of asArray<string>(file.notOrigin ?? [], "regions.json notOrigin", d.problems)) {
    const tokens = tokensOf(d, w, "regions.json notOrigin");
    if (tokens) notOrigin.add(tokens.join(" "));
  }
  return { regionBound, producerKinds, notOrigin };
}

/** Brands and products, each a phrase (with its aka names) pointing at its Brand. */
function addBrands(d: Draft): { brands: Brand[]; brandCount: number; brandGroupCount: number } {
  // a kind's own names as phrases, made once per kind: thousands of brands ask for them
  const phrasesByKind = new Map<string, Set<string>>();
  const kindPhrases = (kind: string): Set<string> => {
    let set = phrasesByKind.get(kind);
    if (!set) phrasesByKind.set(kind, (set = new Set((d.names.get(kind) ?? []).map((n) => tokenizePhrase(n).join(" ")))));
    return set;
  };
  // a kind's names of more than one word, as tokens, made once per kind
  const nameTokensByKind = new Map<string, string[][]>();
  const kindNameTokens = (kind: string): string[][] => {
    let list = nameTokensByKind.get(kind);
    if (!list) nameTokensByKind.set(kind, (list = (d.names.get(kind) ?? []).map((n) => tokenizePhrase(n)).filter((t) => t.length > 1)));
    return list;
  };
  const kindsWithoutAlcohol = asArray<string>(alcoholFreeFile().kindsWithoutAlcohol ?? [], "alcohol-free.json kindsWithoutAlcohol", d.problems);
  for (const kind of kindsWithoutAlcohol) if (!d.kinds.has(kind)) d.problems.push(`alcohol-free.json: kind without alcohol "${kind}" is not a kind`);
  let brandCount = 0;
  const groups = new Set<string>();
  const brands: Brand[] = [];
  for (const [file, data] of Object.entries(DATA_FILES.brands)) {
    for (const b of listOf<BrandData>(data, "brands", file, d.problems)) {
      if (typeof b?.name !== "string") { d.problems.push(`${file}: a brand without name`); continue; }
      brandCount += 1;
      const kindList = b.kind === null ? [] : Array.isArray(b.kind) ? b.kind : [b.kind];
      for (const k of kindList) if (!d.kinds.has(k)) d.problems.push(`${file}: brand "${b.name}" has unknown kind "${k}"`);
      if (b.flavour !== undefined && !d.flavourNames.has(b.flavour)) d.problems.push(`${file}: brand "${b.name}" has unknown flavour "${b.flavour}"`);
      // most entries (every product) are their own group: their name is read once
      const nameTokens = tokensOf(d, b.name, `${file} brand "${b.name}"`);
      const groupTokens = b.group === undefined ? nameTokens : tokensOf(d, b.group, `${file} brand group`);
      const group = groupTokens?.join(" ") ?? b.name;
      groups.add(group);
      const known = kindList.filter((k) => d.kinds.has(k));
      const definesKind = known.some((k) => kindPhrases(k).has(group));
      const withoutAlcohol = b.withoutAlcohol === true || known.some((k) => kindsWithoutAlcohol.some((free) => d.kinds.get(k)!.ancestorSet.has(free)));
      const brand: Brand = { group, name: b.name, groupName: b.group ?? b.name, kinds: known, flavour: b.flavour, definesKind, withoutAlcohol };
      brands.push(brand);
      const akaTokens = (b.aka ?? []).map((aka) => tokensOf(d, aka, `${file} brand "${b.name}"`));
      for (const tokens of [nameTokens, ...akaTokens]) if (tokens) addBrandPhrase(d, brand, tokens, known, kindNameTokens);
    }
  }
  return { brands, brandCount, brandGroupCount: groups.size };
}

/**
 * A brand whose name ends in the first words of its kind's name ("1724 Tonic") is also written
 * with the kind's name in full ("1724 Tonic Water"): the brand's phrase must not take "tonic" away
 * from the kind words the label states.
 */
function withKindNameCompleted(d: Draft, tokens: readonly string[], kinds: readonly string[], nameTokensOf: (kind: string) => string[][]): string[][] {
  const completed: string[][] = [];
  for (const kind of kinds) {
    for (const nameTokens of nameTokensOf(kind)) {
      for (let shared = Math.min(nameTokens.length - 1, tokens.length - 1); shared >= 1; shared--) {
        if (tokens.slice(-shared).join(" ") === nameTokens.slice(0, shared).join(" ")) completed.push([...tokens, ...nameTokens.slice(shared)]);
      }
    }
  }
  return completed;
}

function addBrandPhrase(d: Draft, brand: Brand, tokens: string[], kinds: readonly string[], nameTokensOf: (kind: string) => string[][]): void {
  const variants = [tokens, ...withKindNameCompleted(d, tokens, kinds, nameTokensOf)];
  // "Fernet Branca" is also written "Fernetbranca"
  const joined = tokens.join("");
  if (tokens.length > 1 && /^[a-z]{5,}$/.test(joined)) variants.push([joined]);
  for (const variant of variants) {
    const ph = phraseFor(d, variant);
    if (ph.entry.brand && ph.entry.brand !== brand) {
      if (variant === tokens) d.problems.push(`phrase "${ph.text}" names two brands: "${ph.entry.brand.group}" and "${brand.group}"`);
      continue;
    }
    ph.entry.brand = brand;
  }
}

/**
 * The words that mean "without alcohol" only on a drink with some (data/alcohol-free.json), and
 * the kinds that hold alcohol, with their descendants.
 */
function addAlcoholFree(d: Draft): Set<string> {
  const file = alcoholFreeFile();
  for (const word of asArray<string>(file.onAlcoholicDrinks, "alcohol-free.json onAlcoholicDrinks", d.problems)) {
    const ph = phraseOf(d, word, "alcohol-free.json onAlcoholicDrinks");
    if (!ph) continue;
    if (ph.entry.modifier || ph.entry.kind || ph.entry.brand) d.problems.push(`alcohol-free.json: "${word}" already names something`);
    ph.entry.withoutAlcohol = true;
    ph.entry.modifierAs = "non alcoholic";
    // elsewhere (on a soft drink) the word says nothing about the product
    ph.entry.filler = true;
  }
  const roots = asArray<string>(file.alcoholicKinds, "alcohol-free.json alcoholicKinds", d.problems);
  for (const root of roots) if (!d.kinds.has(root)) d.problems.push(`alcohol-free.json: alcoholic kind "${root}" is not a kind`);
  const alcoholic = new Set<string>();
  for (const kind of d.kinds.values()) if (roots.some((root) => kind.ancestorSet.has(root))) alcoholic.add(kind.id);
  return alcoholic;
}

/** Reads every data file into the Knowledge the resolver uses, noting every problem in the data. */
export function compileKnowledge(): Knowledge {
  const d: Draft = {
    problems: [], kinds: new Map(), names: new Map(), styleTables: [], flavourOfs: [], ownFlavours: [], forms: new Map(),
    flavourNames: new Map(), flavourParents: new Map(), genericFlavours: new Set(), lexicon: new Map(), trie: newTrieNode(),
  };
  readKinds(d);
  readFormsAndFlavours(d);
  readProduce(d);
  linkKinds(d);
  const { localNames, languageStyles, pluralProduce, foreignProduce } = readLanguageNames(d);
  const flavourAncestors = flavourAncestorsOf(d);
  const canon = canonicalFlavouredKinds(d);
  addNamePhrases(d);
  const kindFirst = addWordPhrases(d);
  const { regionBound, producerKinds, notOrigin } = addRegions(d);
  const { brands, brandCount, brandGroupCount } = addBrands(d);
  const alcoholic = addAlcoholFree(d);
  const kindFlavour = new Map<string, string>();
  for (const [id, [, flavour]] of d.flavourOfs) if (flavour !== undefined) kindFlavour.set(id, flavour);
  const madeOf = new Map<string, string>();
  for (const [id, flavour] of d.ownFlavours) {
    if (flavourAncestors.has(flavour)) madeOf.set(id, flavour);
    else d.problems.push(`kind "${id}" has unknown flavour "${flavour}"`);
  }
  // kinds with two or more parents, which a name that states each parent is ("Islay" + "single malt")
  const meetKinds = [...d.kinds.values()].filter((kind) => kind.parents.length > 1 && !kind.produceFamily).map((kind) => kind.id);
  return {
    kinds: d.kinds, lexicon: d.lexicon, trie: d.trie, canon, flavourAncestors, genericFlavours: d.genericFlavours,
    kindFirst, materialWords: readMaterialWords(d), wineryWords: readLabelsWords(d, "wineryWords"), kindFlavour, madeOf, meetKinds, regionBound, producerKinds, notOrigin, marketWords: readMarketWords(d), pluralProduce, foreignProduce, sodaFruits: readSodaFruits(d), alcoholic, brands, brandCount, brandGroupCount, localNames, languageStyles, problems: d.problems,
  };
}

/** The compiled knowledge, built once when the module loads. */
export const knowledge: Knowledge = compileKnowledge();
