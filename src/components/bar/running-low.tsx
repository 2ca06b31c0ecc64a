import type { ShelfRow } from "@/domain/shelf-groups";
import { AddToShoppingListButton } from "./add-to-shopping-list-button";
import { formatMl } from "./bottle-level";
import { QUANTITY_LABELS } from "../ui/format";

/** The bottles running low, each with how long it lasts and a button to put it on the shopping list. */
export function RunningLow({ low, forecasts }: { low: ShelfRow[]; forecasts: Record<string, string> }) {
  return (
    <section className="shelf-group running-low" aria-labelledby="running-low-heading">
      <h3 id="running-low-heading" className="group-heading">
        Running low <span className="muted">({low.length})</span>
      </h3>
      <ul className="low-list" aria-label="Running low">
        {low.map((item) => (
          <li key={item.id}>
            <span className="low-name">
              {item.name}
              {forecasts[item.id] && <span className="muted small">: {forecasts[item.id]}</span>}
            </span>
            <span className="level" data-q={item.quantity}>
              {QUANTITY_LABELS[item.quantity]}
              {item.remainingMl !== null && item.quantity !== "EMPTY" && <span className="small"> · {formatMl(item.remainingMl)}</span>}
            </span>
            <AddToShoppingListButton names={[item.name]} label="Add to list" />
          </li>
        ))}
      </ul>
    </section>
  );
}
