"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { QUANTITIES, type Quantity } from "@/domain/constants";
import type { BarItem } from "@/domain/types";
import { sendJson, type ApiProblem } from "./api";
import { parseAliases } from "./bar-add-form";
import { DeleteButton } from "./delete-button";
import { QUANTITY_LABELS } from "./format";
import { PrivateImage, isObjectImageUrl } from "./private-image";
import { ProblemMessage } from "./problem-message";

/** One bottle: its quantity changes in one tap; its aliases and its deletion are a tap away. */
export function BarItemRow({ item }: { item: BarItem }) {
  const router = useRouter();
  const headingId = useId();
  const [pendingQuantity, setPendingQuantity] = useState<Quantity | null>(null);
  const [editingAliases, setEditingAliases] = useState(false);
  const [savingAliases, setSavingAliases] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const quantity = pendingQuantity ?? item.quantity;

  async function setQuantity(next: Quantity) {
    if (next === quantity) return;
    setProblem(null);
    setPendingQuantity(next);
    const result = await sendJson("PATCH", `/api/bar-items/${encodeURIComponent(item.id)}`, { quantity: next });
    if (!result.ok) {
      setPendingQuantity(null);
      setProblem(result.problem);
      return;
    }
    router.refresh();
  }

  async function saveAliases(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const aliases = parseAliases(String(new FormData(event.currentTarget).get("aliases") ?? ""));
    setProblem(null);
    setSavingAliases(true);
    const result = await sendJson("PATCH", `/api/bar-items/${encodeURIComponent(item.id)}`, { aliases });
    setSavingAliases(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setEditingAliases(false);
    router.refresh();
  }

  return (
    <li className={`card bar-item${quantity === "EMPTY" ? " is-empty" : ""}`} aria-labelledby={headingId}>
      {isObjectImageUrl(item.imageUrl) ? (
        <PrivateImage className="thumb" src={item.imageUrl} alt={`Photo of ${item.name}`} width={64} height={64} />
      ) : (
        <span className="thumb-placeholder" aria-hidden="true">
          {item.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="bar-item-main">
        <div className="bar-item-title">
          <h3 id={headingId}>{item.name}</h3>
          {item.category && <span className="badge neutral">{item.category}</span>}
          {quantity === "EMPTY" && <span className="badge warn">Out</span>}
        </div>
        <div className="quantity" role="group" aria-label={`How much ${item.name} is left`}>
          {QUANTITIES.map((q) => (
            <button
              key={q}
              type="button"
              data-q={q}
              aria-pressed={quantity === q}
              onClick={() => setQuantity(q)}
            >
              {QUANTITY_LABELS[q]}
            </button>
          ))}
        </div>
        {editingAliases ? (
          <form className="row" onSubmit={saveAliases} aria-label={`Also counts as, for ${item.name}`}>
            <label style={{ flex: "1 1 220px" }}>
              <span>
                Also counts as <span className="hint">(comma-separated)</span>
              </span>
              <input
                name="aliases"
                defaultValue={item.aliases.join(", ")}
                maxLength={1000}
                autoComplete="off"
                autoFocus
                placeholder="e.g. Gin, London dry gin"
              />
            </label>
            <div className="row" style={{ alignSelf: "flex-end" }}>
              <button type="submit" className="small" disabled={savingAliases}>
                {savingAliases ? "Saving…" : "Save"}
              </button>
              <button type="button" className="ghost small" onClick={() => setEditingAliases(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div className="aliases">
            {item.aliases.length > 0 ? (
              <>
                <span className="muted">Also counts as:</span>
                {item.aliases.map((a) => (
                  <span key={a} className="badge neutral">
                    {a}
                  </span>
                ))}
              </>
            ) : null}
          </div>
        )}
        <ProblemMessage problem={problem} />
        <div className="item-actions">
          {!editingAliases && (
            <button
              type="button"
              className="secondary small"
              onClick={() => setEditingAliases(true)}
            >
              <span className="visually-hidden">{item.name}: </span>
              Also counts as…
            </button>
          )}
          <DeleteButton url={`/api/bar-items/${encodeURIComponent(item.id)}`} what={item.name} />
        </div>
      </div>
    </li>
  );
}
