"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export const NAV_LINKS = [
  { href: "/recipes", label: "Recipes" },
  { href: "/bar", label: "Bar" },
  { href: "/drinks", label: "Drinks" },
  { href: "/recommend", label: "Recommend" },
  { href: "/bartender", label: "Bartender" },
  { href: "/data", label: "Your data" },
] as const;

/** The main navigation; the current section is marked for sight and for screen readers. */
export function AppNav() {
  const pathname = usePathname();
  return (
    <nav className="app-nav" aria-label="Main">
      <ul>
        {NAV_LINKS.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={current ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
