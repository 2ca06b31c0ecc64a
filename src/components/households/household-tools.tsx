"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { HOUSEHOLD_ROLES, INVITE_ROLES, type HouseholdInvite, type HouseholdMember, type InviteRole } from "@/domain/households";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { InviteQr } from "./invite-qr";

/**
 * "It works once, for 7 days: until Saturday 5 December at 14:30." in the reader's own time
 * zone (shown only in the browser, once the link is made at `madeAt`).
 */
function InviteExpiry({ expiresAt, madeAt }: { expiresAt: string; madeAt: number }) {
  const t = useTranslations("household.invite");
  const format = useFormatter();
  const end = new Date(expiresAt);
  const days = Math.max(0, Math.round((end.getTime() - madeAt) / 86_400_000));
  const until = format.dateTime(end, {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return t("expiry", { days, until });
}

/** A button that asks first: the first tap shows what will happen and "Yes, …" / "Keep" in its place. */
export function ConfirmAction({
  label,
  confirmLabel,
  warning,
  call,
  done,
}: {
  label: string;
  confirmLabel: string;
  /** What will happen, in a sentence, shown with the confirmation. */
  warning: ReactNode;
  call: { method: "PATCH" | "DELETE"; url: string; body?: unknown };
  done: string;
}) {
  const [asking, setAsking] = useState(false);
  const action = useApiAction();
  const t = useTranslations("household");
  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      {asking ? (
        <div className="stack confirm-box" role="group" aria-label={label}>
          <p>{warning}</p>
          <div className="row">
            <button type="button" className="danger" autoFocus disabled={action.pending} onClick={() => action.run([call], done).then(() => setAsking(false))}>
              {confirmLabel}
            </button>
            <button type="button" className="ghost" disabled={action.pending} onClick={() => setAsking(false)}>
              {t("keep")}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="danger-outline" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      <ProblemMessage problem={action.problem} />
    </div>
  );
}

/** The owner's rename form. */
export function RenameHousehold({ id, name }: { id: string; name: string }) {
  const action = useApiAction();
  const t = useTranslations("household.rename");
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    void action.run([{ method: "PATCH", url: `/api/households/${id}`, body: { name: next } }], t("renamed"));
  }
  return (
    <form className="stack" onSubmit={submit} aria-label={t("label", { household: name })}>
      <label>
        {t("name")}
        <input name="name" required maxLength={100} defaultValue={name} autoComplete="off" />
      </label>
      <div className="row">
        <button type="submit" className="secondary" disabled={action.pending}>
          {t("rename")}
        </button>
        <span role="status" className="status-ok small">
          {action.done}
        </span>
      </div>
      <ProblemMessage problem={action.problem} />
    </form>
  );
}

/** The owner makes an invitation link for a member or a guest: shown once, with Copy, its QR code and when it stops working. */
export function InviteMaker({ id, name }: { id: string; name: string }) {
  const t = useTranslations("household");
  const [role, setRole] = useState<InviteRole>("member");
  const [invite, setInvite] = useState<HouseholdInvite | null>(null);
  const [madeAt, setMadeAt] = useState(0);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [copied, setCopied] = useState("");

  async function make() {
    setPending(true);
    setProblem(null);
    setCopied("");
    const result = await sendJson<HouseholdInvite>("POST", `/api/households/${id}/invites`, { role });
    setPending(false);
    if (result.ok) {
      setInvite(result.data);
      setMadeAt(Date.now());
    } else setProblem(result.problem);
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t("invite.copied"));
    } catch {
      setCopied(t("invite.copyRefused"));
    }
  }

  return (
    <div className="stack">
      <fieldset className="stack">
        <legend>{t("invite.legend", { household: name })}</legend>
        {INVITE_ROLES.map((r) => (
          <label key={r} className="inline">
            <input type="radio" name={`invite-role-${id}`} value={r} checked={role === r} onChange={() => setRole(r)} />
            <span>
              {t(`roles.${r}`)} <span className="muted small">({t(`roleHints.${r}`)})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="button" onClick={make} disabled={pending}>
          {pending ? t("invite.making") : t("invite.make")}
        </button>
      </div>
      {invite && (
        <div className="invite-share">
          <div className="stack invite-link">
            <label>
              {t("invite.linkFor", { role: invite.role })}
              <input readOnly value={invite.url} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <div className="row">
              <button type="button" className="secondary" onClick={() => copy(invite.url)}>
                {t("invite.copy")}
              </button>
              <span role="status" className="status-ok small">
                {copied}
              </span>
            </div>
            <p className="muted small">
              <InviteExpiry expiresAt={invite.expiresAt} madeAt={madeAt} /> {t("invite.giveOnly")}
            </p>
          </div>
          <InviteQr url={invite.url} householdName={name} />
        </div>
      )}
      <ProblemMessage problem={problem} />
    </div>
  );
}

/** One member's role, changed by an owner with a select (a large native target). */
export function MemberRole({ householdId, member }: { householdId: string; member: HouseholdMember }) {
  const action = useApiAction();
  const t = useTranslations("household");
  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      <label className="member-role">
        <span className="visually-hidden">{t("members.roleOf", { name: member.name })}</span>
        <select
          value={member.role}
          disabled={action.pending}
          onChange={(e) => void action.run([{ method: "PATCH", url: `/api/households/${householdId}/members/${member.userId}`, body: { role: e.target.value } }], t("members.roleChanged"))}
        >
          {HOUSEHOLD_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <ProblemMessage problem={action.problem} />
    </div>
  );
}
