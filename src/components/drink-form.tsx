"use client";

import type { FormEvent } from "react";
import { CreateFormActions, useCreateWithPhoto } from "./create-with-photo";
import { ImageUpload } from "./image-upload";

const TYPES = ["cocktail", "beer", "wine", "spirit", "mocktail"];

export function DrinkForm() {
  const state = useCreateWithPhoto();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const type = String(data.get("type") ?? "").trim();
    const notes = String(data.get("notes") ?? "").trim();
    const rating = Number(data.get("rating") ?? 0);
    await state.create(
      form,
      "/api/drinks",
      { name, type, ...(notes ? { notes } : {}), ...(rating >= 1 && rating <= 5 ? { rating } : {}) },
      name,
    );
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Add a drink">
      <div className="form-grid">
        <label>
          Name
          <input name="name" required maxLength={200} autoComplete="off" placeholder="e.g. Negroni at Bar Basso" />
        </label>
        <label>
          Type
          <input name="type" required maxLength={50} list="drink-types" defaultValue="cocktail" autoComplete="off" />
          <datalist id="drink-types">
            {TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </label>
      </div>
      <fieldset>
        <legend>Rating</legend>
        <div className="rating-input">
          <label>
            <input type="radio" name="rating" value="" defaultChecked />
            None
          </label>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} />
              {n} {n === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        <span>
          Notes <span className="hint">(optional)</span>
        </span>
        <textarea name="notes" rows={2} maxLength={5000} />
      </label>
      <ImageUpload key={state.uploadKey} kind="drink" label="Photo of the drink" onChange={state.setUpload} />
      <CreateFormActions state={state} label="Add drink" />
    </form>
  );
}
