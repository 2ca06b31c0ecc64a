import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { accountDeletionEffects } from "@/domain/households";
import { languageName, localeOf } from "@/domain/locales";
import { currencyChoices } from "@/domain/user-settings";
import { ApiTokens } from "@/components/account/api-tokens";
import { CountingSettingsForm } from "@/components/account/counting-settings";
import { LanguageSettingsForm } from "@/components/account/language-settings";
import { Passkeys } from "@/components/account/passkeys";
import { ChangeNameForm, ChangePasswordForm, DeleteAccountForm, SessionList } from "@/components/account/account-settings";
import { OIDC_PROVIDER_ID } from "@/domain/sign-in";
import { accountDeletionNote } from "@/components/households/deletion-note";
import { getPageSessionId, requirePageUser } from "@/server/auth/better-auth";
import { hasPasswordForUser } from "@/server/auth/account";
import { signInChoices } from "@/server/auth/oidc";
import { countSharedBottlesForUser, listHouseholdsForUser } from "@/server/db/households";
import { listSessionsForUser } from "@/server/db/sessions";
import { listApiTokensForUser } from "@/server/db/api-tokens";
import { listPasskeysForUser } from "@/server/db/passkeys";
import { getUserSettingsForUser } from "@/server/db/user-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.page"))("title") };
}

/** The single sign-on provider's button name by its id, for each device's sign-in method. */
function providerNamesOf(oidcName: string | null): Record<string, string> {
  return oidcName ? { [OIDC_PROVIDER_ID]: oidcName } : {};
}

export default async function AccountPage() {
  const user = await requirePageUser();
  const [sessions, currentId, households, shared, settings, tokens, hasPassword, passkeys] = await Promise.all([
    listSessionsForUser({ userId: user.id }),
    getPageSessionId(),
    listHouseholdsForUser({ userId: user.id }),
    countSharedBottlesForUser({ userId: user.id }),
    getUserSettingsForUser({ userId: user.id }),
    listApiTokensForUser({ userId: user.id }),
    hasPasswordForUser({ userId: user.id }),
    listPasskeysForUser({ userId: user.id }),
  ]);
  const t = await getTranslations("account");
  const locale = localeOf(await getLocale());
  const householdsNote = accountDeletionNote(accountDeletionEffects(households, user.id, shared), await getTranslations("household.deletion"), await getFormatter());
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("page.heading")}</h1>
          <p className="muted">{t("page.signedInAs", { email: user.email })}</p>
        </div>
      </div>
      <section className="section stack" aria-labelledby="language-heading">
        <h2 id="language-heading">{t("language.heading")}</h2>
        <p className="muted">{t("language.intro")}</p>
        <LanguageSettingsForm saved={settings.locale} shownName={languageName(locale)} />
      </section>
      <section className="section stack" aria-labelledby="household-heading">
        <h2 id="household-heading">{t("page.household")}</h2>
        <p className="muted">{households.length === 0 ? t("page.householdNone") : t("page.householdIn", { households: households.map((h) => h.name).join(", ") })}</p>
        <div className="row">
          <Link className="button secondary" href="/account/household">
            {households.length === 0 ? t("page.setUpHousehold") : t("page.manageHousehold")}
          </Link>
        </div>
      </section>
      <section className="section stack" aria-labelledby="counting-heading">
        <h2 id="counting-heading">{t("counting.formLabel")}</h2>
        <p className="muted">{t("page.countingLead")}</p>
        <CountingSettingsForm currency={settings.currency} standardDrink={settings.standardDrink} currencies={currencyChoices(locale)} />
      </section>
      <section className="section stack" aria-labelledby="name-heading">
        <h2 id="name-heading">{t("forms.name")}</h2>
        <ChangeNameForm name={user.name} />
      </section>
      <section className="section stack" aria-labelledby="password-heading">
        <h2 id="password-heading">{t("forms.password")}</h2>
        {hasPassword ? <ChangePasswordForm /> : <p className="muted">{t("forms.noPassword")}</p>}
      </section>
      <section className="section stack" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">{t("passkeys.heading")}</h2>
        <p className="muted">{t("passkeys.intro")}</p>
        <Passkeys passkeys={passkeys} />
      </section>
      <section className="section stack" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t("sessions.label")}</h2>
        <p className="muted">{t("sessions.intro")}</p>
        <SessionList sessions={sessions.map((s) => ({ ...s, current: s.id === currentId }))} providerNames={providerNamesOf(signInChoices().oidcName)} />
      </section>
      <section className="section stack" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">{t("tokens.heading")}</h2>
        <p className="muted">{t.rich("tokens.lead", { code: (chunks) => <code>{chunks}</code> })}</p>
        <ApiTokens tokens={tokens} />
      </section>
      <section className="section stack" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("page.deleteHeading")}</h2>
        <DeleteAccountForm householdsNote={householdsNote} hasPassword={hasPassword} />
      </section>
    </>
  );
}
