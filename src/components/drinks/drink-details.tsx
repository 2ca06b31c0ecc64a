"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { DeleteButton } from "../ui/delete-button";
import { recipeAtBarHref, Servings } from "./drink-card";
import { DrinkEditForm } from "./drink-form";
import { DrinkPhoto } from "./drink-photo";
import { EditButton, useInPlaceEdit } from "../ui/edit-in-place";
import { useFormatDate } from "../ui/format";
import { useDrinkType } from "./drink-card";
import { Rating } from "./rating";

/**
 * The drink page's head: photo, name, type, rating and notes, edited in place; for a drink made
 * at the station, how many were made and the recipe it was made from.
 */
export function DrinkDetails({
  drink,
  photo,
  addRecipeHref,
  madeFrom = null,
  glassware = null,
}: {
  drink: Drink;
  photo?: PhotoInfo;
  addRecipeHref: string;
  madeFrom?: { id: string; title: string } | null;
  /** A recipe's glassware, for the glass drawn when the drink has no photo. */
  glassware?: string | null;
}) {
  const edit = useInPlaceEdit();
  const t = useTranslations("drinks.details");
  const formatDate = useFormatDate();
  const drinkType = useDrinkType();
  if (edit.editing) {
    return (
      <div className="section">
        <h1>{t("editHeading", { name: drink.name })}</h1>
        <DrinkEditForm drink={drink} edit={edit} />
      </div>
    );
  }
  return (
    <div className="drink-detail section">
      <div>
        <DrinkPhoto
          drink={drink}
          photo={photo}
          width={640}
          height={480}
          sizes="(max-width: 760px) 100vw, 560px"
          loading="eager"
          glassware={glassware}
        />
      </div>
      <div className="stack">
        <div>
          <h1 style={{ marginBottom: "0.25rem" }}>
            {drink.name}
            <Servings drink={drink} />
          </h1>
          <div className="row">
            <span className="badge neutral">{drinkType(drink.type)}</span>
            <Rating value={drink.rating} />
            <span className="muted small">{t("added", { date: formatDate(drink.createdAt) })}</span>
          </div>
        </div>
        {madeFrom && (
          <p className="drink-made">
            {t("madeFrom", { count: drink.servings !== null && drink.servings > 1 ? drink.servings : 1 })}{" "}
            <Link className="drink-made-link" href={recipeAtBarHref(madeFrom.id)}>
              {madeFrom.title}
            </Link>
          </p>
        )}
        {drink.notes && <p style={{ whiteSpace: "pre-line" }}>{drink.notes}</p>}
        <div className="row">
          <Link className="button" href={addRecipeHref}>
            {t("addRecipe")}
          </Link>
          <EditButton state={edit} what={t("what", { name: drink.name })} className="secondary" />
          <DeleteButton url={`/api/drinks/${encodeURIComponent(drink.id)}`} what={t("what", { name: drink.name })} redirectTo="/drinks" />
        </div>
      </div>
    </div>
  );
}
