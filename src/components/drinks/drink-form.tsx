"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import type { Drink } from "@/domain/types";
import { CreateFormActions, useCreateWithPhoto } from "../photos/create-with-photo";
import { EditFormActions, type InPlaceEdit } from "../ui/edit-in-place";
import { ImageUpload } from "../photos/image-upload";
import { PhotoEditField, usePhotoChange } from "../photos/photo-edit-field";
import { NotesField } from "../ui/notes-field";

const TYPES = ["cocktail", "beer", "wine", "spirit", "mocktail"];

/** The drink's own fields as the API takes them, read from a create or edit form. */
function drinkFieldsFrom(form: HTMLFormElement) {
  const data = new FormData(form);
  const rating = Number(data.get("rating") || 0);
  return {
    name: String(data.get("name") ?? "").trim(),
    type: String(data.get("type") ?? "").trim(),
    notes: String(data.get("notes") ?? "").trim() || null,
    rating: rating >= 1 && rating <= 5 ? rating : null,
  };
}

/** Name, type, rating and notes: the same inputs for a new drink and an edited one. */
function DrinkFields({ initial, autoFocus = false }: { initial?: Drink; autoFocus?: boolean }) {
  const t = useTranslations("drinks.form");
  return (
    <>
      <div className="form-grid">
        <label>
          {t("name")}
          <input
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            autoFocus={autoFocus}
            defaultValue={initial?.name}
            placeholder={t("namePlaceholder")}
          />
        </label>
        <label>
          {t("type")}
          <input name="type" required maxLength={50} list="drink-types" defaultValue={initial?.type ?? "cocktail"} autoComplete="off" />
          <datalist id="drink-types">
            {TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </label>
      </div>
      <fieldset>
        <legend>{t("rating")}</legend>
        <div className="rating-input">
          <label>
            <input type="radio" name="rating" value="" defaultChecked={!initial?.rating} />
            {t("none")}
          </label>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} defaultChecked={initial?.rating === n} />
              {t("stars", { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <NotesField defaultValue={initial?.notes ?? ""} />
    </>
  );
}

export function DrinkForm() {
  const state = useCreateWithPhoto();
  const t = useTranslations("drinks.form");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = drinkFieldsFrom(event.currentTarget);
    await state.create(event.currentTarget, "/api/drinks", fields, fields.name);
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={t("addLabel")}>
      <DrinkFields />
      <ImageUpload key={state.uploadKey} kind="drink" label={t("photo")} onChange={state.setUpload} />
      <CreateFormActions state={state} label={t("add")} />
    </form>
  );
}

/** Every field of a drink, photo included, edited where it is shown. */
export function DrinkEditForm({ drink, edit }: { drink: Drink; edit: InPlaceEdit }) {
  const photo = usePhotoChange();
  const t = useTranslations("drinks.form");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = drinkFieldsFrom(event.currentTarget);
    await edit.save(`/api/drinks/${encodeURIComponent(drink.id)}`, {
      ...fields,
      ...(photo.change !== undefined ? { imageUrl: photo.change } : {}),
    });
  }

  return (
    <form className="stack card" onSubmit={onSubmit} aria-label={t("editLabel", { name: drink.name })}>
      <DrinkFields initial={drink} autoFocus />
      <PhotoEditField current={drink.imageUrl} kind="drink" label={t("photo")} alt={t("photoOf", { name: drink.name })} photo={photo} />
      <EditFormActions state={edit} disabled={photo.uploading} />
    </form>
  );
}
