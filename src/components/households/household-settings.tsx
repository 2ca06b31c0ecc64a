"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { MAX_HOUSEHOLDS_PER_USER, type Household } from "@/domain/households";
import { sendJson, type ApiProblem } from "../ui/api";
import { formatDate } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { ConfirmAction, InviteMaker, MemberRole, RenameHousehold, ROLE_LABELS } from "./household-tools";

/** A household as this page shows it: the API's answer and whether its bottles are on the user's shelf. */
export interface HouseholdView extends Household {
  shelfOn: boolean;
}

/** The form that starts a household, the user its owner. */
function CreateHousehold({ first }: { first: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setProblem(null);
    const result = await sendJson("POST", "/api/households", { name: String(new FormData(form).get("name") ?? "").trim() });
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    form.reset();
    router.refresh();
  }
  return (
    <form className="stack" onSubmit={submit} aria-label="Create a household">
      <label>
        {first ? "Name your household" : "Start another household"}
        <input name="name" required maxLength={100} placeholder="e.g. Flat 3" autoComplete="off" />
      </label>
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create household"}
        </button>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}

/** The user's own switch: the household's bottles on their shelf (recipes, the station) or off it. */
function ShelfSwitch({ household }: { household: HouseholdView }) {
  const action = useApiAction();
  const next = !household.shelfOn;
  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      <p className="muted small">
        {household.shelfOn
          ? `${household.name}'s shared bottles are on your shelf: your recipes and the station count them.`
          : `${household.name}'s shared bottles are off your shelf, for you alone (your own bottles in it stay on it).`}
      </p>
      <div className="row">
        <button
          type="button"
          className="secondary"
          disabled={action.pending}
          onClick={() => action.run([{ method: "PATCH", url: `/api/households/${household.id}/shelf`, body: { shelfOn: next } }], next ? "Back on your shelf." : "Off your shelf.")}
        >
          {household.shelfOn ? "Take its bottles off my shelf" : "Put its bottles on my shelf"}
        </button>
        <span role="status" className="status-ok small">
          {action.done}
        </span>
      </div>
      <ProblemMessage problem={action.problem} />
    </div>
  );
}

/** Who is in the household and as what; an owner changes roles and removes people here. */
function MemberList({ household, userId }: { household: HouseholdView; userId: string }) {
  const owner = household.role === "owner";
  return (
    <ul className="member-list" aria-label={`People in ${household.name}`}>
      {household.members.map((m) => (
        <li key={m.userId}>
          <span className="grow">
            <strong>{m.name}</strong>
            {m.userId === userId ? " (you)" : ""}
            <br />
            <span className="muted small">
              {ROLE_LABELS[m.role]} · joined {formatDate(m.joinedAt)}
            </span>
          </span>
          {owner && m.userId !== userId && (
            <span className="member-tools">
              <MemberRole householdId={household.id} member={m} />
              <ConfirmAction
                label={`Remove ${m.name}`}
                confirmLabel="Yes, remove"
                warning={`${m.name} loses ${household.name}'s shelf at once. Bottles they shared stay in the household, still theirs.`}
                call={{ method: "DELETE", url: `/api/households/${household.id}/members/${m.userId}` }}
                done="Removed."
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function HouseholdCard({ household, userId }: { household: HouseholdView; userId: string }) {
  const owner = household.role === "owner";
  const headingId = `household-${household.id}`;
  return (
    <section className="card stack household-card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{household.name}</h2>
        <p className="muted small">You are {owner ? "an owner" : `a ${household.role}`} here.</p>
      </div>
      <MemberList household={household} userId={userId} />
      {owner && <InviteMaker id={household.id} name={household.name} />}
      <ShelfSwitch household={household} />
      {owner && <RenameHousehold id={household.id} name={household.name} />}
      <div className="item-actions">
        <ConfirmAction
          label={`Leave ${household.name}`}
          confirmLabel="Yes, leave"
          warning={`You lose ${household.name}'s shared shelf at once. Bottles you shared stay in it: take them back on your bar first to keep them.`}
          call={{ method: "DELETE", url: `/api/households/${household.id}/members/${userId}` }}
          done="You left."
        />
        {owner && (
          <ConfirmAction
            label={`Delete ${household.name}`}
            confirmLabel="Yes, delete it"
            warning={`This deletes ${household.name} for everyone in it. Everyone keeps their own records: each shared bottle goes back to its owner's shelf.`}
            call={{ method: "DELETE", url: `/api/households/${household.id}` }}
            done="Deleted."
          />
        )}
      </div>
    </section>
  );
}

/** The Household page's body: each household the user is in, or what a household is and how to start one. */
export function HouseholdSettings({ households, userId }: { households: HouseholdView[]; userId: string }) {
  if (households.length === 0) {
    return (
      <section className="section stack" aria-labelledby="new-household-heading">
        <h2 id="new-household-heading">Share a bar</h2>
        <p>
          A household is the few people who share a home bar. Bottles you share in it are on everyone&apos;s shelf, so anyone can pour a drink from them and
          the level falls for all. Your recipes, drinks and photos stay yours. People join only by an invitation link from you.
        </p>
        <CreateHousehold first />
      </section>
    );
  }
  return (
    <>
      {households.map((h) => (
        <div key={h.id} className="section">
          <HouseholdCard household={h} userId={userId} />
        </div>
      ))}
      {households.length < MAX_HOUSEHOLDS_PER_USER && (
        <section className="section stack" aria-label="Start another household">
          <CreateHousehold first={false} />
        </section>
      )}
    </>
  );
}
