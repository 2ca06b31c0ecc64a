import type { IncomingMessage, ServerResponse } from "node:http";
import { PARTY_GUEST_COOKIE } from "@/domain/party";
import { clientAddress, enforceRateLimits } from "../../limits/rate-limits";

/**
 * What every request to a party menu's public paths (`/m/...`) goes through before Next sees it:
 * no search engine indexes them; each address has its allowance of requests (429 past it); and
 * every cookie but the guest's own is dropped, so no code under `/m/` can read a session, even
 * one the visitor's browser holds.
 */
export async function guardPartyRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  await enforceRateLimits([["partyGuestPerAddress", clientAddress(headers)]]);
  const guest = (req.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${PARTY_GUEST_COOKIE}=`));
  if (guest.length > 0) req.headers.cookie = guest.join("; ");
  else delete req.headers.cookie;
}
