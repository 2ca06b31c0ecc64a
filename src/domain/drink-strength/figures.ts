/**
 * The strength and sugar of what a recipe line pours, read from data/strength-by-kind.json by
 * the kind the matcher reads in the line's name: its own entry, its nearest ancestor's, or its
 * shelf group's fallback.
 */
import { describeName, type ShelfCategory } from "../matching";
import { knowledge } from "../matching/knowledge";
import data from "./data/strength-by-kind.json";

export interface KindFigures {
  /** alcohol by volume, in % */
  abv: number;
  /** g of sugar per 100 ml (or per spooned 100 ml of a dry sugar) */
  sugar: number;
  /** kcal per 100 ml besides alcohol and sugar */
  otherKcal?: number;
  /** g of sugar in one counted piece (a cube) */
  gramsPerPiece?: number;
  /** ml one counted piece pours (an egg white) */
  mlPerPiece?: number;
}

export interface LineFigures extends KindFigures {
  /** where the figures came from: the kind (or ancestor) listed, the shelf group's fallback, or nothing known */
  from: "kind" | "group" | "unknown";
  /** poured into the glass after the mixing (soda, sparkling wine) */
  pouredAfter: boolean;
}

/** kind id -> figures, over every group of the data file */
export const FIGURES_BY_KIND: ReadonlyMap<string, KindFigures> = new Map(
  (data.groups as unknown as { kinds: Record<string, KindFigures> }[]).flatMap((group) => Object.entries(group.kinds)),
);

const BY_CATEGORY = data.byCategory.figures as Record<ShelfCategory, KindFigures>;
const POURED_AFTER: ReadonlySet<string> = new Set(data.pouredAfterMixing.kinds);

function isPouredAfter(kindId: string): boolean {
  return (knowledge.kinds.get(kindId)?.ancestors ?? []).some((id) => POURED_AFTER.has(id));
}

/** The figures for one kind id: its own entry or its nearest listed ancestor's, else null. */
export function figuresOfKind(kindId: string): KindFigures | null {
  const kind = knowledge.kinds.get(kindId);
  for (const id of kind?.ancestors ?? [kindId]) {
    const found = FIGURES_BY_KIND.get(id);
    if (found) return found;
  }
  return null;
}

/** The figures for an ingredient as written ("Fresh lime juice", "Campari"). */
export function figuresOfName(name: string): LineFigures {
  const described = describeName(name);
  if (described.kind === null) return { ...BY_CATEGORY.other, from: "unknown", pouredAfter: false };
  const listed = figuresOfKind(described.kind);
  const pouredAfter = isPouredAfter(described.kind);
  return listed ? { ...listed, from: "kind", pouredAfter } : { ...BY_CATEGORY[described.category], from: "group", pouredAfter };
}
