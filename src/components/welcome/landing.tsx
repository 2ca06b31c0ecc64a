import { GlassWater, ListChecks, Lock, Martini, ScanText, ShoppingBasket } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CATALOGUE } from "@/domain/catalogue";
import { AppSketch } from "./app-sketch";
import "./welcome.css";

/** "Over 200": the catalogue's size rounded down, so the sentence stays true as it changes. */
const CLASSICS = Math.floor(CATALOGUE.length / 50) * 50;

const FEATURES = [
  { icon: GlassWater, key: "shelf" },
  { icon: ListChecks, key: "makeNow" },
  { icon: ShoppingBasket, key: "buyNext" },
  { icon: Martini, key: "station" },
  { icon: ScanText, key: "menus" },
] as const;

/** The public front page: what Barshelf does for a home bartender, a picture of it, and the way in. */
export async function Landing() {
  const t = await getTranslations("landing");
  return (
    <main className="landing">
      <div className="landing-text">
        <p className="landing-brand">
          <span className="brand-mark" aria-hidden="true" />
          Barshelf
        </p>
        <h1>{t("heading")}</h1>
        <p className="landing-lead">{t("lead")}</p>
        <ul className="landing-features">
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key}>
              <Icon aria-hidden="true" size={20} strokeWidth={2} />
              <span>{t.rich(`features.${key}`, { classics: CLASSICS, strong: (chunks) => <strong>{chunks}</strong> })}</span>
            </li>
          ))}
        </ul>
        <div className="landing-actions">
          <Link className="button" href="/signup">
            {t("signUp")}
          </Link>
          <Link className="button secondary" href="/login">
            {t("signIn")}
          </Link>
        </div>
        <p className="landing-private small">
          <Lock aria-hidden="true" size={16} />
          <span>{t("private")}</span>
        </p>
      </div>
      <figure className="landing-picture">
        <AppSketch />
      </figure>
    </main>
  );
}
