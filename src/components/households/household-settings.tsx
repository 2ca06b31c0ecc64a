"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { MAX_HOUSEHOLDS_PER_USER, type Household } from "@/domain/households";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";
import { ConfirmAction, InviteMaker, MemberRole, RenameHousehold } from "./household-tools";

/** A household as this page shows it: the API's answer and whether its bottles are on the user's shelf. */
export interface HouseholdView extends Household {
  shelfOn: boolean;
}

/** The form that starts a household, the user its owner. */
function CreateHousehold({ first }: { first: boolean }) {
  const router = useRouter();
  const t = useTranslations("household.create");
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
    <form className="stack" onSubmit={submit} aria-label={t("formLabel")}>
      <label>
        {first ? t("nameFirst") : t("nameAnother")}
        <input name="name" required maxLength={100} placeholder={t("placeholder")} autoComplete="off" />
      </label>
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? t("creating") : t("create")}
        </button>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}

/** The user's own switch: the household's bottles on their shelf (recipes, the station) or off it. */
function ShelfSwitch({ household }: { household: HouseholdView }) {
  const action = useApiAction();
  const t = useTranslations("household.shelf");
  const next = !household.shelfOn;
  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      <p className="muted small">
        {household.shelfOn ? t("on", { household: household.name }) : t("off", { household: household.name })}
      </p>
      <div className="row">
        <button
          type="button"
          className="secondary wraps"
          disabled={action.pending}
          onClick={() => action.run([{ method: "PATCH", url: `/api/households/${household.id}/shelf`, body: { shelfOn: next } }], next ? t("backOn") : t("takenOff"))}
        >
          {household.shelfOn ? t("takeOff") : t("putOn")}
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
  const t = useTranslations("household");
  const format = useFormatter();
  return (
    <ul className="member-list" aria-label={t("members.label", { household: household.name })}>
      {household.members.map((m) => (
        <li key={m.userId}>
          <span className="grow">
            {m.userId === userId ? t.rich("members.you", { name: m.name, strong: (chunks) => <strong>{chunks}</strong> }) : <strong>{m.name}</strong>}
            <br />
            <span className="muted small">
              {t("members.roleSince", { role: t(`roles.${m.role}`), date: format.dateTime(new Date(m.joinedAt), { day: "numeric", month: "short", year: "numeric" }) })}
            </span>
          </span>
          {owner && m.userId !== userId && (
            <span className="member-tools">
              <MemberRole householdId={household.id} member={m} />
              <ConfirmAction
                label={t("members.remove", { name: m.name })}
                confirmLabel={t("members.yesRemove")}
                warning={t("members.removeWarning", { name: m.name, household: household.name })}
                call={{ method: "DELETE", url: `/api/households/${household.id}/members/${m.userId}` }}
                done={t("members.removed")}
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
  const t = useTranslations("household.card");
  return (
    <section className="card stack household-card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{household.name}</h2>
        <p className="muted small">{t("youAre", { role: household.role })}</p>
      </div>
      <MemberList household={household} userId={userId} />
      {owner && <InviteMaker id={household.id} name={household.name} />}
      <ShelfSwitch household={household} />
      {owner && <RenameHousehold id={household.id} name={household.name} />}
      <div className="item-actions">
        <ConfirmAction
          label={t("leave", { household: household.name })}
          confirmLabel={t("yesLeave")}
          warning={t("leaveWarning", { household: household.name })}
          call={{ method: "DELETE", url: `/api/households/${household.id}/members/${userId}` }}
          done={t("left")}
        />
        {owner && (
          <ConfirmAction
            label={t("delete", { household: household.name })}
            confirmLabel={t("yesDelete")}
            warning={t("deleteWarning", { household: household.name })}
            call={{ method: "DELETE", url: `/api/households/${household.id}` }}
            done={t("deleted")}
          />
        )}
      </div>
    </section>
  );
}

/** The Household page's body: each household the user is in, or what a household is and how to start one. */
export function HouseholdSettings({ households, userId }: { households: HouseholdView[]; userId: string }) {
  const t = useTranslations("household.empty");
  if (households.length === 0) {
    return (
      <section className="section stack" aria-labelledby="new-household-heading">
        <h2 id="new-household-heading">{t("heading")}</h2>
        <p>{t("text")}</p>
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
        <section className="section stack" aria-label={t("another")}>
          <CreateHousehold first={false} />
        </section>
      )}
    </>
  );
}
