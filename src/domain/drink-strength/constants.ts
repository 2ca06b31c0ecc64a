/**
 * The fixed figures of strength and cost, apart from the matcher and its data, so the pages'
 * browser code can count with them (docs/strength.md).
 */

/** g of ethanol in one ml of it */
export const ETHANOL_G_PER_ML = 0.789;
/** kcal per g: ethanol and sugar (the Atwater factors) */
export const KCAL_PER_G_ETHANOL = 7;
export const KCAL_PER_G_SUGAR = 4;
/** What a top-up with no figure ("top with soda") counts as: a highball glass's worth over the rest. */
export const TOP_UP_ML = 90;

/** The grams of ethanol one standard drink stands for, by the user's choice. */
export const STANDARD_DRINK_GRAMS = { us: 14, uk: 8, au: 10 } as const;
export type StandardDrinkUnit = keyof typeof STANDARD_DRINK_GRAMS;
export const STANDARD_DRINK_UNITS = Object.keys(STANDARD_DRINK_GRAMS) as StandardDrinkUnit[];
export const STANDARD_DRINK_LABELS: Readonly<Record<StandardDrinkUnit, string>> = {
  us: "US standard drinks (14 g of alcohol)",
  uk: "UK units (8 g of alcohol)",
  au: "Standard drinks of 10 g (Australia, WHO)",
};

