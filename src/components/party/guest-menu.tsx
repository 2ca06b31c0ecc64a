import type { GuestMenu } from "@/domain/party";
import { GuestDrinkCard } from "./guest-drink";
import { GuestOrdering } from "./guest-ordering";
import "./party.css";

/**
 * The page a guest opens from the host's link or QR code, with no account: the menu and, when
 * the host takes orders, the ordering and the guest's orders as they move on.
 */
export function GuestMenuPage({ token, menu }: { token: string; menu: GuestMenu }) {
  return (
    <main className="party">
      <h1>{menu.title}</h1>
      <p className="muted">{menu.acceptOrders ? "Pick a drink and say who it is for: the bar will call it when it is ready." : "What the bar can make tonight."}</p>
      {menu.drinks.length === 0 && <p className="card">Nothing on this menu can be made right now. Ask the host.</p>}
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
