import Link from "next/link";
import { useTranslations } from "next-intl";

/** The brand above a signed-out page's card (sign-in, sign-up, an invitation): a way home. */
export function AuthBrand() {
  const t = useTranslations("auth");
  return (
    <Link href="/" className="auth-brand">
      <span className="brand-mark" aria-hidden="true" />
      Barshelf<span className="visually-hidden">{t("brandHint")}</span>
    </Link>
  );
}
