"use client";

import { BookOpen, ConciergeBell, Martini, Sparkles, Wine, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** The five main places: a top bar on a desktop, a bottom tab bar on a phone. Account and Your data live in the user's menu. */
export const NAV_LINKS: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/recipes", label: "Recipes", icon: BookOpen },
  { href: "/bar", label: "Bar", icon: Wine },
  { href: "/drinks", label: "Drinks", icon: Martini },
  { href: "/recommend", label: "Recommend", icon: Sparkles },
  { href: "/bartender", label: "Bartender", icon: ConciergeBell },
];

/** The main navigation; the current section is marked for sight and for screen readers. */
export function AppNav() {
  const pathname = usePathname();
  return (
    <nav className="app-nav" aria-label="Main">
      <ul>
        {NAV_LINKS.map(({ href, label, icon: Icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link href={href} aria-current={current ? "page" : undefined}>
                <Icon aria-hidden="true" focusable="false" className="nav-icon" />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
