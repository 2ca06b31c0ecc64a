"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { sendJson } from "../ui/api";
import { AccountForm } from "./account-form";

/**
 * One form of the account's settings: saves `settingsOf(form)` to /api/account/settings, says so,
 * and re-renders the page with them (the form is not reset: its choices are what was saved).
 */
export function SettingsForm({
  labels,
  settingsOf,
  children,
}: {
  labels: { form: string; save: string; saving: string; saved: string };
  settingsOf: (form: FormData) => Record<string, unknown>;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <AccountForm
      label={labels.save}
      formLabel={labels.form}
      pendingLabel={labels.saving}
      keepValues
      submit={async (form) => {
        const result = await sendJson("PATCH", "/api/account/settings", settingsOf(form));
        if (result.ok) router.refresh();
        return result;
      }}
      done={labels.saved}
    >
      {children}
    </AccountForm>
  );
}
