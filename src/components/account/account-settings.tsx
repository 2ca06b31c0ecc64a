"use client";

import { useTranslations } from "next-intl";
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { forgetOfflineData } from "../offline/service-worker";
import { signOutOfDevice } from "../offline/sign-out";
import { sendJson, type ApiProblem } from "../ui/api";
import { useFormatDate } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";
import { signInMethodShown, type SignInMethod } from "@/domain/sign-in-method";
import { AccountForm } from "./account-form";
import { browserAndSystem } from "./device-name";

export interface AccountSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  signInMethod: SignInMethod | null;
  current: boolean;
}

/** After the session is gone: a full navigation, so nothing private stays in the router cache. */
function toLogin() {
  window.location.replace("/login");
}

export function ChangeNameForm({ name }: { name: string }) {
  const router = useRouter();
  const t = useTranslations("account.forms");
  return (
    <AccountForm
      label={t("saveName")}
      pendingLabel={t("saving")}
      submit={(form) => sendJson("POST", "/api/auth/update-user", { name: String(form.get("name") ?? "").trim() })}
      done={() => router.refresh()}
    >
      <label>
        {t("name")}
        <input name="name" required maxLength={100} defaultValue={name} autoComplete="name" />
      </label>
    </AccountForm>
  );
}

export function ChangePasswordForm() {
  const router = useRouter();
  const t = useTranslations("account.forms");
  return (
    <AccountForm
      label={t("changePassword")}
      pendingLabel={t("changing")}
      submit={async (form) => {
        const result = await sendJson("POST", "/api/auth/change-password", {
          currentPassword: form.get("currentPassword"),
          newPassword: form.get("newPassword"),
          revokeOtherSessions: true,
        });
        if (result.ok) router.refresh();
        return result;
      }}
      done={t("passwordChanged")}
    >
      <div className="form-grid">
        <label>
          {t("currentPassword")}
          <input name="currentPassword" type="password" required autoComplete="current-password" />
        </label>
        <label>
          {t("newPassword")}
          <input name="newPassword" type="password" required minLength={8} maxLength={128} autoComplete="new-password" />
        </label>
      </div>
    </AccountForm>
  );
}

function deviceName(userAgent: string | null, t: ReturnType<typeof useTranslations<"account.sessions">>): string {
  if (!userAgent) return t("unknownDevice");
  const parts = browserAndSystem(userAgent);
  return parts ? t("browserOn", parts) : userAgent.slice(0, 60);
}

/** `providerNames`: each configured single sign-on provider's name by its id, for the sign-in method. */
export function SessionList({ sessions, providerNames = {} }: { sessions: AccountSession[]; providerNames?: Record<string, string> }) {
  const router = useRouter();
  const t = useTranslations("account.sessions");
  const formatDate = useFormatDate();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  async function signOut(id: string) {
    const result = await sendJson("DELETE", `/api/account/sessions/${id}`);
    if (result.ok) router.refresh();
    else setProblem(result.problem);
  }
  return (
    <div className="stack">
      <ul className="session-list" aria-label={t("label")}>
        {sessions.map((s) => (
          <li key={s.id}>
            <span>
              <strong title={s.userAgent ?? undefined}>{deviceName(s.userAgent, t)}</strong>
              {s.current ? ` ${t("thisDevice")}` : ""}
              <br />
              <span className="muted small">
                {t("method", signInMethodShown(s.signInMethod, providerNames))}. {t("signedIn", { signedIn: formatDate(s.createdAt), active: formatDate(s.lastSeenAt) })}
              </span>
            </span>
            {s.current ? null : (
              <button type="button" className="secondary small" onClick={() => signOut(s.id)} aria-label={t("signOutDevice", { device: deviceName(s.userAgent, t), date: formatDate(s.createdAt) })}>
                {t("signOut")}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ProblemMessage problem={problem} />
      <SignOutEverywhereButton />
    </div>
  );
}

/** Ends every session of the user, this one too. Also in the account menu. */
export function SignOutEverywhereButton({ className = "secondary small" }: { className?: string }) {
  const t = useTranslations("account.sessions");
  const [pending, setPending] = useState(false);
  async function signOutEverywhere() {
    setPending(true);
    await signOutOfDevice(() => sendJson("POST", "/api/auth/revoke-sessions", {}));
    toLogin();
  }
  return (
    <button type="button" className={className} onClick={signOutEverywhere} disabled={pending}>
      <LogOut aria-hidden="true" focusable="false" />
      {pending ? t("signingOut") : t("signOutEverywhere")}
    </button>
  );
}

/**
 * `householdsNote`: what the deletion does to the user's households, when they are in any.
 * Without a password (an account made through single sign-on) a recent sign-in confirms instead.
 */
export function DeleteAccountForm({ householdsNote, hasPassword = true }: { householdsNote?: string | null; hasPassword?: boolean }) {
  const t = useTranslations("account.forms");
  return (
    <AccountForm
      label={t("deleteAccount")}
      pendingLabel={t("deleting")}
      danger
      submit={(form) => sendJson("POST", "/api/account/delete", hasPassword ? { password: form.get("password") } : {})}
      done={() => void forgetOfflineData({ queue: true }).finally(toLogin)}
    >
      <p className="muted">
        {t("deleteWarning")} {hasPassword ? t("typePassword") : t("recentSignIn")}
      </p>
      {householdsNote && <p className="muted">{householdsNote}</p>}
      {hasPassword && (
        <label>
          {t("password")}
          <input name="password" type="password" required autoComplete="current-password" />
        </label>
      )}
    </AccountForm>
  );
}
