"use client";

import { useTranslations } from "next-intl";
import { useAvailabilityText, type Availability } from "./use-availability";
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
  const t = useTranslations("recipes.ingredients");
  return (
    <fieldset>
      <legend>{t("legend")}</legend>
      <p className="hint" style={{ marginTop: 0 }}>
        {t("hint")}
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
          {t("add")}
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
  const t = useTranslations("recipes.ingredients");
  const availabilityText = useAvailabilityText();
  return (
    <div className="ingredient-row">
      <label>
        <span>{t("ingredient", { n: i + 1 })}</span>
        <input
          ref={row.key === focusKey ? focusOnce : undefined}
          value={row.name}
          onChange={(e) => update(row.key, { name: e.target.value })}
          required={i === 0}
          maxLength={200}
          autoComplete="off"
          list={suggestionsId}
          placeholder={i === 0 ? t("ingredientPlaceholder") : undefined}
        />
      </label>
      <label>
        <span>{t("amount", { n: i + 1 })}</span>
        <input
          value={row.amount}
          onChange={(e) => update(row.key, { amount: e.target.value })}
          onKeyDown={(e) => onAmountKey(e, i)}
          maxLength={100}
          autoComplete="off"
          placeholder={i === 0 ? t("amountPlaceholder") : undefined}
        />
      </label>
      <button
        type="button"
        className="ghost small"
        onClick={() => removeRow(row.key)}
        disabled={rows.length === 1}
        aria-label={row.name ? t("removeNamed", { n: i + 1, name: row.name }) : t("removeN", { n: i + 1 })}
      >
        {t("remove")}
      </button>
      {row.name.trim() && (
        <p className={`ingredient-status ${answer?.available ? "ok" : "missing"}`} aria-live="polite">
          <span className="visually-hidden">{t("ingredient", { n: i + 1 })}: </span>
          {answer ? `${answer.available ? t("inStock") : t("missing")} ${availabilityText(answer)}` : t("checking")}
        </p>
      )}
    </div>
  );
}
