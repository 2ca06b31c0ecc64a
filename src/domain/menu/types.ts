// The contract between the OCR job (src/server/menu-reading/) and the reading of its text
// (this folder). Both sides write to these shapes exactly; change them only together.

/** One line of text as tesseract read it. */
export type MenuLine = {
  text: string;
  /** 0..1 */
  confidence: number;
  /** tesseract block index, in reading order */
  block: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};

/** name is in the matcher's vocabulary */
export type MenuIngredient = { name: string; amount: string | null };

export type MenuCandidate = {
  name: string;
  description: string | null;
  price: string | null;
  catalogueId: string | null;
  confidence: number;
  ingredients: MenuIngredient[];
};

/** What a reading's lines were found to hold: whether they are a menu's text, and the drinks it offers. */
export type MenuFound = {
  menuText: boolean;
  candidates: MenuCandidate[];
};
