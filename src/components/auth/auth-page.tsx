import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth/auth-form";
import { DEFAULT_AFTER_LOGIN, safeNextPath } from "@/domain/safe-next-path";
import { getPageUser } from "@/server/auth/better-auth";
import { AuthBrand } from "@/components/auth/auth-brand";
import { SingleSignOnButton } from "@/components/auth/single-sign-on";
import { signInChoices } from "@/server/auth/oidc";
import { signInFailureOf } from "@/domain/sign-in";
import { ForgetOfflineData } from "@/components/offline/forget-offline-data";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import "../welcome/welcome.css";

const COPY = {
  "sign-in": { heading: "signInHeading", prompt: "newHere", link: "/signup", linkText: "createAnAccount" },
  "sign-up": { heading: "signUpHeading", prompt: "haveOne", link: "/login", linkText: "signIn" },
} as const;

/** Where a new account starts when no page was asked for: the welcome path. */
const AFTER_SIGN_UP = "/welcome";

/**
 * The public sign-in and sign-up pages: a signed-in visitor goes straight on to `next`. The
 * page asked for is carried between the two; without one (or with one off the site), sign-in
 * leads to the recipes and sign-up to the welcome path. With single sign-on configured, its
 * button comes first, and a sign-in through it that failed comes back here with `?error=`.
 */
export async function AuthPage({
  mode,
  requestedNext,
  error,
}: {
  mode: "sign-in" | "sign-up";
  requestedNext?: string | string[];
  error?: string | string[];
}) {
  const fallback = mode === "sign-up" ? AFTER_SIGN_UP : DEFAULT_AFTER_LOGIN;
  // A query string may repeat `next`; only one plain value is ever honoured.
  const next = safeNextPath(typeof requestedNext === "string" ? requestedNext : null, fallback);
  const asked = next === fallback ? null : next;
  if (await getPageUser()) redirect(next);
  const copy = COPY[mode];
  const nextQuery = asked ? `?next=${encodeURIComponent(asked)}` : "";
  const { oidcName, passwordSignIn } = signInChoices();
  const t = await getTranslations("singleSignOn");
  const ta = await getTranslations("auth");
  const failed = oidcName ? signInFailureOf(typeof error === "string" ? error : null) : null;
  const failure = failed && oidcName ? t(`errors.${failed}`, { provider: oidcName }) : null;
  return (
    <main className="auth">
      <ForgetOfflineData />
      <AuthBrand />
      <h1>{ta(copy.heading)}</h1>
      <div className="card stack">
        {failure && (
          <p role="alert" className="error">
            {failure}
          </p>
        )}
        {oidcName && (
          <SingleSignOnButton
            name={oidcName}
            next={next}
            newAccountNext={asked ?? AFTER_SIGN_UP}
            errorPage={`${mode === "sign-up" ? "/signup" : "/login"}${nextQuery}`}
            secondary={passwordSignIn}
          />
        )}
        {oidcName && passwordSignIn && <p className="muted auth-or">{t("or")}</p>}
        {passwordSignIn && <AuthForm mode={mode} next={next} />}
        {mode === "sign-in" && <PasskeySignIn next={next} />}
      </div>
      {passwordSignIn && (
        <p className="muted">
          {ta(copy.prompt)} <Link href={`${copy.link}${nextQuery}`}>{ta(copy.linkText)}</Link>
        </p>
      )}
    </main>
  );
}
