import { useTranslations } from "next-intl";
import { glassShapeFor } from "@/domain/glass-shape";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { GlassArt } from "../ui/glass-art";
import { PrivateImage, isObjectImageUrl } from "../photos/private-image";

/**
 * A drink's photo, or where it has none a drawn glass (from its recipe's glassware when the
 * page knows it, else its name and type): on its card and on its page.
 */
export function DrinkPhoto({
  drink,
  photo,
  width,
  height,
  sizes,
  loading,
  glassware,
}: {
  drink: Pick<Drink, "name" | "type" | "imageUrl">;
  /** The glassware of a recipe for this drink, when the page knows one. */
  glassware?: string | null;
  photo?: PhotoInfo;
  width: number;
  height: number;
  /** Which width the photo shows at, for the browser to pick a display size (`<img sizes>`). */
  sizes: string;
  loading?: "lazy" | "eager";
}) {
  const t = useTranslations("drinks.form");
  if (!isObjectImageUrl(drink.imageUrl)) {
    return (
      <span className="drink-photo-placeholder" aria-hidden="true">
        <GlassArt shape={glassShapeFor({ glassware, names: [drink.name, drink.type] })} />
      </span>
    );
  }
  return (
    <PrivateImage
      className="drink-photo"
      src={drink.imageUrl}
      alt={t("photoOf", { name: drink.name })}
      width={width}
      height={height}
      photo={photo}
      sizes={sizes}
      loading={loading}
    />
  );
}
