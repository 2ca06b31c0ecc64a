"use client";

import { useState } from "react";
import { usePolled } from "@/components/ui/use-polled";
import { PARTY_GUEST_POLL_MS, guestStatusLabel, partyPath, type GuestDrink, type GuestOrder } from "@/domain/party";
import { GuestDrinkCard } from "./guest-drink";

async function errorOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? "That did not work: try again.";
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
  return (
    <form
      className="party-form stack"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(note);
      }}
    >
      <label>
        Who is it for?
        <input value={name} onChange={(e) => onName(e.target.value)} maxLength={60} required autoComplete="given-name" placeholder="Your name" />
      </label>
      <label>
        Note (optional)
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={280} placeholder="Less ice, please" />
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          Order {drink.title}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Not now
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
      if (!res.ok) return setMessage(await errorOf(res));
      const { position } = (await res.json()) as { position: number };
      setPicked(null);
      setMessage(`${drink.title} for ${name.trim()} is ordered: number ${position} in the queue.`);
      refresh();
    } catch {
      setMessage("The bar could not be reached: try again.");
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
          <h2 id="your-orders">Your orders</h2>
          <ol>
            {orders.map((order) => (
              <li key={order.orderId} className="party-order card" data-status={order.status}>
                <span>
                  {order.drinkTitle} <span className="muted">for {order.guestName}</span>
                </span>
                <span className="status">
                  {guestStatusLabel(order.status)}
                  {order.position !== null && order.status === "queued" ? ` (number ${order.position})` : ""}
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
                  Order {drink.title}
                </button>
              ))}
          </GuestDrinkCard>
        ))}
      </ul>
    </>
  );
}
