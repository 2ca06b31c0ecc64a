"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { browserSupportsPasskeys, signInWithPasskey, useBrowserFact } from "./passkey-ceremonies";

/**
 * "Sign in with a passkey" under the password form. Where the browser can, its passkeys are
 * also offered among the e-mail field's suggestions (the field says `webauthn` in its
 * autocomplete); a failure of that quiet offer is not shown, only the button's.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const t = useTranslations("auth.passkey");
  const tProblem = useTranslations("passkeyProblems");
  const supported = useBrowserFact(browserSupportsPasskeys, false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!browserSupportsPasskeys()) return;
    let live = true;
    void (async () => {
      if (!(await PublicKeyCredential.isConditionalMediationAvailable?.())) return;
      const result = await signInWithPasskey({ autoFill: true });
      // A full navigation, so the server renders the next page with the new cookie.
      if (live && result.ok) window.location.assign(next);
    })();
    return () => {
      live = false;
    };
  }, [next]);

  async function signIn() {
    setError(null);
    setPending(true);
    const result = await signInWithPasskey();
    if (result.ok) return window.location.assign(next);
    setPending(false);
    setError(tProblem(result.problem));
  }

  if (!supported) return null;
  return (
    <div className="stack">
      <button type="button" className="secondary" onClick={signIn} disabled={pending}>
        <KeyRound aria-hidden="true" focusable="false" />
        {pending ? t("waiting") : t("button")}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
