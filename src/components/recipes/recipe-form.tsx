"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { RecipeListItem } from "@/domain/types";
import { sendJson, type ApiProblem } from "../ui/api";
import { EditFormActions, type InPlaceEdit } from "../ui/edit-in-place";
import { ProblemMessage } from "../ui/problem-message";
import { availabilityText, useAvailability } from "./use-availability";

interface Row {
  key: number;
  name: string;
  amount: string;
}

export interface DrinkOption {
  id: string;
  name: string;
}

let rowCounter = 0;
const focusOnce = (el: HTMLInputElement | null) => el?.focus();
const newRow = (name = "", amount = ""): Row => ({ key: ++rowCounter, name, amount });

/** Non-empty lines of a textarea, one step each. */
export function stepsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function stepsToText(steps: unknown): string {
  if (Array.isArray(steps)) return steps.map((s) => (typeof s === "string" ? s : JSON.stringify(s))).join("\n");
  return typeof steps === "string" ? steps : "";
}

/**
 * Creates a recipe, or edits one in place when `initial` and `edit` are given. Each
 * ingredient shows what the server's matcher says about it (the bottle that meets it,
 * or why it is missing); that verdict is what is saved as `available`.
 */
export function RecipeForm({
  drinks,
  suggestionsId,
  defaultDrinkId,
  initial,
  edit,
}: {
  drinks: DrinkOption[];
  /** The id of a <datalist> of ingredient names (the shelf and the matcher's vocabulary). */
  suggestionsId?: string;
  defaultDrinkId?: string;
  initial?: RecipeListItem;
  edit?: InPlaceEdit;
}) {
  const router = useRouter();
  const formId = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    initial ? initial.ingredients.map((i) => newRow(i.name, i.amount)) : [newRow(), newRow()],
  );
  const [pending, setPending] = useState(false);
  // A second submit before the button re-renders as disabled does nothing.
  const saving = useRef(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  // The row just added, whose name field takes the focus as it is committed (not later).
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const answers = useAvailability(rows.map((r) => r.name));

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

  /** Enter in the last amount adds a row instead of submitting the half-written recipe. */
  function onAmountKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== "Enter" || index !== rows.length - 1) return;
    event.preventDefault();
    if (rows.length < 100) addRow();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const ingredients = rows
      .filter((r) => r.name.trim())
      .map((r) => ({ name: r.name.trim(), amount: r.amount.trim(), available: answers.get(r.name.trim())?.available ?? false }));
    const steps = stepsFromText(text("steps"));
    const title = text("title");
    setProblem(null);
    setCreated(null);
    if (ingredients.length === 0) return setProblem({ message: "Add at least one ingredient.", details: [] });
    if (steps.length === 0) return setProblem({ message: "Add at least one step.", details: [] });
    const body = {
      title,
      ingredients,
      steps,
      garnish: text("garnish") || null,
      glassware: text("glassware") || null,
      notes: text("notes") || null,
      sourceDrinkId: text("sourceDrinkId") || null,
    };
    if (initial && edit) {
      await edit.save(`/api/recipes/${encodeURIComponent(initial.id)}`, body);
      return;
    }
    if (saving.current) return;
    saving.current = true;
    setPending(true);
    const result = await sendJson("POST", "/api/recipes", body);
    saving.current = false;
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    form.reset();
    setRows([newRow(), newRow()]);
    setCreated(title);
    router.refresh();
  }

  return (
    <form id={formId} className="stack" onSubmit={onSubmit} aria-label={initial ? `Edit recipe ${initial.title}` : "New recipe"}>
      <label>
        Title
        <input
          name="title"
          required
          maxLength={200}
          autoComplete="off"
          placeholder="e.g. Negroni"
          defaultValue={initial?.title}
          autoFocus={Boolean(initial)}
        />
      </label>
      <fieldset>
        <legend>Ingredients</legend>
        <p className="hint" style={{ marginTop: 0 }}>
          Each ingredient is checked against your bar as you type. Enter in the last amount adds a row.
        </p>
        <div className="ingredient-rows">
          {rows.map((row, i) => {
            const answer = answers.get(row.name.trim());
            return (
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
                    list={suggestionsId}
                    placeholder={i === 0 ? "e.g. Gin" : undefined}
                  />
                </label>
                <label>
                  <span>Amount {i + 1}</span>
                  <input
                    value={row.amount}
                    onChange={(e) => update(row.key, { amount: e.target.value })}
                    onKeyDown={(e) => onAmountKey(e, i)}
                    maxLength={100}
                    autoComplete="off"
                    placeholder={i === 0 ? "e.g. 30 ml" : undefined}
                  />
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
                {row.name.trim() && (
                  <p className={`ingredient-status ${answer?.available ? "ok" : "missing"}`} aria-live="polite">
                    <span className="visually-hidden">Ingredient {i + 1}: </span>
                    {answer ? (answer.available ? "✓ In stock " : "✗ Missing: ") + availabilityText(answer) : "Checking your bar…"}
                  </p>
                )}
              </div>
            );
          })}
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
        <textarea
          name="steps"
          required
          rows={4}
          maxLength={20000}
          placeholder={"Stir with ice\nStrain into a glass"}
          defaultValue={initial ? stepsToText(initial.steps) : undefined}
        />
      </label>
      <div className="form-grid">
        <label>
          <span>
            Garnish <span className="hint">(optional)</span>
          </span>
          <input name="garnish" maxLength={200} autoComplete="off" placeholder="e.g. Orange peel" defaultValue={initial?.garnish ?? ""} />
        </label>
        <label>
          <span>
            Glassware <span className="hint">(optional)</span>
          </span>
          <input name="glassware" maxLength={200} autoComplete="off" placeholder="e.g. Rocks glass" defaultValue={initial?.glassware ?? ""} />
        </label>
        <label>
          <span>
            For drink <span className="hint">(optional)</span>
          </span>
          <select name="sourceDrinkId" defaultValue={initial ? (initial.sourceDrinkId ?? "") : (defaultDrinkId ?? "")}>
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
        <textarea name="notes" rows={2} maxLength={5000} defaultValue={initial?.notes ?? ""} />
      </label>
      <ProblemMessage problem={problem} />
      {edit ? (
        <EditFormActions state={edit} />
      ) : (
        <>
          <div className="form-actions">
            <button type="submit" disabled={pending}>
              {pending ? "Saving…" : "Save recipe"}
            </button>
            <span role="status" className="status-ok small">
              {created ? `Saved “${created}”.` : ""}
            </span>
          </div>
        </>
      )}
    </form>
  );
}
