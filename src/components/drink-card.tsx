import Link from "next/link";
import type { Drink } from "@/domain/types";
import { formatDate } from "./format";
import { PrivateImage, isObjectImageUrl } from "./private-image";
import { Rating } from "./rating";

export function DrinkCard({ drink }: { drink: Drink }) {
  return (
    <li className="card drink-card">
      <Link href={`/drinks/${encodeURIComponent(drink.id)}`}>
        {isObjectImageUrl(drink.imageUrl) ? (
          <PrivateImage className="drink-photo" src={drink.imageUrl} alt={`Photo of ${drink.name}`} width={400} height={300} />
        ) : (
          <span className="drink-photo-placeholder" aria-hidden="true">
            {drink.name.slice(0, 1).toUpperCase()}
          </span>
        )}
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
