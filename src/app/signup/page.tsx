import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth-form";
import { getPageUser } from "@/server/auth";
import { safeNextPath } from "@/domain/safe-next-path";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeNextPath((await searchParams).next);
  if (await getPageUser()) redirect(next);
  return (
    <main className="auth">
      <h1>Create your Barshelf account</h1>
      <div className="card">
        <AuthForm mode="sign-up" next={next} />
      </div>
      <p className="muted">
        Already have one? <Link href={`/login?next=${encodeURIComponent(next)}`}>Sign in</Link>
      </p>
    </main>
  );
}
