/**
 * Where to send a user after login. Only a same-site relative path is honoured, so a
 * crafted link cannot bounce a fresh session to another site ("//evil", "/\\evil",
 * "https://evil", control characters).
 */
export const DEFAULT_AFTER_LOGIN = "/recipes";

export function safeNextPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return DEFAULT_AFTER_LOGIN;
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return DEFAULT_AFTER_LOGIN;
  // Resolve against a dummy origin: whatever survives must stay on it.
  const url = new URL(candidate, "http://barshelf.invalid");
  if (url.origin !== "http://barshelf.invalid") return DEFAULT_AFTER_LOGIN;
  if (url.pathname === "/login" || url.pathname === "/signup") return DEFAULT_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}
