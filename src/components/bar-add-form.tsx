"use client";

import type { FormEvent } from "react";
import { QUANTITIES, type Quantity } from "@/domain/constants";
import { CreateFormActions, useCreateWithPhoto } from "./create-with-photo";
import { QUANTITY_LABELS } from "./format";
import { ImageUpload } from "./image-upload";

const CATEGORIES = ["Spirit", "Liqueur", "Vermouth & wine", "Bitters", "Syrup", "Mixer", "Juice", "Garnish"];

/** "Gin, London dry gin" → ["Gin", "London dry gin"], without blanks or repeats. */
export function parseAliases(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const alias = part.trim().replace(/\s+/g, " ");
    if (!alias || seen.has(alias.toLowerCase())) continue;
    seen.add(alias.toLowerCase());
    out.push(alias);
  }
  return out;
}

export function BarAddForm() {
  const state = useCreateWithPhoto();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const category = String(data.get("category") ?? "").trim();
    const aliases = parseAliases(String(data.get("aliases") ?? ""));
    const created = await state.create(
      form,
      "/api/bar-items",
      {
        name,
        quantity: String(data.get("quantity") ?? "FULL") as Quantity,
        ...(category ? { category } : {}),
        ...(aliases.length ? { aliases } : {}),
      },
      name,
    );
    if (created) (form.elements.namedItem("name") as HTMLInputElement | null)?.focus();
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Add a bar item">
      <div className="form-grid">
        <label>
          Name
          <input name="name" required maxLength={200} autoComplete="off" placeholder="e.g. Tanqueray gin" />
        </label>
        <label>
          How much is left
          <select name="quantity" defaultValue="FULL">
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {QUANTITY_LABELS[q]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            Category <span className="hint">(optional)</span>
          </span>
          <input name="category" list="bar-categories" maxLength={100} autoComplete="off" />
          <datalist id="bar-categories">
            {CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        <label>
          <span>
            Also counts as <span className="hint">(optional, comma-separated)</span>
          </span>
          <input name="aliases" maxLength={1000} autoComplete="off" placeholder="e.g. Gin, London dry gin" />
        </label>
      </div>
      <ImageUpload key={state.uploadKey} kind="bar" label="Photo of the bottle" onChange={state.setUpload} />
      <CreateFormActions state={state} label="Add to bar" />
    </form>
  );
}
