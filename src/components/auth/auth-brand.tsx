import Link from "next/link";

/** The brand above a signed-out page's card (sign-in, sign-up, an invitation): a way home. */
export function AuthBrand() {
  return (
    <Link href="/" className="auth-brand">
      <span className="brand-mark" aria-hidden="true" />
      Barshelf<span className="visually-hidden">: what it is</span>
    </Link>
  );
}
