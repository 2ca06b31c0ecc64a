"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { mayDo } from "@/domain/households";
import type { ShoppingItem } from "@/domain/types";
import { listName } from "./add-to-shopping-list-button";
import { useShelfHouseholds, useShoppingListHouseholds, type ShelfHousehold } from "./shelf-households";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { useMoney } from "../ui/user-settings";

/** Who added a household's line and who bought it, in a few words. */
function whoDidIt(item: ShoppingItem): string | null {
  if (item.addedBy === undefined) return null;
  return item.done && item.boughtBy ? `added by ${item.addedBy}, bought by ${item.boughtBy}` : `added by ${item.addedBy}`;
}

function ShoppingRow({ item, canChange, price }: { item: ShoppingItem; canChange: boolean; price: string | null }) {
  const { pending, problem, run } = useApiAction();
  // ticks at once; the refreshed list confirms it (or a failure puts it back)
  const [done, setDone] = useState(item.done);
  async function tick(checked: boolean) {
    setDone(checked);
    if (!(await run([{ method: "PATCH", url: `/api/shopping-list/${item.id}`, body: { done: checked } }], ""))) setDone(!checked);
  }
  const id = `shopping-${item.id}`;
  const who = whoDidIt(item);
  const text = (
    <span>
      <span className="shopping-name">{item.name}</span>
      {item.note && <span className="hint"> · {item.note}</span>}
      {price && <span className="hint shopping-price"> · {price}</span>}
      {who && <span className="hint"> · {who}</span>}
      <span className="visually-hidden">{done ? " (bought)" : ""}</span>
    </span>
  );
  return (
    <li className={`shopping-item${done ? " is-done" : ""}`}>
      <div className="row spread">
        {canChange ? (
          <label className="inline" htmlFor={id}>
            <input id={id} type="checkbox" checked={done} disabled={pending} onChange={(e) => void tick(e.target.checked)} />
            {text}
          </label>
        ) : (
          <span className="inline shopping-read-only">{text}</span>
        )}
        {canChange && <DeleteButton url={`/api/shopping-list/${item.id}`} what={`“${item.name}” from the shopping list`} label="Remove" />}
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

/** What each line's bottle cost (by line id), as the server worked it out. */
type Prices = Record<string, number | null>;

/** One list's lines, what is still to buy first, with "Show all" past the first few. */
function ListLines({ items, label, canChange, prices }: { items: readonly ShoppingItem[]; label: string; canChange: boolean; prices: Prices }) {
  const money = useMoney();
  const [showAll, setShowAll] = useState(false);
  const ordered = [...items.filter((i) => !i.done), ...items.filter((i) => i.done)];
  const shown = showAll ? ordered : ordered.slice(0, FIRST_FEW);
  return (
    <>
      <ul className="list shopping-list" aria-label={label}>
        {shown.map((item) => (
          <ShoppingRow
            key={`${item.id}:${item.done}`}
            item={item}
            canChange={canChange}
            price={typeof prices[item.id] === "number" ? money(prices[item.id]!) : null}
          />
        ))}
      </ul>
      <TotalLine text={shoppingTotal(items.filter((i) => !i.done), prices, money)} />
      {shown.length < ordered.length && (
        <p className="more-row row">
          <button type="button" className="secondary" onClick={() => setShowAll(true)}>
            Show all {ordered.length} on the list
          </button>
        </p>
      )}
    </>
  );
}

/** A household's list under its name: who added what, and for a guest, why there is nothing to tick. */
function HouseholdList({ household, items, prices }: { household: ShelfHousehold; items: readonly ShoppingItem[]; prices: Prices }) {
  const canChange = mayDo(household.role, "changeShoppingList");
  const toBuy = items.filter((i) => !i.done).length;
  const headingId = `shopping-household-${household.id}`;
  return (
    <section className="stack shopping-household" aria-labelledby={headingId}>
      <h3 id={headingId} className="shopping-group-heading">
        {household.name}
      </h3>
      {items.length === 0 ? (
        <p className="muted small">Nothing on {listName(household)} yet.</p>
      ) : (
        <>
          <p className="muted small">
            {toBuy} to buy.{" "}
            {canChange
              ? `Tick what you bought: it goes on ${household.name}'s shelf as a full bottle.`
              : `You are a guest in ${household.name}: you can see its list but not change it.`}
          </p>
          <ListLines items={items} label={`${household.name}'s shopping list`} canChange={canChange} prices={prices} />
        </>
      )}
    </section>
  );
}

/** The add form: a name, and which list when the user may add to a household's. */
function AddLine() {
  const households = useShoppingListHouseholds();
  const [name, setName] = useState("");
  const [listId, setListId] = useState("");
  const { pending, problem, done, run } = useApiAction();

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const text = name.trim();
    if (text === "") return;
    const household = households.find((h) => h.id === listId) ?? null;
    const body = household === null ? { name: text } : { name: text, householdId: household.id };
    if (await run([{ method: "POST", url: "/api/shopping-list", body }], `${text}: on ${listName(household)}`)) setName("");
  }

  return (
    <>
      <form className="row shopping-add" onSubmit={add} aria-label="Add to the shopping list">
        <label className="visually-hidden" htmlFor="shopping-new">
          Something to buy
        </label>
        <input id="shopping-new" className="grow" value={name} maxLength={200} placeholder="e.g. Campari" onChange={(e) => setName(e.target.value)} />
        {households.length > 0 && (
          <select className="shopping-which" value={listId} onChange={(e) => setListId(e.target.value)} aria-label="Which list">
            <option value="">My list</option>
            {households.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        )}
        <button type="submit" className="secondary" disabled={pending}>
          <Plus aria-hidden="true" focusable="false" />
          {pending ? "Adding…" : "Add"}
        </button>
      </form>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </>
  );
}

/**
 * The shopping list: the user's own (tick a thing bought and it goes on their bar as a full
 * bottle; beside each, what the bottle it restocks cost, and the total still to buy), then, for someone in a household, each household's under its name (bought goes on
 * the household's shelf). Someone in no household sees only their own, as before.
 */
export function ShoppingList({ items, prices = {} }: { items: readonly ShoppingItem[]; prices?: Prices }) {
  const households = useShelfHouseholds();
  const own = items.filter((i) => i.householdId === undefined);
  const toBuy = own.filter((i) => !i.done).length;
  const inHousehold = households.length > 0;

  return (
    <div className="stack">
      {inHousehold && <h3 className="shopping-group-heading">Your list</h3>}
      {own.length === 0 ? (
        <p className="muted">Nothing to buy yet. Add a bottle from the suggestions above, or write one in.</p>
      ) : (
        <>
          <p className="muted small">
            {toBuy} to buy. Tick what you bought: it goes on your bar as a full bottle.
          </p>
          <ListLines items={own} label={inHousehold ? "Your shopping list" : "Shopping list"} canChange prices={prices} />
        </>
      )}
      {households.map((h) => (
        <HouseholdList key={h.id} household={h} items={items.filter((i) => i.householdId === h.id)} prices={prices} />
      ))}
      <AddLine />
    </div>
  );
}
