import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth-form";
import { safeNextPath } from "@/domain/safe-next-path";
import { getPageUser } from "@/server/auth";

const COPY = {
  "sign-in": { heading: "Sign in to Barshelf", prompt: "New here?", link: "/signup", linkText: "Create an account" },
  "sign-up": { heading: "Create your Barshelf account", prompt: "Already have one?", link: "/login", linkText: "Sign in" },
} as const;

/** The public sign-in and sign-up pages: a signed-in visitor goes straight on to `next`. */
export async function AuthPage({ mode, requestedNext }: { mode: "sign-in" | "sign-up"; requestedNext?: string }) {
  const next = safeNextPath(requestedNext);
  if (await getPageUser()) redirect(next);
  const copy = COPY[mode];
  return (
    <main className="auth">
      <h1>{copy.heading}</h1>
      <div className="card">
        <AuthForm mode={mode} next={next} />
      </div>
      <p className="muted">
        {copy.prompt} <Link href={`${copy.link}?next=${encodeURIComponent(next)}`}>{copy.linkText}</Link>
      </p>
    </main>
  );
}
