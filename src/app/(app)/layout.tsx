import { AppHeader } from "@/components/layout/app-header";
import { UserSettingsProvider } from "@/components/ui/user-settings";
import { requirePageUser } from "@/server/auth/better-auth";
import { getUserSettingsForUser } from "@/server/db/user-settings";

/** The signed-in shell: header with navigation, then the page. /login and /signup stay outside. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser();
  const settings = await getUserSettingsForUser({ userId: user.id });
  return (
    <UserSettingsProvider settings={settings}>
      <AppHeader userName={user.name} email={user.email} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </UserSettingsProvider>
  );
}
