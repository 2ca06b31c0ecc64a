"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { ApiTokenSummary } from "@/domain/api-tokens";
import { sendJson, type ApiProblem } from "../ui/api";
import { formatDate } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";

const EXPIRY_CHOICES = [
  { label: "Never", days: null },
  { label: "In 30 days", days: 30 },
  { label: "In 90 days", days: 90 },
  { label: "In a year", days: 365 },
] as const;

/** The secret of a token just made: shown this once, with a button to copy it. */
function NewTokenSecret({ token, onDone }: { token: string; onDone: () => void }) {
  const [copied, setCopied] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied("Copied.");
    } catch {
      setCopied("Copying is not allowed here: select the token and copy it.");
    }
  }
  return (
    <div className="stack" role="status">
      <p>
        <strong>Copy this token now: it will not be shown again.</strong> Anyone who has it can use your bar as you, within its scope, until you revoke it.
      </p>
      <code className="token-secret" aria-label="New token">
        {token}
      </code>
      <div className="row">
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Done
        </button>
      </div>
      {copied ? <p className="muted small">{copied}</p> : null}
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
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
        Name
        <input name="name" required maxLength={80} placeholder="Home Assistant" />
      </label>
      <label>
        May
        <select name="scope" defaultValue="read">
          <option value="read">Read only</option>
          <option value="write">Read and change</option>
        </select>
      </label>
      <label>
        Expires
        <select name="expiry" defaultValue="">
          {EXPIRY_CHOICES.map((c) => (
            <option key={c.label} value={c.days ?? ""}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <ProblemMessage problem={problem} />
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? "Making…" : "Make a token"}
        </button>
      </div>
    </form>
  );
}

/** The account page's tokens for scripts: make one (its secret shown once), see each one's last use, revoke. */
export function ApiTokens({ tokens }: { tokens: ApiTokenSummary[] }) {
  const router = useRouter();
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
        <p className="muted">No tokens yet.</p>
      ) : (
        <ul className="session-list" aria-label="Tokens">
          {tokens.map((t) => (
            <li key={t.id}>
              <span>
                <strong>{t.name}</strong> <span className="muted small">({t.scopes.includes("write") ? "read and change" : "read only"})</span>
                <br />
                <span className="muted small">
                  Made {formatDate(t.createdAt)}, {t.lastUsedAt ? `last used ${formatDate(t.lastUsedAt)}` : "never used"}
                  {t.expiresAt ? `, expires ${formatDate(t.expiresAt)}` : ""}
                </span>
              </span>
              <button type="button" className="secondary small" onClick={() => revoke(t.id)} aria-label={`Revoke ${t.name}`}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProblemMessage problem={problem} />
    </div>
  );
}
