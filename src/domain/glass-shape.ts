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

/**
 * Glass names, most specific first ("tiki mug" before "mug", "nick & nora" before "coupe"), in
 * each language the interface speaks: a recipe copied from the catalogue in German carries
 * "Sektflöte", in Spanish "Copa flauta".
 */
const GLASS_NAMES: readonly Rule[] = [
  [/\bnick\s*(?:&|and|'?n'?)\s*nora\b/, "nick-and-nora"],
  [/\btiki\b/, "tiki"],
  [/\bhurricane\b|\bpoco\s+grande\b/, "hurricane"],
  [/\bjulep\b/, "julep"],
  [/\bmug\b|\birish[\s-]+coffee\b|\bpunch\s+cup\b/, "mug"],
  [/\bflute\b|fl[öû]te\b|\bflauta\b|\bchampagne\s+glass\b|\b(?:sekt|champagner)glas\b/, "flute"],
  [/\bmartini\s+glass\b|\bcocktail\s+glass\b|\bv-?glass\b|\b(?:cocktail|martini)glas\b|\bverre\s+[àa]\s+cocktail\b|\bcopa\s+de\s+c[óo]ctel\b|\bcoppa\s+da\s+cocktail\b/, "martini"],
  [/\bcoup(?:e|é|ette)(?![a-z])|\bcoppett[ae]\b|\bmargarita(?:\s+glass\b|-?glas\b)|\b(?:verre\s+[àa]|copa|coppa)\s+margarita\b|\bsaucer\b/, "coupe"],
  [/\bwine\s*glass\b|weinglas\b|\bverre\s+[àa]\s+vin\b|\bcalice\b|\bgoblet\b|\bballoon\b|\bcopa\b/, "wine"],
  [
    /\bhighball\b|\bcollins\b|\b(?:highball|collins|fizz|longdrink|bier)-?glas\b|\b(?:verre\s+[àa]|vaso\s+de|bicchiere\s+da)\s+(?:fizz|bi[èe]re|cerveza|birra)\b|\bvaso\s+alto\b|\btumbler\s+alto\b|\bfizz\s+glass\b|\bbeer\s+glass\b|\bpint\b|\bsling\s+glass\b|\btall\s+glass\b/,
    "highball",
  ],
  [/\brocks\b|\bold[\s-]+fashioned\s+glass\b|\blowball\b|\btumbler\b|\bdouble\s+old\b|\bverre\s+[àa]\s+whisky\b|\bvaso\s+bajo\b/, "rocks"],
  [/\bshot\s+glass\b|\bshot-?glas\b|\b(?:verre\s+[àa]|bicchierino\s+da)\s+shot\b|\bchupito\b|\bshooter\b/, "shot"],
];

/**
 * Words for a cup that name the glass only as a recipe's glassware: in a step, "una taza de hielo"
 * is an amount of ice, not the glass.
 */
const CUP_NAMES: readonly Rule[] = [[/\btaza\b|\btazza\b|tasse\b|becher\b/, "mug"]];

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
  return glassware ? firstMatch(GLASS_NAMES, glassware) ?? firstMatch(CUP_NAMES, glassware) : null;
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
