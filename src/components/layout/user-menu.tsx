"use client";

import { ChevronDown, Database, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { SignOutEverywhereButton } from "../account/account-settings";
import { SignOutButton } from "../account/sign-out-button";

/**
 * The signed-in user's menu: Account, Your data, Sign out, Sign out everywhere. It is
 * open only on the page where it was opened (so any navigation closes it), and an
 * Escape or a tap outside closes it too.
 */
export function UserMenu({ label }: { label: string }) {
  const pathname = usePathname();
  const t = useTranslations("userMenu");
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!boxRef.current?.contains(event.target as Node)) setOpenOn(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const close = () => setOpenOn(null);
  return (
    <div className="user-menu" ref={boxRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <UserRound aria-hidden="true" focusable="false" className="user-menu-icon" />
        <span className="user-name">
          <span className="visually-hidden">{t("signedInAs")} </span>
          {label}
        </span>
        <ChevronDown aria-hidden="true" focusable="false" className="user-menu-chevron" />
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <Link href="/account" onClick={close}>
          <UserRound aria-hidden="true" focusable="false" />
          {t("account")}
        </Link>
        <Link href="/data" onClick={close}>
          <Database aria-hidden="true" focusable="false" />
          {t("yourData")}
        </Link>
        <SignOutButton className="menu-item" />
        <SignOutEverywhereButton className="menu-item" />
      </div>
    </div>
  );
}
