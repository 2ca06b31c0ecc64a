import type { GlassShape } from "@/domain/glass-shape";

/**
 * A drawn glass, for a drink or recipe without a photo. Line art on a 64 × 64 grid: the
 * liquid first, the glass's outline over it. Decorative: the name is always shown beside it.
 */
interface Drawing {
  liquid: string;
  glass: string;
  /** Stems, feet, straws, garnish: lines only. */
  extra?: string;
  /** Bubbles, ice and the like. */
  detail?: React.ReactNode;
}

const FOOT = "M32 35 V53 M23 55 H41";

const DRAWINGS: Record<GlassShape, Drawing> = {
  coupe: {
    glass: "M11 16 H53 C53 28 43 34 32 34 C21 34 11 28 11 16 Z",
    liquid: "M13.5 20 H50.5 C49 27.5 41.5 32 32 32 C22.5 32 15 27.5 13.5 20 Z",
    extra: FOOT,
  },
  martini: {
    glass: "M9 12 H55 L32 35 Z",
    liquid: "M14 16 H50 L32 32 Z",
    extra: `${FOOT} M44 8 L36 22`,
    detail: <circle cx="37.5" cy="19.5" r="3" className="glass-garnish" />,
  },
  "nick-and-nora": {
    glass: "M19 9 H45 C45 25 40 35 32 35 C24 35 19 25 19 9 Z",
    liquid: "M20 15 H44 C43.5 26 39 33 32 33 C25 33 20.5 26 20 15 Z",
    extra: FOOT,
  },
  rocks: {
    glass: "M13 22 H51 L48 55 H16 Z",
    liquid: "M14.3 34 H49.7 L48 53 H16 Z",
    detail: <rect x="24" y="31" width="13" height="12" rx="2" transform="rotate(-12 30 37)" className="glass-ice" />,
    extra: "M17 51 H47",
  },
  highball: {
    glass: "M20 6 H44 L42 58 H22 Z",
    liquid: "M20.5 17 H43.5 L42 56 H22 Z",
    extra: "M36 2 L30 40",
    detail: (
      <>
        <circle cx="27" cy="44" r="1.6" className="glass-bubble" />
        <circle cx="36" cy="34" r="1.3" className="glass-bubble" />
        <circle cx="29" cy="27" r="1.1" className="glass-bubble" />
      </>
    ),
  },
  flute: {
    glass: "M25 5 H39 L37.5 33 C37 37 35 39 32 39 C29 39 27 37 26.5 33 Z",
    liquid: "M25.6 12 H38.4 L37.2 32.5 C36.8 35.8 35 37 32 37 C29 37 27.2 35.8 26.8 32.5 Z",
    extra: "M32 39 V55 M24 57 H40",
    detail: (
      <>
        <circle cx="31" cy="28" r="1.1" className="glass-bubble" />
        <circle cx="33.5" cy="21" r="1" className="glass-bubble" />
        <circle cx="30.5" cy="16" r="0.9" className="glass-bubble" />
      </>
    ),
  },
  wine: {
    glass: "M20 6 H44 C46.5 22 42 35 32 35 C22 35 17.5 22 20 6 Z",
    liquid: "M19.6 20 H44.4 C43.5 29 39 33 32 33 C25 33 20.5 29 19.6 20 Z",
    extra: FOOT,
  },
  hurricane: {
    glass:
      "M22 5 H42 C42 13 38 17 38 23 C38 30 44.5 34 43 44 C42 49 37 51 32 51 C27 51 22 49 21 44 C19.5 34 26 30 26 23 C26 17 22 13 22 5 Z",
    liquid: "M25.5 18 H38.5 C38 19.5 37.5 21 37.5 23 C37.5 30.5 43 34 41.5 43.5 C40.8 47.5 36.5 49 32 49 C27.5 49 23.2 47.5 22.5 43.5 C21 34 26.5 30.5 26.5 23 C26.5 21 26 19.5 25.5 18 Z",
    extra: "M32 51 V55 M24 57 H40 M40 1 L33 26",
  },
  tiki: {
    glass: "M17 7 H47 L44 57 H20 Z",
    liquid: "M17.6 13 H46.4 L44 55 H20 Z",
    extra: "M22 22 H42 M25 29 H29 M35 29 H39 M27 40 C29 43 35 43 37 40 M24 49 H40",
  },
  mug: {
    glass: "M14 13 H42 V50 C42 53.5 40 55 37 55 H19 C16 55 14 53.5 14 50 Z",
    liquid: "M14 20 H42 V50 C42 53.5 40 55 37 55 H19 C16 55 14 53.5 14 50 Z",
    extra: "M42 21 H48 C50 21 51 22 51 24 V39 C51 41 50 42 48 42 H42 M14 16 H42",
  },
  shot: {
    glass: "M22 26 H42 L39 56 H25 Z",
    liquid: "M22.8 34 H41.2 L39 54 H25 Z",
    extra: "M25.5 52 H38.5",
  },
  julep: {
    glass: "M18 18 H46 L43 57 H21 Z",
    liquid: "M18.4 22 H45.6 L43 55 H21 Z",
    extra: "M22 30 V52 M28 30 V53 M34 30 V53 M40 30 V52 M36 5 L31 30",
    detail: (
      <>
        <ellipse cx="25" cy="14" rx="6" ry="3.2" transform="rotate(-25 25 14)" className="glass-leaf" />
        <ellipse cx="36" cy="12" rx="6" ry="3.2" transform="rotate(20 36 12)" className="glass-leaf" />
        <ellipse cx="30" cy="9" rx="5" ry="2.8" transform="rotate(-70 30 9)" className="glass-leaf" />
      </>
    ),
  },
  generic: {
    glass: "M18 10 H46 L43 55 H21 Z",
    liquid: "M18.8 24 H45.2 L43 53 H21 Z",
    extra: "M40 6 L33 34",
  },
};

export function GlassArt({ shape, className = "glass-art" }: { shape: GlassShape; className?: string }) {
  const drawing = DRAWINGS[shape];
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-glass={shape}>
      <path d={drawing.liquid} className="glass-liquid" />
      {drawing.detail}
      <path d={drawing.glass} className="glass-outline" />
      {drawing.extra && <path d={drawing.extra} className="glass-lines" />}
    </svg>
  );
}
