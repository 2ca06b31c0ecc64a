"use client";

import { BottleWine } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfRow } from "@/domain/shelf-groups";
import type { CategoryOption } from "./bar-add-form";
import { BarItemKind } from "./bar-item-kind";
import { BarItemMenu } from "./bar-item-menu";
import { formatMl } from "./bottle-level";
import { useBottleQuantity } from "./use-bottle-quantity";
import { focusOnMount, useInPlaceEdit } from "../ui/edit-in-place";
import { PrivateImage, isObjectImageUrl } from "../photos/private-image";

/** Brings a just-added bottle into view as it appears. */
const scrollIntoViewOnMount = (el: HTMLElement | null) => el?.scrollIntoView({ block: "center" });

/** The bottle's photo, or a drawn bottle when it has none. */
function BarItemThumb({ item, photo }: { item: ShelfRow; photo?: PhotoInfo }) {
  const t = useTranslations("bar.row");
  return isObjectImageUrl(item.imageUrl) ? (
    <PrivateImage className="thumb" src={item.imageUrl} alt={t("photoOf", { name: item.name })} width={40} height={40} photo={photo} sizes="40px" />
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
  const t = useTranslations("bar.row");
  const tq = useTranslations("quantity");
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
  const whose = item.mine ? null : t("whose", { owner: item.ownerName ?? "" });
  const subtitle = [whose, item.kindLabel, item.aliases.length > 0 ? t("also", { aliases: item.aliases.join(", ") }) : null].filter(Boolean).join(" · ");
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
                  {t("saved")}
                </span>
              )}
              {justSaved && subtitle ? " · " : ""}
              {subtitle}
            </span>
          )}
        </div>
        <span className="level" data-q={quantity}>
          <span className="visually-hidden">{t("level")} </span>
          {tq(quantity)}
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
          <span className="visually-hidden">{t("actionsFor", { name: item.name })}</span>
        </button>
      </div>
      <BarItemKind item={item} />
      {menuOpen && <BarItemMenu id={menuId} item={item} categories={categories} forecast={forecast} edit={edit} level={level} />}
    </li>
  );
}
