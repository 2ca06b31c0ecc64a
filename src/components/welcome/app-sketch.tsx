import { useTranslations } from "next-intl";

/**
 * A drawn picture of the app for the landing page: a shelf of bottles with their levels, and
 * the "make now" answer it gives. Inline SVG, so the public page makes no extra request.
 */
const BOTTLES = [
  { x: 14, label: "gin", glass: "#dbeafe", liquid: "#93c5fd", level: 0.8 },
  { x: 47, label: "campari", glass: "#fee2e2", liquid: "#b91c1c", level: 0.45 },
  { x: 80, label: "sweet", glass: "#fde7d6", liquid: "#7c2d12", level: 0.65 },
  { x: 113, label: "dry", glass: "#fef9c3", liquid: "#ca8a04", level: 0.3 },
] as const;

const MAKE_NOW = ["Negroni", "Dry Martini", "Cardinale"];

function Bottle({ x, label, glass, liquid, level }: Omit<(typeof BOTTLES)[number], "label"> & { label: string }) {
  const top = 62;
  const bottom = 150;
  const height = bottom - top;
  const fill = height * level;
  return (
    <g>
      <rect x={x + 9} y={top - 22} width={9} height={24} rx={3} fill={glass} stroke="#a8a29e" />
      <rect x={x} y={top} width={27} height={height} rx={6} fill={glass} stroke="#a8a29e" />
      <rect x={x + 2} y={bottom - fill} width={23} height={fill - 2} rx={4} fill={liquid} opacity={0.85} />
      <rect x={x + 4} y={top + 22} width={19} height={14} rx={2} fill="#fffdfa" stroke="#d6cfc4" />
      <text x={x + 13.5} y={bottom + 14} textAnchor="middle" fontSize={8.5} fill="#57534e">
        {label}
      </text>
    </g>
  );
}

export function AppSketch() {
  const t = useTranslations("landing.sketch");
  return (
    <svg className="app-sketch" viewBox="0 0 320 180" role="img" aria-labelledby="app-sketch-title">
      <title id="app-sketch-title">
        {t("title")}
      </title>
      <rect x={1} y={1} width={318} height={178} rx={14} fill="#ffffff" stroke="#e7e0d6" strokeWidth={2} />
      <text x={16} y={26} fontSize={12} fontWeight={700} fill="#1c1917">
        {t("yourShelf")}
      </text>
      {BOTTLES.map((bottle) => (
        <Bottle key={bottle.label} {...bottle} label={t(`bottles.${bottle.label}`)} />
      ))}
      <line x1={10} y1={151} x2={146} y2={151} stroke="#bfb5a8" strokeWidth={3} strokeLinecap="round" />
      <rect x={156} y={12} width={152} height={156} rx={10} fill="#faf7f2" stroke="#e7e0d6" />
      <text x={168} y={34} fontSize={12} fontWeight={700} fill="#1c1917">
        {t("makeNow")}
      </text>
      {MAKE_NOW.map((name, i) => (
        <g key={name} transform={`translate(168 ${46 + i * 28})`}>
          <rect width={130} height={22} rx={6} fill="#ffffff" stroke="#e7e0d6" />
          <circle cx={12} cy={11} r={6} fill="#166534" />
          <path d="M9 11l2 2 4-4" stroke="#ffffff" strokeWidth={1.6} fill="none" strokeLinecap="round" />
          <text x={24} y={15} fontSize={10} fill="#1c1917">
            {name}
          </text>
        </g>
      ))}
      <g transform="translate(168 134)">
        <rect width={130} height={24} rx={6} fill="#fbeee4" stroke="#f0c9ad" />
        <text x={8} y={16} fontSize={9} fill="#9a3412" fontWeight={600}>
          {t("buyNext")}
        </text>
      </g>
    </svg>
  );
}
