"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import type { ShoppingItem } from "@/domain/types";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

function ShoppingRow({ item }: { item: ShoppingItem }) {
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
            <span className="visually-hidden">{done ? " (bought)" : ""}</span>
          </span>
        </label>
        <DeleteButton url={`/api/shopping-list/${item.id}`} what={`“${item.name}” from the shopping list`} label="Remove" />
      </div>
      <ProblemMessage problem={problem} />
    </li>
  );
}

/** How many entries show before "Show all": what is still to buy comes first. */
const FIRST_FEW = 8;

/** The caller's shopping list: tick a thing bought and it goes on the bar as a full bottle. */
export function ShoppingList({ items }: { items: readonly ShoppingItem[] }) {
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
              <ShoppingRow key={`${item.id}:${item.done}`} item={item} />
            ))}
          </ul>
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
