"use client";

import { BottleWine } from "lucide-react";
import { useId, useState } from "react";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfRow } from "@/domain/shelf-groups";
import type { CategoryOption } from "./bar-add-form";
import { BarItemKind } from "./bar-item-kind";
import { BarItemMenu } from "./bar-item-menu";
import { formatMl } from "./bottle-level";
import { useBottleQuantity } from "./use-bottle-quantity";
import { focusOnMount, useInPlaceEdit } from "../ui/edit-in-place";
import { QUANTITY_LABELS } from "../ui/format";
import { PrivateImage, isObjectImageUrl } from "../photos/private-image";

/** Brings a just-added bottle into view as it appears. */
const scrollIntoViewOnMount = (el: HTMLElement | null) => el?.scrollIntoView({ block: "center" });

/** The bottle's photo, or a drawn bottle when it has none. */
function BarItemThumb({ item, photo }: { item: ShelfRow; photo?: PhotoInfo }) {
  return isObjectImageUrl(item.imageUrl) ? (
    <PrivateImage className="thumb" src={item.imageUrl} alt={`Photo of ${item.name}`} width={40} height={40} photo={photo} sizes="40px" />
  ) : (
    // A drawn bottle, not the name's first letter: a name may start with an emoji or an accent.
    <span className="thumb thumb-placeholder" aria-hidden="true">
      <BottleWine focusable="false" />
    </span>
  );
}

/**
 * One bottle in one short row (photo, name, what it is, level); its actions (level,
 * edit, delete) open from the row's menu button, and editing happens in the row.
 */
export function BarItemRow({
  item,
  categories,
  forecast,
  photo,
  highlight = false,
  justSaved = false,
  onSaved,
}: {
  item: ShelfRow;
  categories: CategoryOption[];
  /** how long the bottle lasts at the user's pace, when the log tells */
  forecast?: string;
  photo?: PhotoInfo;
  highlight?: boolean;
  /** Whether this bottle was just edited: says "Saved." and holds the focus, even after moving to another group. */
  justSaved?: boolean;
  onSaved: (id: string) => void;
}) {
  const headingId = useId();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const edit = useInPlaceEdit({
    onSaved: () => {
      setMenuOpen(false);
      onSaved(item.id);
    },
  });
  const level = useBottleQuantity(item);
  const { quantity } = level;

  // A housemate's bottle says whose it is: the part of the shelf it stands in says which household.
  const whose = item.mine ? null : `${item.ownerName}'s`;
  const subtitle = [whose, item.kindLabel, item.aliases.length > 0 ? `also ${item.aliases.join(", ")}` : null].filter(Boolean).join(" · ");
  return (
    <li
      ref={highlight ? scrollIntoViewOnMount : undefined}
      className={`bar-row${quantity === "EMPTY" ? " is-empty" : ""}${highlight ? " is-new" : ""}`}
      aria-labelledby={headingId}
      data-item-id={item.id}
    >
      <div className="bar-row-main">
        <BarItemThumb item={item} photo={photo} />
        <div className="bar-row-text">
          <h3 id={headingId}>{item.name}</h3>
          {(justSaved || subtitle) && (
            <span className="muted small">
              {justSaved && (
                <span role="status" className="status-ok">
                  Saved.
                </span>
              )}
              {justSaved && subtitle ? " · " : ""}
              {subtitle}
            </span>
          )}
        </div>
        <span className="level" data-q={quantity}>
          <span className="visually-hidden">Level: </span>
          {QUANTITY_LABELS[quantity]}
          {item.remainingMl !== null && !level.pending && quantity !== "EMPTY" && <span className="small"> · {formatMl(item.remainingMl)}</span>}
        </span>
        <button
          ref={justSaved ? focusOnMount : undefined}
          type="button"
          className="ghost menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">⋯</span>
          <span className="visually-hidden">Actions for {item.name}</span>
        </button>
      </div>
      <BarItemKind item={item} />
      {menuOpen && <BarItemMenu id={menuId} item={item} categories={categories} forecast={forecast} edit={edit} level={level} />}
    </li>
  );
}
