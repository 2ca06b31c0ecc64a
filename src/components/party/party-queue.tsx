"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePolled } from "@/components/ui/use-polled";
import { PARTY_STATION_POLL_MS, type PartyOrder, type PartyOrderStatus } from "@/domain/party";

const readOrders = (body: unknown) => (body as { orders: PartyOrder[] }).orders;

/** One menu's orders at the station, in the order they came, asked for again every second. */
function MenuQueue({ menu }: { menu: { id: string; title: string } }) {
  const { value, refresh } = usePolled(`/api/party-menus/${menu.id}/orders`, PARTY_STATION_POLL_MS, readOrders);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("party.queue");
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
      if (!res.ok) setError(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? t("failed"));
    } catch {
      setError(t("unreachable"));
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
    <section className="card party-queue" aria-label={t("region", { title: menu.title })}>
      <h2>{t("heading", { title: menu.title })}</h2>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {value !== null && open.length === 0 && <p className="muted">{t("none")}</p>}
      <ol className="party-queue-list">
        {open.map((order) => (
          <li key={order.id} data-status={order.status}>
            <div>
              {t.rich("drinkFor", { drink: order.drinkTitle, guest: order.guestName, strong: (chunks) => <strong>{chunks}</strong> })}
              <span className="muted"> · {t(`status.${order.status}`)}</span>
              {order.note && <p className="muted">“{order.note}”</p>}
            </div>
            <div className="party-queue-actions">
              {order.status === "queued" && (
                <button type="button" className="secondary" disabled={pending.has(order.id)} onClick={() => void move(order, "making")}>
                  {t("start")}
                </button>
              )}
              <button type="button" disabled={pending.has(order.id)} onClick={() => void move(order, "ready")}>
                {t("ready")}
              </button>
              <button type="button" className="ghost" disabled={pending.has(order.id)} onClick={() => void move(order, "cancelled")}>
                {t("cancel")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {done.length > 0 && (
        <p className="muted">
          {t("readyLately", { orders: done.map((o) => t("drinkForPlain", { drink: o.drinkTitle, guest: o.guestName })).join(", ") })}
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
