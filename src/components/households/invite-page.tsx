import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getPageUser } from "@/server/auth/better-auth";
import { previewInvite } from "@/server/households/invites";
import { AcceptInvite } from "./accept-invite";
import { AuthBrand } from "@/components/auth/auth-brand";
import "../welcome/welcome.css";

/**
 * The page an invitation link opens, public so that someone without an account can read it:
 * for an open invitation, who invites them to which household and as what, then sign in or
 * sign up (coming back here) or, signed in, accept with one tap. Any other code gets one
 * sentence, whatever the reason, and nothing about any household.
 */
export async function InvitePage({ code }: { code: string }) {
  const [invite, user] = await Promise.all([previewInvite(code), getPageUser()]);
  const here = `/invite/${encodeURIComponent(code)}`;
  const t = await getTranslations("household.invitation");
  return (
    <main className="auth">
      <AuthBrand />
      {!invite ? (
        <>
          <h1>{t("invalid")}</h1>
          <p className="muted">{t("askNew")}</p>
        </>
      ) : (
        <>
          <h1>{t("join", { household: invite.householdName })}</h1>
          <div className="card stack">
            <p>
              {t.rich("invites", {
                inviter: invite.invitedBy,
                household: invite.householdName,
                role: invite.role,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            {user ? (
              <AcceptInvite code={code} />
            ) : (
              <>
                <p className="muted">{t("signInFirst")}</p>
                <div className="landing-actions">
                  <Link href={`/login?next=${encodeURIComponent(here)}`} className="button">
                    {t("signIn")}
                  </Link>
                  <Link href={`/signup?next=${encodeURIComponent(here)}`} className="button secondary">
                    {t("createAccount")}
                  </Link>
                </div>
              </>
            )}
          </div>
        </>
      )}
    </main>
  );
}
