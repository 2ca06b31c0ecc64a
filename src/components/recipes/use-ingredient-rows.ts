"use client";

import { useState, type KeyboardEvent } from "react";
import type { RecipeListItem } from "@/domain/types";

export interface IngredientRow {
  key: number;
  name: string;
  amount: string;
}

/** The most rows a recipe may have; the server refuses more. */
export const MAX_INGREDIENT_ROWS = 100;

let rowCounter = 0;
const newRow = (name = "", amount = ""): IngredientRow => ({ key: ++rowCounter, name, amount });

/** The ingredient rows of a recipe being written: the recipe's own, or two empty ones. */
export function useIngredientRows(initial?: RecipeListItem) {
  const [rows, setRows] = useState<IngredientRow[]>(() =>
    initial ? initial.ingredients.map((i) => newRow(i.name, i.amount)) : [newRow(), newRow()],
  );
  // The row just added, whose name field takes the focus as it is committed (not later).
  const [focusKey, setFocusKey] = useState<number | null>(null);

  const update = (key: number, patch: Partial<IngredientRow>) =>
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
    if (rows.length < MAX_INGREDIENT_ROWS) addRow();
  }

  const reset = () => setRows([newRow(), newRow()]);

  return { rows, focusKey, update, addRow, removeRow, onAmountKey, reset };
}

export type IngredientRowsState = ReturnType<typeof useIngredientRows>;
