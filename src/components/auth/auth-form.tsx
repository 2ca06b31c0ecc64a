"use client";

import { useState, type FormEvent } from "react";
import { problemFrom } from "../ui/api";

type Mode = "sign-in" | "sign-up";

/** Sign-in / sign-up form. Talks to better-auth's JSON endpoints, then goes to `next`. */
export function AuthForm({ mode, next }: { mode: Mode; next: string }) {
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
        const data = (await res.json().catch(() => null)) as { message?: string } | null;
        setError(
          res.status === 429
            ? `Too many attempts. Try again in ${res.headers.get("Retry-After") ?? 60} seconds.`
            : // better-auth says {message}; our own rules (a blank name) say {error, issues}
              (data?.message ?? (res.status === 400 ? problemFrom(res.status, data).message : "Something went wrong. Try again.")),
        );
        return;
      }
      // A full navigation, so the server renders the next page with the new cookie.
      window.location.assign(next);
    } catch {
      setError("The server could not be reached. Check your connection.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate={false}>
      {mode === "sign-up" && (
        <label>
          Name
          <input name="name" autoComplete="name" required maxLength={100} />
        </label>
      )}
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password
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
        {mode === "sign-up" ? "Create account" : "Sign in"}
      </button>
    </form>
  );
}
