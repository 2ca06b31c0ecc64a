import Link from "next/link";
import { useTranslations } from "next-intl";
import { accountLabel } from "@/domain/account-label";
import { AppNav } from "./app-nav";
import { UserMenu } from "./user-menu";

/** The shell's header: brand, the main navigation (a bottom tab bar on a phone), and the user's menu. */
export function AppHeader({ userName, email }: { userName: string; email: string }) {
  const t = useTranslations("layout");
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className="app-header-inner">
        <Link href="/recipes" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Barshelf
        </Link>
        <AppNav />
        <UserMenu label={accountLabel(userName, email)} />
      </div>
    </header>
  );
}
