import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { PrivateImage, isObjectImageUrl } from "./private-image";

/** A drink's photo, or its initial on a tinted tile where it has none: on its card and on its page. */
export function DrinkPhoto({
  drink,
  photo,
  width,
  height,
  sizes,
  loading,
}: {
  drink: Pick<Drink, "name" | "imageUrl">;
  photo?: PhotoInfo;
  width: number;
  height: number;
  /** Which width the photo shows at, for the browser to pick a display size (`<img sizes>`). */
  sizes: string;
  loading?: "lazy" | "eager";
}) {
  if (!isObjectImageUrl(drink.imageUrl)) {
    return (
      <span className="drink-photo-placeholder" aria-hidden="true">
        {drink.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <PrivateImage
      className="drink-photo"
      src={drink.imageUrl}
      alt={`Photo of ${drink.name}`}
      width={width}
      height={height}
      photo={photo}
      sizes={sizes}
      loading={loading}
    />
  );
}
