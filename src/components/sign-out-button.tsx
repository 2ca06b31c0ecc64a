"use client";

import { useState } from "react";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    window.location.assign("/login");
  }
  return (
    <button type="button" className="secondary" onClick={signOut} disabled={pending}>
      Sign out
    </button>
  );
}
