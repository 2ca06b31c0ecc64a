"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { HOUSEHOLD_ROLES, INVITE_ROLES, type HouseholdInvite, type HouseholdMember, type HouseholdRole, type InviteRole } from "@/domain/households";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { InviteQr } from "./invite-qr";

const ROLE_LABELS: Record<HouseholdRole, string> = { owner: "Owner", member: "Member", guest: "Guest" };
const ROLE_HINTS: Record<InviteRole, string> = {
  member: "pours from the shared bottles and adds their own",
  guest: "sees the shared shelf, changes nothing",
};

const expiryDay = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long" });
const expiryTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "It works once, for 7 days: until Saturday 5 December at 14:30." in the reader's own time zone. */
export function inviteExpiryText(expiresAt: string, now = Date.now()): string {
  const end = new Date(expiresAt);
  const days = Math.round((end.getTime() - now) / 86_400_000);
  const span = days >= 1 ? `for ${days} ${days === 1 ? "day" : "days"}` : "for less than a day";
  return `It works once, ${span}: until ${expiryDay.format(end).replace(",", "")} at ${expiryTime.format(end)}.`;
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
              Keep
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
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    void action.run([{ method: "PATCH", url: `/api/households/${id}`, body: { name: next } }], "Renamed.");
  }
  return (
    <form className="stack" onSubmit={submit} aria-label={`Rename ${name}`}>
      <label>
        Name
        <input name="name" required maxLength={100} defaultValue={name} autoComplete="off" />
      </label>
      <div className="row">
        <button type="submit" className="secondary" disabled={action.pending}>
          Rename
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
  const [role, setRole] = useState<InviteRole>("member");
  const [invite, setInvite] = useState<HouseholdInvite | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [copied, setCopied] = useState("");

  async function make() {
    setPending(true);
    setProblem(null);
    setCopied("");
    const result = await sendJson<HouseholdInvite>("POST", `/api/households/${id}/invites`, { role });
    setPending(false);
    if (result.ok) setInvite(result.data);
    else setProblem(result.problem);
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Copied.");
    } catch {
      setCopied("Copying is not allowed here: select the link and copy it.");
    }
  }

  return (
    <div className="stack">
      <fieldset className="stack">
        <legend>Invite someone to {name} as</legend>
        {INVITE_ROLES.map((r) => (
          <label key={r} className="inline">
            <input type="radio" name={`invite-role-${id}`} value={r} checked={role === r} onChange={() => setRole(r)} />
            <span>
              {ROLE_LABELS[r]} <span className="muted small">({ROLE_HINTS[r]})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="button" onClick={make} disabled={pending}>
          {pending ? "Making the link…" : "Make an invitation link"}
        </button>
      </div>
      {invite && (
        <div className="invite-share">
          <div className="stack invite-link">
            <label>
              Invitation link for a {invite.role}
              <input readOnly value={invite.url} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <div className="row">
              <button type="button" className="secondary" onClick={() => copy(invite.url)}>
                Copy
              </button>
              <span role="status" className="status-ok small">
                {copied}
              </span>
            </div>
            <p className="muted small">
              {inviteExpiryText(invite.expiresAt)} Give the link or its QR code only to the person you mean: whoever opens it first can join.
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
  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      <label className="member-role">
        <span className="visually-hidden">Role of {member.name}</span>
        <select
          value={member.role}
          disabled={action.pending}
          onChange={(e) => void action.run([{ method: "PATCH", url: `/api/households/${householdId}/members/${member.userId}`, body: { role: e.target.value } }], "Role changed.")}
        >
          {HOUSEHOLD_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <ProblemMessage problem={action.problem} />
    </div>
  );
}

export { ROLE_LABELS };
