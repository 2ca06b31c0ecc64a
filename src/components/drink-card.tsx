import Link from "next/link";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { DrinkPhoto } from "./drink-photo";
import { formatDate } from "./format";
import { Rating } from "./rating";

/** A card is as wide as a phone, or a column of the grid (at most about 360 px). */
const CARD_PHOTO_SIZES = "(max-width: 600px) 100vw, 360px";

export function DrinkCard({ drink, photo }: { drink: Drink; photo?: PhotoInfo }) {
  return (
    <li className="card drink-card">
      <Link href={`/drinks/${encodeURIComponent(drink.id)}`}>
        <DrinkPhoto drink={drink} photo={photo} width={400} height={300} sizes={CARD_PHOTO_SIZES} />
        <div className="drink-info">
          <h3>{drink.name}</h3>
          <span className="muted small">
            {drink.type} · <time dateTime={drink.createdAt}>{formatDate(drink.createdAt)}</time>
          </span>
          <Rating value={drink.rating} />
          {drink.notes && <p className="drink-notes small">{drink.notes}</p>}
        </div>
      </Link>
    </li>
  );
}
