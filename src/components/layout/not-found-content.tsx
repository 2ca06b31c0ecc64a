import Link from "next/link";
import { useTranslations } from "next-intl";

export function NotFoundContent() {
  const t = useTranslations("notFound");
  return (
    <div className="empty" style={{ marginTop: "2rem" }}>
      <h1>{t("title")}</h1>
      <p>{t("body")}</p>
      <div className="row" style={{ justifyContent: "center" }}>
        <Link className="button" href="/recipes">
          {t("yourRecipes")}
        </Link>
        <Link className="button secondary" href="/drinks">
          {t("yourDrinks")}
        </Link>
      </div>
    </div>
  );
}
