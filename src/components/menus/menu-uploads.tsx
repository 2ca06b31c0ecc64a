"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DeleteButton } from "../ui/delete-button";
import { formatDate } from "../ui/format";
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

const READING_WORDS: Record<NonNullable<MenuScan["reading"]>, string> = {
  pending: "Waiting to be read",
  running: "Being read now",
  done: "Read",
  failed: "Could not be read",
};

/**
 * "Upload a menu": each photo is stored as a `menu` upload as soon as it is chosen, read by the
 * server in the background, and joins the list of the user's menus; each links to its page (the
 * drinks read off it) and can be deleted.
 */
export function MenuUploads({ menus }: { menus: MenuScan[] }) {
  const router = useRouter();
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
      <ImageUpload key={pickerKey} kind="menu" label="Upload a menu" hint="A photo of a bar's menu, up to 10 MB. Kept private to you." onChange={onChange} />
      <span role="status" className="status-ok small">
        {stored ? "Menu stored. Open it below to see the drinks read off it." : ""}
      </span>
      {menus.length === 0 ? (
        <p className="muted small">No menus yet.</p>
      ) : (
        <ul className="menu-list" aria-label="Your menus">
          {shown.map((m, i) => (
            <li key={m.id}>
              <Link href={`/drinks/menus/${m.id}`} className="menu-list-link">
                <PrivateImage src={m.imageUrl} alt="" width={150} height={200} />
                Drinks on menu {menus.length - i}
              </Link>
              <span className="muted small">
                Uploaded {formatDate(m.createdAt)}
                {m.reading && ` · ${READING_WORDS[m.reading]}`}
              </span>
              <DeleteButton url={`/api/uploads/${m.id}`} what={`menu ${menus.length - i}, uploaded ${formatDate(m.createdAt)}`} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < menus.length && (
        <div className="form-actions">
          <button type="button" className="secondary" onClick={() => setShowAll(true)}>
            Show all {menus.length} menus
          </button>
        </div>
      )}
    </div>
  );
}
