"use client";

import { useTranslations } from "next-intl";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { signOutOfDevice } from "../offline/sign-out";

export function SignOutButton({ className = "secondary small" }: { className?: string }) {
  const t = useTranslations("account.sessions");
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    await signOutOfDevice(() =>
      fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }).catch(() => undefined),
    );
    // A full navigation: nothing private stays in the client-side router cache.
    window.location.replace("/login");
  }
  return (
    <button type="button" className={className} onClick={signOut} disabled={pending}>
      <LogOut aria-hidden="true" focusable="false" />
      {pending ? t("signingOut") : t("signOut")}
    </button>
  );
}
