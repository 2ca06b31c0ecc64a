import Link from "next/link";
import { SignOutEverywhereButton } from "./account-settings";
import { AppNav } from "./app-nav";
import { SignOutButton } from "./sign-out-button";

/** The shell's header: brand, navigation, who is signed in (a menu: account page, sign out everywhere), and sign-out. */
export function AppHeader({ userName }: { userName: string }) {
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="app-header-inner">
        <Link href="/recipes" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Barshelf
        </Link>
        <AppNav />
        <div className="user-box">
          <details className="account-menu">
            <summary>
              <span className="user-name" title={userName}>
                <span className="visually-hidden">Signed in as </span>
                {userName}
              </span>
            </summary>
            <div className="account-menu-items">
              <Link href="/account">Account</Link>
              <SignOutEverywhereButton />
            </div>
          </details>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
