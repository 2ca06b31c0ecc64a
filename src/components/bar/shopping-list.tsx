"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayDo } from "@/domain/households";
import type { ShoppingItem } from "@/domain/types";
import { useListName } from "./add-to-shopping-list-button";
import { useShelfHouseholds, useShoppingListHouseholds, type ShelfHousehold } from "./shelf-households";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { useMoney } from "../ui/user-settings";

function ShoppingRow({ item, canChange, price }: { item: ShoppingItem; canChange: boolean; price: string | null }) {
  const t = useTranslations("shopping");
  const { pending, problem, run } = useApiAction();
  // ticks at once; the refreshed list confirms it (or a failure puts it back)
  const [done, setDone] = useState(item.done);
  async function tick(checked: boolean) {
    setDone(checked);
    if (!(await run([{ method: "PATCH", url: `/api/shopping-list/${item.id}`, body: { done: checked } }], ""))) setDone(!checked);
  }
  const id = `shopping-${item.id}`;
  // Who added a household's line and who bought it, in a few words.
  const who = item.addedBy === undefined ? null : item.done && item.boughtBy ? t("addedAndBought", { added: item.addedBy, bought: item.boughtBy }) : t("addedBy", { added: item.addedBy });
  const text = (
    <span>
      <span className="shopping-name">{item.name}</span>
      {item.note && <span className="hint"> · {item.note}</span>}
      {price && <span className="hint shopping-price"> · {price}</span>}
      {who && <span className="hint"> · {who}</span>}
      <span className="visually-hidden">{done ? ` ${t("bought")}` : ""}</span>
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
        {canChange && <DeleteButton url={`/api/shopping-list/${item.id}`} what={t("removeWhat", { name: item.name })} label={t("remove")} />}
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
function shoppingTotal(
  toBuy: readonly ShoppingItem[],
  prices: Record<string, number | null>,
  money: (amount: number) => string,
  t: ReturnType<typeof useTranslations<"shopping">>,
): string | null {
  const priced = toBuy.filter((i) => typeof prices[i.id] === "number");
  if (priced.length === 0) return null;
  const total = priced.reduce((sum, i) => sum + prices[i.id]!, 0);
  const unpriced = toBuy.filter((i) => typeof prices[i.id] !== "number").map((i) => i.name);
  const sum = money(Math.round(total * 100) / 100);
  return unpriced.length > 0 ? t("totalWithout", { total: sum, names: unpriced.join(", ") }) : t("total", { total: sum });
}

/** What each line's bottle cost (by line id), as the server worked it out. */
type Prices = Record<string, number | null>;

/** One list's lines, what is still to buy first, with "Show all" past the first few. */
function ListLines({ items, label, canChange, prices }: { items: readonly ShoppingItem[]; label: string; canChange: boolean; prices: Prices }) {
  const money = useMoney();
  const t = useTranslations("shopping");
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
      <TotalLine text={shoppingTotal(items.filter((i) => !i.done), prices, money, t)} />
      {shown.length < ordered.length && (
        <p className="more-row row">
          <button type="button" className="secondary" onClick={() => setShowAll(true)}>
            {t("showAll", { count: ordered.length })}
          </button>
        </p>
      )}
    </>
  );
}

/** A household's list under its name: who added what, and for a guest, why there is nothing to tick. */
function HouseholdList({ household, items, prices }: { household: ShelfHousehold; items: readonly ShoppingItem[]; prices: Prices }) {
  const canChange = mayDo(household.role, "changeShoppingList");
  const t = useTranslations("shopping");
  const listName = useListName();
  const toBuy = items.filter((i) => !i.done).length;
  const headingId = `shopping-household-${household.id}`;
  return (
    <section className="stack shopping-household" aria-labelledby={headingId}>
      <h3 id={headingId} className="shopping-group-heading">
        {household.name}
      </h3>
      {items.length === 0 ? (
        <p className="muted small">{t("nothingOn", { list: listName(household) })}</p>
      ) : (
        <>
          <p className="muted small">
            {t("toBuy", { count: toBuy })}{" "}
            {canChange ? t("tickHousehold", { household: household.name }) : t("guest", { household: household.name })}
          </p>
          <ListLines items={items} label={t("householdList", { household: household.name })} canChange={canChange} prices={prices} />
        </>
      )}
    </section>
  );
}

/** The add form: a name, and which list when the user may add to a household's. */
function AddLine() {
  const households = useShoppingListHouseholds();
  const t = useTranslations("shopping");
  const listName = useListName();
  const [name, setName] = useState("");
  const [listId, setListId] = useState("");
  const { pending, problem, done, run } = useApiAction();

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const text = name.trim();
    if (text === "") return;
    const household = households.find((h) => h.id === listId) ?? null;
    const body = household === null ? { name: text } : { name: text, householdId: household.id };
    if (await run([{ method: "POST", url: "/api/shopping-list", body }], t("addedTo", { what: text, list: listName(household) }))) setName("");
  }

  return (
    <>
      <form className="row shopping-add" onSubmit={add} aria-label={t("addForm")}>
        <label className="visually-hidden" htmlFor="shopping-new">
          {t("somethingToBuy")}
        </label>
        <input id="shopping-new" className="grow" value={name} maxLength={200} placeholder={t("placeholder")} onChange={(e) => setName(e.target.value)} />
        {households.length > 0 && (
          <select className="shopping-which" value={listId} onChange={(e) => setListId(e.target.value)} aria-label={t("whichListShort")}>
            <option value="">{t("myList")}</option>
            {households.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        )}
        <button type="submit" className="secondary" disabled={pending}>
          <Plus aria-hidden="true" focusable="false" />
          {pending ? t("adding") : t("add")}
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
  const t = useTranslations("shopping");

  return (
    <div className="stack">
      {inHousehold && <h3 className="shopping-group-heading">{t("yourListHeading")}</h3>}
      {own.length === 0 ? (
        <p className="muted">{t("nothingYet")}</p>
      ) : (
        <>
          <p className="muted small">
            {t("toBuy", { count: toBuy })} {t("tickOwn")}
          </p>
          <ListLines items={own} label={inHousehold ? t("yourShoppingList") : t("shoppingList")} canChange prices={prices} />
        </>
      )}
      {households.map((h) => (
        <HouseholdList key={h.id} household={h} items={items.filter((i) => i.householdId === h.id)} prices={prices} />
      ))}
      <AddLine />
    </div>
  );
}
