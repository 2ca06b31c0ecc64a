import { useTranslations } from "next-intl";
import type { ShelfRow } from "@/domain/shelf-groups";
import { AddToShoppingListButton } from "./add-to-shopping-list-button";
import { formatMl } from "./bottle-level";

/** The bottles running low, each with how long it lasts and a button to put it on the shopping list. */
export function RunningLow({ low, forecasts }: { low: ShelfRow[]; forecasts: Record<string, string> }) {
  const t = useTranslations("bar.low");
  const tq = useTranslations("quantity");
  return (
    <section className="shelf-group running-low" aria-labelledby="running-low-heading">
      <h3 id="running-low-heading" className="group-heading">
        {t("heading")} <span className="muted">({low.length})</span>
      </h3>
      <ul className="low-list" aria-label={t("heading")}>
        {low.map((item) => (
          <li key={item.id}>
            <span className="low-name">
              {item.name}
              {forecasts[item.id] && <span className="muted small">: {forecasts[item.id]}</span>}
            </span>
            <span className="level" data-q={item.quantity}>
              {tq(item.quantity)}
              {item.remainingMl !== null && item.quantity !== "EMPTY" && <span className="small"> · {formatMl(item.remainingMl)}</span>}
            </span>
            <AddToShoppingListButton names={[item.name]} label={t("addToList")} />
          </li>
        ))}
      </ul>
    </section>
  );
}
