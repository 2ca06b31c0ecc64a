"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { problemFrom } from "../ui/api";

type Mode = "sign-in" | "sign-up";

/** better-auth's error codes the form says in the page's language; any other shows better-auth's own sentence. */
const KNOWN_CODES = ["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: unknown): code is KnownCode => (KNOWN_CODES as readonly unknown[]).includes(code);

/** Sign-in / sign-up form. Talks to better-auth's JSON endpoints, then goes to `next`. */
export function AuthForm({ mode, next }: { mode: Mode; next: string }) {
  const t = useTranslations("auth");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    const form = new FormData(event.currentTarget);
    const body =
      mode === "sign-up"
        ? { name: form.get("name"), email: form.get("email"), password: form.get("password") }
        : { email: form.get("email"), password: form.get("password") };
    try {
      const res = await fetch(`/api/auth/${mode}/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) {
        const data = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
        setError(
          res.status === 429
            ? t("tooManyAttempts", { seconds: Number(res.headers.get("Retry-After") ?? 60) })
            : isKnownCode(data?.code)
              ? t(`errors.${data.code}`)
              : // better-auth says {message}; our own rules (a blank name) say {error, issues}
                (data?.message ?? (res.status === 400 ? problemFrom(res.status, data).message : t("somethingWentWrong"))),
        );
        return;
      }
      // A full navigation, so the server renders the next page with the new cookie.
      window.location.assign(next);
    } catch {
      setError(t("unreachable"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate={false}>
      {mode === "sign-up" && (
        <label>
          {t("name")}
          <input name="name" autoComplete="name" required maxLength={100} />
        </label>
      )}
      <label>
        {t("email")}
        {/* On sign-in, "webauthn" lets the browser offer this site's passkeys among the suggestions. */}
        <input name="email" type="email" autoComplete={mode === "sign-up" ? "email" : "username webauthn"} required />
      </label>
      <label>
        {t("password")}
        <input
          name="password"
          type="password"
          autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
          required
          minLength={8}
          maxLength={128}
        />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending}>
        {mode === "sign-up" ? t("createAccount") : t("signIn")}
      </button>
    </form>
  );
}
