"use client";

import { BookOpen, ConciergeBell, Martini, Sparkles, Wine, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

/** The five main places: a top bar on a desktop, a bottom tab bar on a phone. Account and Your data live in the user's menu. */
const NAV_LINKS = [
  { href: "/recipes", label: "recipes", icon: BookOpen },
  { href: "/bar", label: "bar", icon: Wine },
  { href: "/drinks", label: "drinks", icon: Martini },
  { href: "/recommend", label: "recommend", icon: Sparkles },
  { href: "/bartender", label: "bartender", icon: ConciergeBell },
] as const satisfies readonly { href: string; label: string; icon: LucideIcon }[];

/** The main navigation; the current section is marked for sight and for screen readers. */
export function AppNav() {
  const pathname = usePathname();
  const t = useTranslations("nav");
  return (
    <nav className="app-nav" aria-label={t("label")}>
      <ul>
        {NAV_LINKS.map(({ href, label, icon: Icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link href={href} aria-current={current ? "page" : undefined}>
                <Icon aria-hidden="true" focusable="false" className="nav-icon" />
                <span>{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
