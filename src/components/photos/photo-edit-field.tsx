"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { UploadKind } from "@/domain/types";
import { ImageUpload, type UploadState } from "./image-upload";
import { PrivateImage, isObjectImageUrl } from "./private-image";

/**
 * The photo part of an edit form: keep the current photo, remove it, or upload a new
 * one. `change` is what the PATCH should send: undefined to keep, null to remove, or
 * the new photo's URL.
 */
export function usePhotoChange() {
  const [upload, setUpload] = useState<UploadState>({ status: "idle", imageUrl: null });
  const [remove, setRemove] = useState(false);
  const change: string | null | undefined = upload.imageUrl ?? (remove ? null : undefined);
  return { upload, setUpload, remove, setRemove, change, uploading: upload.status === "uploading" };
}

export function PhotoEditField({
  current,
  kind,
  label,
  alt,
  photo,
}: {
  current: string | null;
  kind: UploadKind;
  label: string;
  alt: string;
  photo: ReturnType<typeof usePhotoChange>;
}) {
  const hasPhoto = isObjectImageUrl(current);
  const t = useTranslations("photos");
  // "New photo of the drink": German keeps the noun's capital, the others lower it after "new".
  const locale = useLocale();
  const inSentence = locale.startsWith("de") ? label : label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
  return (
    <div className="photo-edit">
      {hasPhoto && (
        <div className="row">
          <PrivateImage className="thumb" src={current} alt={alt} width={64} height={64} />
          <label className="inline">
            <input type="checkbox" checked={photo.remove} onChange={(e) => photo.setRemove(e.target.checked)} />
            {t("removeThis")}
          </label>
        </div>
      )}
      <ImageUpload
        kind={kind}
        label={hasPhoto ? t("newLabel", { label: inSentence }) : label}
        hint={t("replaces")}
        onChange={photo.setUpload}
      />
    </div>
  );
}
