"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DeleteButton } from "./delete-button";
import { formatDate } from "./format";
import { ImageUpload, type UploadState } from "./image-upload";
import { PrivateImage } from "./private-image";

export interface MenuScan {
  id: string;
  imageUrl: string;
  createdAt: string;
}

/**
 * "Upload a menu": each photo is stored as a `menu` upload as soon as it is chosen and
 * joins the list of the user's menus, where a later version will read it; each can be deleted.
 */
export function MenuUploads({ menus }: { menus: MenuScan[] }) {
  const router = useRouter();
  const [pickerKey, setPickerKey] = useState(0);
  const [stored, setStored] = useState(false);

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
        {stored ? "Menu stored." : ""}
      </span>
      {menus.length === 0 ? (
        <p className="muted small">No menus yet.</p>
      ) : (
        <ul className="menu-list" aria-label="Your menus">
          {menus.map((m, i) => (
            <li key={m.id}>
              <a href={m.imageUrl} target="_blank" rel="noopener">
                <PrivateImage src={m.imageUrl} alt={`Menu ${menus.length - i}, uploaded ${formatDate(m.createdAt)}`} width={150} height={200} />
              </a>
              <span className="muted small">{formatDate(m.createdAt)}</span>
              <DeleteButton url={`/api/uploads/${m.id}`} what={`menu ${menus.length - i}, uploaded ${formatDate(m.createdAt)}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
