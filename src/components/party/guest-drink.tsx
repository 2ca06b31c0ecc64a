import { useTranslations } from "next-intl";
import type { GuestMenu } from "@/domain/party";

/** One drink as the guest sees it: its title, description and, when the host chose so, ingredients. */
export function GuestDrinkCard({ drink, children }: { drink: GuestMenu["drinks"][number]; children?: React.ReactNode }) {
  const t = useTranslations("party.guest");
  return (
    <li className="party-drink card" data-sold-out={drink.soldOut}>
      {drink.photo && (
        // eslint-disable-next-line @next/next/no-img-element -- a private photo, served under the menu's own link
        <img className="party-photo" src={drink.photo} alt={drink.title} loading="lazy" />
      )}
      <h2>{drink.title}</h2>
      {drink.soldOut && <p className="sold-out">{t("soldOut")}</p>}
      {drink.description && <p>{drink.description}</p>}
      {drink.ingredients && drink.ingredients.length > 0 && (
        <ul aria-label={t("whatIsIn", { title: drink.title })}>
          {drink.ingredients.map((line, i) => (
            <li key={i}>{line.amount ? `${line.amount} ${line.name}` : line.name}</li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}
