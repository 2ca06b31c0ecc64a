"use client";

import { ShoppingCart } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useShoppingListHouseholds, type ShelfHousehold } from "./shelf-households";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/** "your shopping list" or "Flat 3's shopping list": where a thing went, in a sentence. */
export function useListName(): (household: Pick<ShelfHousehold, "name"> | null) => string {
  const t = useTranslations("shopping");
  return (household) => (household === null ? t("yourList") : t("householdList", { household: household.name }));
}

/**
 * Puts one or several things on the shopping list in one tap (the list leaves out what it has).
 * Someone who may add to a household's list first picks which list: theirs or the household's.
 * With `onList` (the page read the lists) it says so instead of offering the tap again.
 */
export function AddToShoppingListButton({ names, label, onList = false }: { names: readonly string[]; label?: string; onList?: boolean }) {
  const t = useTranslations("shopping");
  const format = useFormatter();
  const listName = useListName();
  const shownLabel = label ?? t("addToList");
  const { pending, problem, done, run } = useApiAction();
  const households = useShoppingListHouseholds();
  const [choosing, setChoosing] = useState(false);
  const what = format.list(names, { type: "conjunction" });
  if (onList || done) {
    return (
      <div className="stack action">
        <p className="badge neutral on-list">
          {t("onYourList")}<span className="visually-hidden">: {what}</span>
        </p>
        <p role="status" className="status-ok small">{done}</p>
      </div>
    );
  }
  const add = (household: ShelfHousehold | null) =>
    run(
      names.map((name) => ({ method: "POST", url: "/api/shopping-list", body: household === null ? { name } : { name, householdId: household.id } })),
      t("addedTo", { what, list: listName(household) }),
    );
  if (choosing) {
    return (
      <div className="stack action">
        <div className="row list-choice" role="group" aria-label={t("whichList", { what })}>
          <button type="button" className="secondary small" disabled={pending} onClick={() => void add(null)}>
            {t("myList")}
          </button>
          {households.map((h) => (
            <button key={h.id} type="button" className="secondary small" disabled={pending} onClick={() => void add(h)}>
              {h.name}
            </button>
          ))}
        </div>
        <ProblemMessage problem={problem} />
      </div>
    );
  }
  return (
    <div className="stack action">
      <button
        type="button"
        className="secondary small"
        disabled={pending}
        aria-label={`${shownLabel}: ${what}`}
        onClick={() => (households.length > 0 ? setChoosing(true) : void add(null))}
      >
        <ShoppingCart aria-hidden="true" focusable="false" />
        {pending ? t("adding") : shownLabel}
      </button>
      <ProblemMessage problem={problem} />
    </div>
  );
}
