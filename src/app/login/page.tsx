import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth-form";
import { getPageUser } from "@/server/auth";
import { safeNextPath } from "@/domain/safe-next-path";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeNextPath((await searchParams).next);
  if (await getPageUser()) redirect(next);
  return (
    <main className="auth">
      <h1>Sign in to Barshelf</h1>
      <div className="card">
        <AuthForm mode="sign-in" next={next} />
      </div>
      <p className="muted">
        New here? <Link href={`/signup?next=${encodeURIComponent(next)}`}>Create an account</Link>
      </p>
    </main>
  );
}
