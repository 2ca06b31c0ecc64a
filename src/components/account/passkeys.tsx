"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { PASSKEY_NAME_MAX, type PasskeySummary } from "@/domain/passkeys";
import { addPasskey, browserSupportsPasskeys, useBrowserFact } from "../auth/passkey-ceremonies";
import { DeleteButton } from "../ui/delete-button";
import { useFormatDate } from "../ui/format";
import { browserAndSystem } from "./device-name";

let thisBrowserParts: ReturnType<typeof browserAndSystem> | undefined;
/** This browser and its system, read once (a snapshot must be the same object each time). */
function thisBrowser() {
  thisBrowserParts ??= browserAndSystem(navigator.userAgent);
  return thisBrowserParts;
}

function AddPasskeyForm() {
  const router = useRouter();
  const t = useTranslations("account.passkeys");
  const tProblem = useTranslations("passkeyProblems");
  const tSessions = useTranslations("account.sessions");
  const supported = useBrowserFact(browserSupportsPasskeys, true);
  // The device's own name ("Chrome on Android") as the suggestion, read in the browser.
  const device = useBrowserFact(thisBrowser, null);
  const suggested = device ? tSessions("browserOn", device) : "";
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setProblem(null);
    setStatus("");
    const result = await addPasskey(String(new FormData(form).get("name") ?? ""));
    setPending(false);
    if (!result.ok) return setProblem(result.said ?? tProblem(result.problem));
    setStatus(t("added"));
    router.refresh();
  }

  if (!supported) return <p className="muted">{t("unsupported")}</p>;
  return (
    <form className="stack" onSubmit={submit} aria-label={t("formLabel")}>
      <label>
        {t("name")}
        <input name="name" maxLength={PASSKEY_NAME_MAX} defaultValue={suggested} key={suggested} placeholder={t("namePlaceholder")} />
      </label>
      <div className="row">
        <button type="submit" disabled={pending}>
          <KeyRound aria-hidden="true" focusable="false" />
          {pending ? t("waiting") : t("add")}
        </button>
        <span role="status" className="status-ok small">
          {status}
        </span>
      </div>
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The account page's passkeys: add one on this device, see each one's last use, remove one (in two taps). */
export function Passkeys({ passkeys }: { passkeys: PasskeySummary[] }) {
  const t = useTranslations("account.passkeys");
  const formatDate = useFormatDate();
  return (
    <div className="stack">
      <AddPasskeyForm />
      {passkeys.length === 0 ? (
        <p className="muted">{t("none")}</p>
      ) : (
        <ul className="session-list" aria-label={t("listLabel")}>
          {passkeys.map((p) => {
            const name = p.name ?? t("unnamed");
            return (
              <li key={p.id}>
                <span>
                  <strong>{name}</strong>
                  <br />
                  <span className="muted small">
                    {p.lastUsedAt ? t("usedLine", { added: formatDate(p.createdAt), used: formatDate(p.lastUsedAt) }) : t("unusedLine", { added: formatDate(p.createdAt) })}
                  </span>
                </span>
                <DeleteButton url={`/api/account/passkeys/${p.id}`} what={t("what", { name })} label={t("remove")} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
