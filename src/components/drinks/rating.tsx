import { useTranslations } from "next-intl";
/** Stars for a 1–5 rating, read out as "Rated 4 out of 5". */
export function Rating({ value }: { value: number | null }) {
  const t = useTranslations("drinks.rating");
  if (!value) return <span className="muted small">{t("none")}</span>;
  return (
    <span className="rating" role="img" aria-label={t("rated", { value })}>
      {"★".repeat(value)}
      <span className="off">{"★".repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}
