"use client";

import { availabilityText, type Availability } from "./use-availability";
import { MAX_INGREDIENT_ROWS, type IngredientRow, type IngredientRowsState } from "./use-ingredient-rows";

const focusOnce = (el: HTMLInputElement | null) => el?.focus();

/** The ingredients fieldset: one row per ingredient, each with the matcher's verdict under it. */
export function IngredientRows({
  state,
  answers,
  suggestionsId,
}: {
  state: IngredientRowsState;
  answers: Map<string, Availability>;
  suggestionsId?: string;
}) {
  const { rows, addRow } = state;
  return (
    <fieldset>
      <legend>Ingredients</legend>
      <p className="hint" style={{ marginTop: 0 }}>
        Each ingredient is checked against your bar as you type. Enter in the last amount adds a row.
      </p>
      <div className="ingredient-rows">
        {rows.map((row, i) => (
          <IngredientRowFields
            key={row.key}
            row={row}
            index={i}
            state={state}
            answer={answers.get(row.name.trim())}
            suggestionsId={suggestionsId}
          />
        ))}
      </div>
      <div className="row" style={{ marginTop: "0.75rem" }}>
        <button type="button" className="secondary small" onClick={addRow} disabled={rows.length >= MAX_INGREDIENT_ROWS}>
          Add ingredient
        </button>
      </div>
    </fieldset>
  );
}

function IngredientRowFields({
  row,
  index: i,
  state,
  answer,
  suggestionsId,
}: {
  row: IngredientRow;
  index: number;
  state: IngredientRowsState;
  answer: Availability | undefined;
  suggestionsId?: string;
}) {
  const { rows, focusKey, update, removeRow, onAmountKey } = state;
  return (
    <div className="ingredient-row">
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
}
