/**
 * What the header's account button says: the user's name, or where that is blank (an
 * older account, or whitespace saved before names were checked) their email, or "Account".
 * Never an empty button.
 */
export function accountLabel(name: string | null | undefined, email: string | null | undefined): string {
  const trimmedName = name?.trim();
  if (trimmedName) return trimmedName;
  const trimmedEmail = email?.trim();
  if (trimmedEmail) return trimmedEmail;
  return "Account";
}
