import { useTranslations } from "next-intl";

/** A form's optional notes field, held to the 5,000 characters the API keeps. */
export function NotesField({ defaultValue }: { defaultValue: string }) {
  const t = useTranslations("common");
  return (
    <label>
      <span>
        {t("notes")} <span className="hint">{t("optional")}</span>
      </span>
      <textarea name="notes" rows={2} maxLength={5000} defaultValue={defaultValue} />
    </label>
  );
}
