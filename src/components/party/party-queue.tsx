"use client";

import { useState } from "react";
import { usePolled } from "@/components/ui/use-polled";
import { PARTY_STATION_POLL_MS, type PartyOrder, type PartyOrderStatus } from "@/domain/party";

const readOrders = (body: unknown) => (body as { orders: PartyOrder[] }).orders;

const STATUS_WORDS: Record<PartyOrderStatus, string> = { queued: "Waiting", making: "Being made", ready: "Ready", cancelled: "Cancelled" };

/** One menu's orders at the station, in the order they came, asked for again every second. */
function MenuQueue({ menu }: { menu: { id: string; title: string } }) {
  const { value, refresh } = usePolled(`/api/party-menus/${menu.id}/orders`, PARTY_STATION_POLL_MS, readOrders);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const orders = value ?? [];
  const open = orders.filter((o) => o.status === "queued" || o.status === "making");
  const done = orders.filter((o) => o.status === "ready").slice(-5).reverse();

  async function move(order: PartyOrder, status: PartyOrderStatus) {
    if (pending.has(order.id)) return;
    setPending((p) => new Set(p).add(order.id));
    setError(null);
    try {
      const res = await fetch(`/api/party-menus/${menu.id}/orders/${order.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status }),
      });
      if (!res.ok) setError(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? "That did not work: try again.");
    } catch {
      setError("The server could not be reached: try again.");
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(order.id);
        return next;
      });
      refresh();
    }
  }

  return (
    <section className="card party-queue" aria-label={`Orders for ${menu.title}`}>
      <h2>Orders: {menu.title}</h2>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {value !== null && open.length === 0 && <p className="muted">No orders waiting.</p>}
      <ol className="party-queue-list">
        {open.map((order) => (
          <li key={order.id} data-status={order.status}>
            <div>
              <strong>{order.drinkTitle}</strong> for {order.guestName}
              <span className="muted"> · {STATUS_WORDS[order.status]}</span>
              {order.note && <p className="muted">“{order.note}”</p>}
            </div>
            <div className="party-queue-actions">
              {order.status === "queued" && (
                <button type="button" className="secondary" disabled={pending.has(order.id)} onClick={() => void move(order, "making")}>
                  Start
                </button>
              )}
              <button type="button" disabled={pending.has(order.id)} onClick={() => void move(order, "ready")}>
                Ready
              </button>
              <button type="button" className="ghost" disabled={pending.has(order.id)} onClick={() => void move(order, "cancelled")}>
                Cancel
              </button>
            </div>
          </li>
        ))}
      </ol>
      {done.length > 0 && (
        <p className="muted">
          Ready lately: {done.map((o) => `${o.drinkTitle} for ${o.guestName}`).join(", ")}
        </p>
      )}
    </section>
  );
}

/** The queue of guests' orders for each of the host's menus that takes orders. */
export function PartyQueue({ menus }: { menus: { id: string; title: string }[] }) {
  return (
    <div className="party-queues">
      {menus.map((menu) => (
        <MenuQueue key={menu.id} menu={menu} />
      ))}
    </div>
  );
}
