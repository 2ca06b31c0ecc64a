"use client";

import { QUANTITIES } from "@/domain/constants";
import type { ShelfRow } from "@/domain/shelf-groups";
import { BarItemEditForm, type CategoryOption } from "./bar-add-form";
import { BottleLevel } from "./bottle-level";
import type { useBottleQuantity } from "./use-bottle-quantity";
import { DeleteButton } from "../ui/delete-button";
import { EditButton, type InPlaceEdit } from "../ui/edit-in-place";
import { QUANTITY_LABELS } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";

/** What a bottle's row menu holds: the level buttons, the forecast, edit and delete; or the edit form in their place. */
export function BarItemMenu({
  id,
  item,
  categories,
  forecast,
  edit,
  level,
}: {
  id: string;
  item: ShelfRow;
  categories: CategoryOption[];
  forecast?: string;
  edit: InPlaceEdit;
  level: ReturnType<typeof useBottleQuantity>;
}) {
  const automaticLabel = categories.find((c) => c.key === item.suggestedCategory)?.label ?? "Other";
  return (
    <div id={id} className="bar-row-menu">
      {edit.editing ? (
        <BarItemEditForm item={item} categories={categories} automaticLabel={automaticLabel} edit={edit} />
      ) : (
        <>
          <div className="quantity" role="group" aria-label={`How much ${item.name} is left`}>
            {QUANTITIES.map((q) => (
              <button key={q} type="button" data-q={q} aria-pressed={level.quantity === q} onClick={() => level.setQuantity(q)}>
                {QUANTITY_LABELS[q]}
              </button>
            ))}
          </div>
          <BottleLevel item={item} forecast={forecast} />
          <div className="item-actions">
            <EditButton state={edit} what={item.name} />
            <DeleteButton url={`/api/bar-items/${encodeURIComponent(item.id)}`} what={item.name} />
          </div>
          <ProblemMessage problem={level.problem} />
        </>
      )}
    </div>
  );
}
