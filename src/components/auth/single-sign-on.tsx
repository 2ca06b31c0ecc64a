"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { OIDC_PROVIDER_ID } from "@/domain/sign-in";

interface Props {
  /** The identity provider as the operator named it (OIDC_NAME). */
  name: string;
  /** Where to go once signed in, and where a new account starts. */
  next: string;
  newAccountNext: string;
  /** The page to come back to when it fails (this one), with `?error=` added by better-auth. */
  errorPage: string;
  /** Beside the password form it is drawn as the second choice, so the two buttons are told apart. */
  secondary: boolean;
}

/**
 * "Sign in with …": better-auth makes the state, the PKCE verifier and the nonce, and answers
 * with the provider's address, where the whole page goes.
 */
export function SingleSignOnButton({ name, next, newAccountNext, errorPage, secondary }: Props) {
  const t = useTranslations("singleSignOn");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function start() {
    setError(null);
    setPending(true);
    try {
      const res = await fetch("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ provider: OIDC_PROVIDER_ID, callbackURL: next, newUserCallbackURL: newAccountNext, errorCallbackURL: errorPage }),
      });
      const data = (await res.json().catch(() => null)) as { url?: string; message?: string; error?: string } | null;
      if (res.ok && data?.url) {
        window.location.assign(data.url);
        return;
      }
      setPending(false);
      setError(res.status === 429 ? t("tooMany", { seconds: Number(res.headers.get("Retry-After") ?? 60) }) : t("unreachable", { provider: name }));
    } catch {
      setPending(false);
      setError(t("offline"));
    }
  }

  return (
    <div className="stack">
      <button type="button" className={secondary ? "single-sign-on secondary" : "single-sign-on"} onClick={start} disabled={pending}>
        {t("button", { provider: name })}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
