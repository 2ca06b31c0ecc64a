import { AppHeader } from "@/components/layout/app-header";
import { requirePageUser } from "@/server/auth/better-auth";

/** The signed-in shell: header with navigation, then the page. /login and /signup stay outside. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser();
  return (
    <>
      <AppHeader userName={user.name} email={user.email} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
