"use client";

import { useTranslations } from "next-intl";
import { usePolled } from "@/components/ui/use-polled";
import { PARTY_GUEST_POLL_MS, partyPath, type GuestMenu } from "@/domain/party";
import { GuestDrinkCard } from "./guest-drink";
import { GuestOrdering } from "./guest-ordering";
import "./party.css";

const readMenu = (body: unknown) => body as GuestMenu;

/**
 * The page a guest opens from the host's link or QR code, with no account: the menu and, when
 * the host takes orders, the ordering and the guest's orders as they move on. The menu is asked
 * for again as the orders are, so a drink whose bottle runs out leaves (or turns sold out) and
 * one that comes back returns, without a reload.
 */
export function GuestMenuPage({ token, menu: first }: { token: string; menu: GuestMenu }) {
  const { value } = usePolled(`${partyPath(token)}/menu`, PARTY_GUEST_POLL_MS, readMenu);
  const menu = value ?? first;
  const t = useTranslations("party.guest");
  return (
    <main className="party">
      <h1>{menu.title}</h1>
      <p className="muted">{menu.acceptOrders ? t("orderIntro") : t("menuIntro")}</p>
      {menu.drinks.length === 0 && <p className="card">{t("nothing")}</p>}
      {menu.acceptOrders ? (
        <GuestOrdering token={token} drinks={menu.drinks} />
      ) : (
        <ul className="party-drinks">
          {menu.drinks.map((drink) => (
            <GuestDrinkCard key={drink.recipeId} drink={drink} />
          ))}
        </ul>
      )}
    </main>
  );
}
