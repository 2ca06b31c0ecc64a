import { useTranslations } from "next-intl";
import Link from "next/link";
import type { PhotoInfo } from "@/domain/image-sizes";
import { recipeKey } from "@/domain/station";
import type { Drink } from "@/domain/types";
import { DrinkPhoto } from "./drink-photo";
import { useFormatDate } from "../ui/format";
import { Rating } from "./rating";

/** A card is as wide as a phone, or a column of the grid (at most about 360 px). */
const CARD_PHOTO_SIZES = "(max-width: 600px) 100vw, 360px";

/** The station with the recipe a drink was made from: its spec, and "I made this" again. */
export function recipeAtBarHref(recipeId: string): string {
  return `/bartender?drink=${encodeURIComponent(recipeKey(recipeId))}`;
}

/** "×4" beside a drink made as a round of several. */
export function Servings({ drink }: { drink: Pick<Drink, "servings"> }) {
  const t = useTranslations("drinks.card");
  if (drink.servings === null || drink.servings < 2) return null;
  return (
    <span className="drink-servings">
      {" "}
      <span aria-hidden="true">×{drink.servings}</span>
      <span className="visually-hidden">, {t("made", { count: drink.servings })}</span>
    </span>
  );
}

/** A drink's type as the page's language says it, when it is one the form offers; else as typed. */
export function useDrinkType(): (type: string) => string {
  const t = useTranslations("drinks.types");
  return (type) => (t.has(type.toLowerCase() as never) ? t(type.toLowerCase() as never) : type);
}

export function DrinkCard({ drink, photo }: { drink: Drink; photo?: PhotoInfo }) {
  const t = useTranslations("drinks.card");
  const formatDate = useFormatDate();
  const drinkType = useDrinkType();
  return (
    <li className="card drink-card">
      <Link href={`/drinks/${encodeURIComponent(drink.id)}`}>
        <DrinkPhoto drink={drink} photo={photo} width={400} height={300} sizes={CARD_PHOTO_SIZES} />
        <div className="drink-info">
          <h3>
            {drink.name}
            <Servings drink={drink} />
          </h3>
          <span className="muted small">
            {drinkType(drink.type)} · <time dateTime={drink.createdAt}>{formatDate(drink.createdAt)}</time>
          </span>
          <Rating value={drink.rating} />
          {drink.notes && <p className="drink-notes small">{drink.notes}</p>}
        </div>
      </Link>
      {drink.madeFromRecipeId && (
        <Link className="drink-made-from" href={recipeAtBarHref(drink.madeFromRecipeId)}>
          {t("fromRecipe")}<span className="visually-hidden">: {drink.name}</span>
        </Link>
      )}
    </li>
  );
}
