"use client";

import { useTranslations } from "next-intl";

/** Opens the browser's print dialog; hidden on the printed page itself. */
export function PrintButton() {
  const t = useTranslations("party.guest");
  return (
    <button type="button" className="print-button" onClick={() => window.print()}>
      {t("print")}
    </button>
  );
}
