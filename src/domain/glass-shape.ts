/**
 * Which glass to draw for a recipe or drink that has no photo. A recipe's glassware
 * ("Chilled coupe", "Collins glass") says it; failing that, its steps ("strain into a
 * coupe"); failing that, the drink's own name or type ("Espresso Martini", "wine").
 */
export const GLASS_SHAPES = [
  "coupe",
  "martini",
  "nick-and-nora",
  "rocks",
  "highball",
  "flute",
  "wine",
  "hurricane",
  "tiki",
  "mug",
  "shot",
  "julep",
  "generic",
] as const;
export type GlassShape = (typeof GLASS_SHAPES)[number];

type Rule = readonly [RegExp, GlassShape];

/** Glass names, most specific first ("tiki mug" before "mug", "nick & nora" before "coupe"). */
const GLASS_NAMES: readonly Rule[] = [
  [/\bnick\s*(?:&|and|'?n'?)\s*nora\b/, "nick-and-nora"],
  [/\btiki\b/, "tiki"],
  [/\bhurricane\b|\bpoco\s+grande\b/, "hurricane"],
  [/\bjulep\b/, "julep"],
  [/\bmug\b|\birish\s+coffee\s+glass\b|\bpunch\s+cup\b/, "mug"],
  [/\bflute\b|\bchampagne\s+glass\b/, "flute"],
  [/\bmartini\s+glass\b|\bcocktail\s+glass\b|\bv-?glass\b/, "martini"],
  [/\bcoupe(?:tte)?\b|\bmargarita\s+glass\b|\bsaucer\b/, "coupe"],
  [/\bwine\s*glass\b|\bgoblet\b|\bballoon\b|\bcopa\b/, "wine"],
  [/\bhighball\b|\bcollins\b|\bfizz\s+glass\b|\bbeer\s+glass\b|\bpint\b|\bsling\s+glass\b|\btall\s+glass\b/, "highball"],
  [/\brocks\b|\bold[\s-]+fashioned\s+glass\b|\blowball\b|\btumbler\b|\bdouble\s+old\b/, "rocks"],
  [/\bshot\s+glass\b|\bshooter\b/, "shot"],
];

/** Drinks whose name or type says the glass when nothing else does. */
const DRINK_NAMES: readonly Rule[] = [
  [/\bmartini\b|\bcosmopolitan\b|\bcosmo\b|\bvesper\b|\bgibson\b/, "martini"],
  [/\bmai\s+tai\b|\bzombie\b|\bpainkiller\b|\bnavy\s+grog\b|\bjungle\s+bird\b/, "tiki"],
  [/\bpi[ñn]a\s+colada\b/, "hurricane"],
  [/\bmule\b/, "mug"],
  [/\bchampagne\b|\bprosecco\b|\bcava\b|\bcr[ée]mant\b|\bsparkling\b|\bmimosa\b|\bbellini\b|\bfrench\s+75\b|\bkir\s+royal/, "flute"],
  [/\bspritz\b|\bwine\b|\bros[ée]\b|\bsangria\b|\bsherry\b|\bport\b|\bvermouth\b/, "wine"],
  [/\bbeer\b|\blager\b|\bale\b|\bipa\b|\bstout\b|\bpilsner\b|\bcider\b/, "highball"],
  [/\bmojito\b|\bcollins\b|\bhighball\b|\btonic\b|\bg\s*&\s*t\b|\bpaloma\b|\bcuba\s+libre\b|\bfizz\b|\bstormy\b|\bcooler\b|\bsoda\b/, "highball"],
  [/\bshots?\b|\bshooter\b/, "shot"],
  [/\bmargarita\b|\bdaiquiri\b|\bgimlet\b|\bsidecar\b|\baviation\b|\bclover\s+club\b|\blast\s+word\b|\bmanhattan\b|\bcoupe\b/, "coupe"],
  [/\bnegroni\b|\bold[\s-]+fashioned\b|\bsazerac\b|\bboulevardier\b|\bsour\b|\bwhiske?y\b|\bbourbon\b|\bscotch\b|\brye\b|\brum\b|\bneat\b|\bon\s+the\s+rocks\b/, "rocks"],
];

function firstMatch(rules: readonly Rule[], text: string): GlassShape | null {
  const folded = text.toLowerCase();
  for (const [pattern, shape] of rules) if (pattern.test(folded)) return shape;
  return null;
}

/** The shape a glassware name stands for ("Chilled Nick & Nora" → nick-and-nora), or null for one it does not know. */
export function shapeOfGlassware(glassware: string | null | undefined): GlassShape | null {
  return glassware ? firstMatch(GLASS_NAMES, glassware) : null;
}

/**
 * The glass to draw: the first of the glassware, the text that may name a glass (a
 * recipe's steps: only glass names count there, "a shot of espresso" says nothing), and
 * the drink's names, that says one; "generic" when none does.
 */
export function glassShapeFor(source: { glassware?: string | null; text?: readonly string[]; names?: readonly (string | null | undefined)[] }): GlassShape {
  const fromGlassware = shapeOfGlassware(source.glassware);
  if (fromGlassware) return fromGlassware;
  for (const text of source.text ?? []) {
    const shape = firstMatch(GLASS_NAMES, text);
    if (shape) return shape;
  }
  for (const name of source.names ?? []) {
    const shape = name ? firstMatch(DRINK_NAMES, name) ?? firstMatch(GLASS_NAMES, name) : null;
    if (shape) return shape;
  }
  return "generic";
}
