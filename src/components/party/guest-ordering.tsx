"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePolled } from "@/components/ui/use-polled";
import { PARTY_GUEST_POLL_MS, partyPath, type GuestDrink, type GuestOrder } from "@/domain/party";
import { GuestDrinkCard } from "./guest-drink";

/** The server's sentence about a refused order, if it gave one. */
async function errorOf(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? null;
}

/** The form under a drink the guest tapped: who it is for, and a note. */
function OrderForm({ drink, name, onName, onSend, onCancel, busy }: {
  drink: GuestDrink;
  name: string;
  onName: (name: string) => void;
  onSend: (note: string) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [note, setNote] = useState("");
  const t = useTranslations("party.guest");
  return (
    <form
      className="party-form stack"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(note);
      }}
    >
      <label>
        {t("whoFor")}
        <input value={name} onChange={(e) => onName(e.target.value)} maxLength={60} required autoComplete="given-name" placeholder={t("yourName")} />
      </label>
      <label>
        {t("note")}
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={280} placeholder={t("notePlaceholder")} />
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t("order", { title: drink.title })}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t("notNow")}
        </button>
      </div>
    </form>
  );
}

const readOrders = (body: unknown) => (body as { orders: GuestOrder[] }).orders;

/** The menu with an "Order" button under each drink that can be made, and the guest's orders. */
export function GuestOrdering({ token, drinks }: { token: string; drinks: GuestDrink[] }) {
  const { value, refresh } = usePolled(`${partyPath(token)}/orders`, PARTY_GUEST_POLL_MS, readOrders);
  const orders = value ?? [];
  const t = useTranslations("party.guest");
  const [picked, setPicked] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function send(drink: GuestDrink, note: string) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(`${partyPath(token)}/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ recipeId: drink.recipeId, name, note }),
      });
      if (!res.ok) return setMessage((await errorOf(res)) ?? t("failed"));
      const { position } = (await res.json()) as { position: number };
      setPicked(null);
      setMessage(t("ordered", { title: drink.title, name: name.trim(), position }));
      refresh();
    } catch {
      setMessage(t("unreachable"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {message && (
        <p role="status" className="card">
          {message}
        </p>
      )}
      {orders.length > 0 && (
        <section className="party-orders" aria-labelledby="your-orders">
          <h2 id="your-orders">{t("yourOrders")}</h2>
          <ol>
            {orders.map((order) => (
              <li key={order.orderId} className="party-order card" data-status={order.status}>
                <span>
                  {order.drinkTitle} <span className="muted">{t("forGuest", { name: order.guestName })}</span>
                </span>
                <span className="status">
                  {order.position !== null && order.status === "queued" ? t("queuedNumber", { position: order.position }) : t(`status.${order.status}`)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <ul className="party-drinks">
        {drinks.map((drink) => (
          <GuestDrinkCard key={drink.recipeId} drink={drink}>
            {!drink.soldOut &&
              (picked === drink.recipeId ? (
                <OrderForm drink={drink} name={name} onName={setName} onSend={(note) => void send(drink, note)} onCancel={() => setPicked(null)} busy={busy} />
              ) : (
                <button type="button" className="order-button" onClick={() => setPicked(drink.recipeId)}>
                  {t("order", { title: drink.title })}
                </button>
              ))}
          </GuestDrinkCard>
        ))}
      </ul>
    </>
  );
}
