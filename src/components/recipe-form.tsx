"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type FormEvent } from "react";
import { sendJson, type ApiProblem } from "./api";
import { ProblemMessage } from "./problem-message";

interface Row {
  key: number;
  name: string;
  amount: string;
  /** The user's own answer to "do I have it?"; null until they tick or untick the box. */
  have: boolean | null;
}

export interface DrinkOption {
  id: string;
  name: string;
}

let rowCounter = 0;
const focusOnce = (el: HTMLInputElement | null) => el?.focus();
const newRow = (): Row => ({ key: ++rowCounter, name: "", amount: "", have: null });

/** Non-empty lines of a textarea, one step each. */
export function stepsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Creates a recipe. "In stock" is pre-ticked when the shelf has an item (or an alias) of
 * that name; the list re-evaluates availability against the shelf anyway.
 */
export function RecipeForm({
  drinks,
  shelfNames,
  defaultDrinkId,
}: {
  drinks: DrinkOption[];
  /** Lower-case names and aliases of the caller's bar items that are not EMPTY. */
  shelfNames: string[];
  defaultDrinkId?: string;
}) {
  const router = useRouter();
  const formId = useId();
  const shelf = useMemo(() => new Set(shelfNames), [shelfNames]);
  const [rows, setRows] = useState<Row[]>(() => [newRow(), newRow()]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  // The row just added, whose name field takes the focus as it is committed (not later).
  const [focusKey, setFocusKey] = useState<number | null>(null);

  const available = (row: Row) => row.have ?? shelf.has(row.name.trim().toLowerCase());
  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function addRow() {
    const row = newRow();
    setRows((rs) => [...rs, row]);
    setFocusKey(row.key);
  }

  function removeRow(key: number) {
    setRows((rs) => (rs.length > 1 ? rs.filter((r) => r.key !== key) : rs));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const ingredients = rows
      .filter((r) => r.name.trim())
      .map((r) => ({ name: r.name.trim(), amount: r.amount.trim(), available: available(r) }));
    const steps = stepsFromText(String(data.get("steps") ?? ""));
    const sourceDrinkId = text("sourceDrinkId");
    const title = text("title");
    setProblem(null);
    setCreated(null);
    if (ingredients.length === 0) {
      setProblem({ message: "Add at least one ingredient.", details: [] });
      return;
    }
    if (steps.length === 0) {
      setProblem({ message: "Add at least one step.", details: [] });
      return;
    }
    setPending(true);
    const result = await sendJson("POST", "/api/recipes", {
      title,
      ingredients,
      steps,
      garnish: text("garnish") || null,
      glassware: text("glassware") || null,
      notes: text("notes") || null,
      sourceDrinkId: sourceDrinkId || null,
    });
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    form.reset();
    setRows([newRow(), newRow()]);
    setCreated(title);
    router.refresh();
  }

  return (
    <form id={formId} className="stack" onSubmit={onSubmit} aria-label="New recipe">
      <label>
        Title
        <input name="title" required maxLength={200} autoComplete="off" placeholder="e.g. Negroni" />
      </label>
      <fieldset>
        <legend>Ingredients</legend>
        <p className="hint" style={{ marginTop: 0 }}>
          Once your bar has items, the list checks each ingredient against it; “In stock” counts until then.
        </p>
        <div className="ingredient-rows">
          {rows.map((row, i) => (
            <div className="ingredient-row" key={row.key}>
              <label>
                <span>Ingredient {i + 1}</span>
                <input
                  ref={row.key === focusKey ? focusOnce : undefined}
                  value={row.name}
                  onChange={(e) => update(row.key, { name: e.target.value })}
                  required={i === 0}
                  maxLength={200}
                  autoComplete="off"
                  placeholder={i === 0 ? "e.g. Gin" : undefined}
                />
              </label>
              <label>
                <span>Amount {i + 1}</span>
                <input
                  value={row.amount}
                  onChange={(e) => update(row.key, { amount: e.target.value })}
                  maxLength={100}
                  autoComplete="off"
                  placeholder={i === 0 ? "e.g. 30 ml" : undefined}
                />
              </label>
              <label className="inline have">
                <input
                  type="checkbox"
                  checked={available(row)}
                  onChange={(e) => update(row.key, { have: e.target.checked })}
                />
                In stock<span className="visually-hidden"> (ingredient {i + 1})</span>
              </label>
              <button
                type="button"
                className="ghost small"
                onClick={() => removeRow(row.key)}
                disabled={rows.length === 1}
                aria-label={`Remove ingredient ${i + 1}${row.name ? ` (${row.name})` : ""}`}
              >
                Remove
              </button>
            </div>
          ))}
        </div>
        <div className="row" style={{ marginTop: "0.75rem" }}>
          <button type="button" className="secondary small" onClick={addRow} disabled={rows.length >= 100}>
            Add ingredient
          </button>
        </div>
      </fieldset>
      <label>
        <span>
          Steps <span className="hint">(one step per line)</span>
        </span>
        <textarea name="steps" required rows={4} maxLength={20000} placeholder={"Stir with ice\nStrain into a glass"} />
      </label>
      <div className="form-grid">
        <label>
          <span>
            Garnish <span className="hint">(optional)</span>
          </span>
          <input name="garnish" maxLength={200} autoComplete="off" placeholder="e.g. Orange peel" />
        </label>
        <label>
          <span>
            Glassware <span className="hint">(optional)</span>
          </span>
          <input name="glassware" maxLength={200} autoComplete="off" placeholder="e.g. Rocks glass" />
        </label>
        <label>
          <span>
            For drink <span className="hint">(optional)</span>
          </span>
          <select name="sourceDrinkId" defaultValue={defaultDrinkId ?? ""}>
            <option value="">No drink</option>
            {drinks.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label>
        <span>
          Notes <span className="hint">(optional)</span>
        </span>
        <textarea name="notes" rows={2} maxLength={5000} />
      </label>
      <ProblemMessage problem={problem} />
      <div className="form-actions">
        <button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save recipe"}
        </button>
        <span role="status" className="status-ok small">
          {created ? `Saved “${created}”.` : ""}
        </span>
      </div>
    </form>
  );
}
