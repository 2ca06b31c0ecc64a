import Link from "next/link";
import { roleInSentence } from "@/domain/households";
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
  return (
    <main className="auth">
      <AuthBrand />
      {!invite ? (
        <>
          <h1>This invitation is no longer valid</h1>
          <p className="muted">Ask whoever sent it for a new link.</p>
        </>
      ) : (
        <>
          <h1>Join {invite.householdName}</h1>
          <div className="card stack">
            <p>
              <strong>{invite.invitedBy}</strong> invites you to <strong>{invite.householdName}</strong> as {roleInSentence(invite.role)}.
            </p>
            {user ? (
              <AcceptInvite code={code} />
            ) : (
              <>
                <p className="muted">Sign in or create an account first; you will come back here to accept.</p>
                <div className="landing-actions">
                  <Link href={`/login?next=${encodeURIComponent(here)}`} className="button">
                    Sign in
                  </Link>
                  <Link href={`/signup?next=${encodeURIComponent(here)}`} className="button secondary">
                    Create an account
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
