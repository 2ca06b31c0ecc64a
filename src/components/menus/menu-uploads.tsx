"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DeleteButton } from "../ui/delete-button";
import { useFormatDate } from "../ui/format";
import { ImageUpload, type UploadState } from "../photos/image-upload";
import { PrivateImage } from "../photos/private-image";

/** Menus shown before "Show all": one row on a desktop, two on a phone. */
const MENUS_SHOWN_FIRST = 4;

export interface MenuScan {
  id: string;
  imageUrl: string;
  createdAt: string;
  /** where its reading stands; null for a scan with no reading */
  reading: "pending" | "running" | "done" | "failed" | null;
}

/**
 * "Upload a menu": each photo is stored as a `menu` upload as soon as it is chosen, read by the
 * server in the background, and joins the list of the user's menus; each links to its page (the
 * drinks read off it) and can be deleted.
 */
export function MenuUploads({ menus }: { menus: MenuScan[] }) {
  const router = useRouter();
  const t = useTranslations("menus.uploads");
  const formatDate = useFormatDate();
  const [pickerKey, setPickerKey] = useState(0);
  const [stored, setStored] = useState(false);
  // The section sits at the top of /drinks: the newest few, the rest a tap away.
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? menus : menus.slice(0, MENUS_SHOWN_FIRST);

  function onChange(state: UploadState) {
    if (state.status !== "done") return;
    setStored(true);
    setPickerKey((k) => k + 1); // a fresh picker for the next page of the menu
    router.refresh();
  }

  return (
    <div className="stack">
      <ImageUpload key={pickerKey} kind="menu" label={t("upload")} hint={t("hint")} onChange={onChange} />
      <span role="status" className="status-ok small">
        {stored ? t("stored") : ""}
      </span>
      {menus.length === 0 ? (
        <p className="muted small">{t("none")}</p>
      ) : (
        <ul className="menu-list" aria-label={t("label")}>
          {shown.map((m, i) => (
            <li key={m.id}>
              <Link href={`/drinks/menus/${m.id}`} className="menu-list-link">
                <PrivateImage src={m.imageUrl} alt="" width={150} height={200} />
                {t("drinksOn", { n: menus.length - i })}
              </Link>
              <span className="muted small">
                {t("uploaded", { date: formatDate(m.createdAt) })}
                {m.reading && ` · ${t(`reading.${m.reading}`)}`}
              </span>
              <DeleteButton url={`/api/uploads/${m.id}`} what={t("what", { n: menus.length - i, date: formatDate(m.createdAt) })} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < menus.length && (
        <div className="form-actions">
          <button type="button" className="secondary" onClick={() => setShowAll(true)}>
            {t("showAll", { count: menus.length })}
          </button>
        </div>
      )}
    </div>
  );
}
