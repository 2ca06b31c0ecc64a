import { AppHeader } from "@/components/layout/app-header";
import { OfflineSupport } from "@/components/offline/offline-support";
import { UserSettingsProvider } from "@/components/ui/user-settings";
import { requirePageUser } from "@/server/auth/better-auth";
import { offlineCacheKeyOf } from "@/server/auth/offline-cache-key";
import { getPageUserSettings } from "@/server/i18n/page-settings";

/** The signed-in shell: header with navigation, then the page. /login and /signup stay outside. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser();
  // Read once with the language the page is rendered in (src/server/i18n/request.ts).
  const settings = (await getPageUserSettings())!;
  return (
    <UserSettingsProvider settings={settings}>
      <AppHeader userName={user.name} email={user.email} />
      <OfflineSupport userKey={offlineCacheKeyOf(user.id)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </UserSettingsProvider>
  );
}
