"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";

/**
 * "Show more" at the end of a long server-rendered list: a link to the same page showing
 * more (so it works before the page's script runs), followed by itself when it scrolls
 * into view. The server renders the longer list; the scroll position stays.
 */
export function LoadMore({ href, label }: { href: string; label: string }) {
  const router = useRouter();
  const t = useTranslations("common");
  const [pending, startTransition] = useTransition();
  const [asked, setAsked] = useState<string | null>(null);
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const el = anchor.current;
    if (!el || asked === href) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setAsked(href);
      startTransition(() => router.replace(href, { scroll: false }));
    }, { rootMargin: "400px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [href, asked, router]);

  return (
    <p className="more-row row">
      <Link
        ref={anchor}
        className="button secondary"
        href={href}
        scroll={false}
        replace
        aria-busy={pending}
      >
        {pending ? t("loading") : label}
      </Link>
    </p>
  );
}
