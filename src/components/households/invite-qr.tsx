import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { qrDrawing } from "@/domain/qr-code";

/**
 * The invitation link as a QR code, drawn in the browser from the link the owner was just
 * given: the code goes nowhere it had not gone already. Black on white, whatever the theme.
 */
export function InviteQr({ url, householdName }: { url: string; householdName: string }) {
  const { size, path, pixels } = useMemo(() => qrDrawing(url), [url]);
  const t = useTranslations("household.invite");
  return (
    <figure className="invite-qr">
      <svg
        role="img"
        aria-label={t("qr", { household: householdName })}
        viewBox={`0 0 ${size} ${size}`}
        width={pixels}
        height={pixels}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>{t("scan", { household: householdName })}</figcaption>
    </figure>
  );
}
