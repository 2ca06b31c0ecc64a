"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { ApiTokenSummary } from "@/domain/api-tokens";
import { sendJson, type ApiProblem } from "../ui/api";
import { useFormatDate } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";

const EXPIRY_CHOICES = [
  { label: "never", days: null },
  { label: "days30", days: 30 },
  { label: "days90", days: 90 },
  { label: "year", days: 365 },
] as const;

/** The secret of a token just made: shown this once, with a button to copy it. */
function NewTokenSecret({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useTranslations("account.tokens");
  const [copied, setCopied] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(t("copied"));
    } catch {
      setCopied(t("copyRefused"));
    }
  }
  return (
    <div className="stack" role="status">
      <p>
        <strong>{t("copyNow")}</strong> {t("anyone")}
      </p>
      <code className="token-secret" aria-label={t("newToken")}>
        {token}
      </code>
      <div className="row">
        <button type="button" onClick={copy}>
          {t("copy")}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t("done")}
        </button>
      </div>
      {copied ? <p className="muted small">{copied}</p> : null}
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const t = useTranslations("account.tokens");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const days = form.get("expiry");
    setPending(true);
    setProblem(null);
    const result = await sendJson<{ token: string }>("POST", "/api/account/tokens", {
      name: form.get("name"),
      scopes: form.get("scope") === "write" ? ["read", "write"] : ["read"],
      expiresInDays: days ? Number(days) : null,
    });
    setPending(false);
    if (result.ok) onCreated(result.data.token);
    else setProblem(result.problem);
  }
  return (
    <form className="stack" onSubmit={submit}>
      <label>
        {t("name")}
        <input name="name" required maxLength={80} placeholder={t("namePlaceholder")} />
      </label>
      <label>
        {t("may")}
        <select name="scope" defaultValue="read">
          <option value="read">{t("readOnly")}</option>
          <option value="write">{t("readWrite")}</option>
        </select>
      </label>
      <label>
        {t("expires")}
        <select name="expiry" defaultValue="">
          {EXPIRY_CHOICES.map((c) => (
            <option key={c.label} value={c.days ?? ""}>
              {t(`expiry.${c.label}`)}
            </option>
          ))}
        </select>
      </label>
      <ProblemMessage problem={problem} />
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? t("making") : t("make")}
        </button>
      </div>
    </form>
  );
}

/** The account page's tokens for scripts: make one (its secret shown once), see each one's last use, revoke. */
export function ApiTokens({ tokens }: { tokens: ApiTokenSummary[] }) {
  const router = useRouter();
  const tt = useTranslations("account.tokens");
  const formatDate = useFormatDate();
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  async function revoke(id: string) {
    const result = await sendJson("DELETE", `/api/account/tokens/${id}`);
    if (result.ok) router.refresh();
    else setProblem(result.problem);
  }
  return (
    <div className="stack">
      {secret ? (
        <NewTokenSecret token={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateTokenForm
          onCreated={(token) => {
            setSecret(token);
            router.refresh();
          }}
        />
      )}
      {tokens.length === 0 ? (
        <p className="muted">{tt("none")}</p>
      ) : (
        <ul className="session-list" aria-label={tt("label")}>
          {tokens.map((t) => (
            <li key={t.id}>
              <span>
                <strong>{t.name}</strong> <span className="muted small">({t.scopes.includes("write") ? tt("scopeWrite") : tt("scopeRead")})</span>
                <br />
                <span className="muted small">
                  {tt("made", { date: formatDate(t.createdAt) })}, {t.lastUsedAt ? tt("lastUsed", { date: formatDate(t.lastUsedAt) }) : tt("neverUsed")}
                  {t.expiresAt ? `, ${tt("expiresOn", { date: formatDate(t.expiresAt) })}` : ""}
                </span>
              </span>
              <button type="button" className="secondary small" onClick={() => revoke(t.id)} aria-label={tt("revokeNamed", { name: t.name })}>
                {tt("revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProblemMessage problem={problem} />
    </div>
  );
}
