"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    router.replace("/login");
    router.refresh();
  }
  return (
    <button type="button" className="secondary" onClick={signOut} disabled={pending}>
      Sign out
    </button>
  );
}
