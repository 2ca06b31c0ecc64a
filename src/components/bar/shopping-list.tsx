"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import type { ShoppingItem } from "@/domain/types";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { useMoney } from "../ui/user-settings";

function ShoppingRow({ item, price }: { item: ShoppingItem; price: string | null }) {
  const { pending, problem, run } = useApiAction();
  // ticks at once; the refreshed list confirms it (or a failure puts it back)
  const [done, setDone] = useState(item.done);
  async function tick(checked: boolean) {
    setDone(checked);
    if (!(await run([{ method: "PATCH", url: `/api/shopping-list/${item.id}`, body: { done: checked } }], ""))) setDone(!checked);
  }
  const id = `shopping-${item.id}`;
  return (
    <li className={`shopping-item${done ? " is-done" : ""}`}>
      <div className="row spread">
        <label className="inline" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={done}
            disabled={pending}
            onChange={(e) => void tick(e.target.checked)}
          />
          <span>
            <span className="shopping-name">{item.name}</span>
            {item.note && <span className="hint"> · {item.note}</span>}
            {price && <span className="hint shopping-price"> · {price}</span>}
            <span className="visually-hidden">{done ? " (bought)" : ""}</span>
          </span>
        </label>
        <DeleteButton url={`/api/shopping-list/${item.id}`} what={`“${item.name}” from the shopping list`} label="Remove" />
      </div>
      <ProblemMessage problem={problem} />
    </li>
  );
}

function TotalLine({ text }: { text: string | null }) {
  return text === null ? null : (
    <p className="small" data-testid="shopping-total">
      {text}
    </p>
  );
}

/** How many entries show before "Show all": what is still to buy comes first. */
const FIRST_FEW = 8;

/** "Total: €54.00 (no price yet for Campari)" over what is still to buy, or null when nothing on it has a price. */
function shoppingTotal(toBuy: readonly ShoppingItem[], prices: Record<string, number | null>, money: (amount: number) => string): string | null {
  const priced = toBuy.filter((i) => typeof prices[i.id] === "number");
  if (priced.length === 0) return null;
  const total = priced.reduce((sum, i) => sum + prices[i.id]!, 0);
  const unpriced = toBuy.filter((i) => typeof prices[i.id] !== "number").map((i) => i.name);
  return `Total: ${money(Math.round(total * 100) / 100)}${unpriced.length > 0 ? ` (no price yet for ${unpriced.join(", ")})` : ""}`;
}

/**
 * The caller's shopping list: tick a thing bought and it goes on the bar as a full bottle. Beside
 * each, what the bottle it restocks cost (`prices`, by item id), and the total still to buy.
 */
export function ShoppingList({ items, prices = {} }: { items: readonly ShoppingItem[]; prices?: Record<string, number | null> }) {
  const money = useMoney();
  const [name, setName] = useState("");
  const [showAll, setShowAll] = useState(false);
  const { pending, problem, done, run } = useApiAction();
  const toBuy = items.filter((i) => !i.done).length;
  const ordered = [...items.filter((i) => !i.done), ...items.filter((i) => i.done)];
  const shown = showAll ? ordered : ordered.slice(0, FIRST_FEW);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const text = name.trim();
    if (text === "") return;
    if (await run([{ method: "POST", url: "/api/shopping-list", body: { name: text } }], `${text}: on your shopping list`)) setName("");
  }

  return (
    <div className="stack">
      {items.length === 0 ? (
        <p className="muted">Nothing to buy yet. Add a bottle from the suggestions above, or write one in.</p>
      ) : (
        <>
          <p className="muted small">
            {toBuy} to buy. Tick what you bought: it goes on your bar as a full bottle.
          </p>
          <ul className="list shopping-list" aria-label="Shopping list">
            {shown.map((item) => (
              <ShoppingRow
                key={`${item.id}:${item.done}`}
                item={item}
                price={money && typeof prices[item.id] === "number" ? money(prices[item.id]!) : null}
              />
            ))}
          </ul>
          {money && <TotalLine text={shoppingTotal(items.filter((i) => !i.done), prices, money)} />}
          {shown.length < ordered.length && (
            <p className="more-row row">
              <button type="button" className="secondary" onClick={() => setShowAll(true)}>
                Show all {ordered.length} on the list
              </button>
            </p>
          )}
        </>
      )}
      <form className="row" onSubmit={add} aria-label="Add to the shopping list">
        <label className="visually-hidden" htmlFor="shopping-new">
          Something to buy
        </label>
        <input
          id="shopping-new"
          className="grow"
          value={name}
          maxLength={200}
          placeholder="e.g. Campari"
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="secondary" disabled={pending}>
          <Plus aria-hidden="true" focusable="false" />
          {pending ? "Adding…" : "Add"}
        </button>
      </form>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}
