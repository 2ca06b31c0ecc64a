"use client";

import { useTranslations } from "next-intl";
import { QUANTITIES } from "@/domain/constants";
import type { ShelfRow } from "@/domain/shelf-groups";
import { BarItemEditForm, type CategoryOption } from "./bar-add-form";
import { BottleLevel } from "./bottle-level";
import { useShelfLabel } from "./category-label";
import { mayChange, useShelfHouseholds, type ShelfHousehold } from "./shelf-households";
import type { useBottleQuantity } from "./use-bottle-quantity";
import { DeleteButton } from "../ui/delete-button";
import { EditButton, type InPlaceEdit } from "../ui/edit-in-place";
import { ActionOutcome } from "../ui/action-outcome";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/**
 * One's own bottle: "Share with <household>" for each household one may add to, or "Take back"
 * when it stands in one; one tap each. A housemate's bottle offers neither (only its owner moves it).
 */
function ShareButtons({ item, households }: { item: ShelfRow; households: readonly ShelfHousehold[] }) {
  const action = useApiAction();
  const t = useTranslations("bar.menu");
  if (!item.mine) return null;
  const url = `/api/bar-items/${encodeURIComponent(item.id)}`;
  const into = households.filter((h) => h.role !== "guest");
  return (
    <>
      {item.householdId ? (
        <button type="button" className="secondary" disabled={action.pending} onClick={() => action.run([{ method: "PATCH", url, body: { householdId: null } }], t("takenBack", { name: item.name }))}>
          {t("takeBack")}
        </button>
      ) : (
        into.map((h) => (
          <button
            key={h.id}
            type="button"
            className="secondary"
            disabled={action.pending}
            onClick={() => action.run([{ method: "PATCH", url, body: { householdId: h.id } }], t("nowShared", { name: item.name, household: h.name }))}
          >
            {t("shareWith", { household: h.name })}
          </button>
        ))
      )}
      <ActionOutcome action={action} />
    </>
  );
}

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
  const households = useShelfHouseholds();
  const t = useTranslations("bar.menu");
  const tq = useTranslations("quantity");
  const shelfLabel = useShelfLabel();
  const may = (change: Parameters<typeof mayChange>[2]) => mayChange(item, households, change);
  const automatic = categories.find((c) => c.key === item.suggestedCategory);
  const automaticLabel = automatic ? shelfLabel(automatic.key, automatic.label) : t("other");
  return (
    <div id={id} className="bar-row-menu">
      {edit.editing ? (
        <BarItemEditForm item={item} categories={categories} automaticLabel={automaticLabel} edit={edit} />
      ) : (
        <>
          {may("levels") ? (
            <div className="quantity" role="group" aria-label={t("howMuchLeft", { name: item.name })}>
              {QUANTITIES.map((q) => (
                <button key={q} type="button" data-q={q} aria-pressed={level.quantity === q} onClick={() => level.setQuantity(q)}>
                  {tq(q)}
                </button>
              ))}
            </div>
          ) : (
            <p className="muted small">
              {t("guestBottle", { owner: item.ownerName ?? "", household: item.householdName ?? "" })}
            </p>
          )}
          <BottleLevel item={item} forecast={forecast} />
          <div className="item-actions">
            {may("identity") && <EditButton state={edit} what={item.name} />}
            {may("delete") && <DeleteButton url={`/api/bar-items/${encodeURIComponent(item.id)}`} what={item.name} />}
            <ShareButtons item={item} households={households} />
          </div>
          <ProblemMessage problem={level.problem} />
        </>
      )}
    </div>
  );
}
