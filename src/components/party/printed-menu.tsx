import { useTranslations } from "next-intl";
import { qrDrawing } from "@/domain/qr-code";
import type { GuestMenu } from "@/domain/party";
import { GuestDrinkCard } from "./guest-drink";
import { PrintButton } from "./print-button";
import "./party.css";

/** The menu laid out for a sheet of A4 or Letter, with the QR code that opens it on a phone. */
export function PrintedMenu({ menu, url }: { menu: GuestMenu; url: string }) {
  const { size, path } = qrDrawing(url);
  const t = useTranslations("party.guest");
  return (
    <main className="party-print">
      <PrintButton />
      <h1>{menu.title}</h1>
      <ul className="party-drinks">
        {menu.drinks.map((drink) => (
          <GuestDrinkCard key={drink.recipeId} drink={drink} />
        ))}
      </ul>
      <figure>
        <svg role="img" aria-label={t("qrOfThisMenu")} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
        <figcaption>{menu.acceptOrders ? t("scanToOrder") : t("scanToSee")}</figcaption>
      </figure>
    </main>
  );
}
