// The offline queue's rules (docs/offline.md): which answers end a kept change, which keep it
// waiting and which are refusals to show the user; what the banner says; which station
// pages are kept for use offline.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import { bannerMessage, changeMessage, sendOutcome, type QueueState, type QueuedChangeBody, type QueuedRound } from "@/domain/offline-queue";
import { stationHref, stationPagesToKeep, type StationChoice } from "@/domain/station";

describe("a kept change's answer", () => {
  it("is sent on a 2xx, including a replayed one", () => {
    expect(sendOutcome(201)).toBe("sent");
    expect(sendOutcome(200)).toBe("sent");
    expect(sendOutcome(204)).toBe("sent");
  });

  it("waits and is tried again when no answer came, the server failed, or it is still busy with the same key", () => {
    expect(sendOutcome(null)).toBe("retry");
    expect(sendOutcome(500)).toBe("retry");
    expect(sendOutcome(503)).toBe("retry");
    expect(sendOutcome(429)).toBe("retry");
    expect(sendOutcome(409, "1")).toBe("retry");
    // The session ended: the change waits for its user to sign in again.
    expect(sendOutcome(401)).toBe("retry");
  });

  it("is refused for good on any other 4xx, a 409 without Retry-After too", () => {
    expect(sendOutcome(404)).toBe("refused");
    expect(sendOutcome(400)).toBe("refused");
    expect(sendOutcome(422)).toBe("refused");
    expect(sendOutcome(409)).toBe("refused");
    expect(sendOutcome(403)).toBe("refused");
  });
});

/** The banner's sentence as a page shows it, in English or German. */
function banner(state: QueueState, messages: typeof en = en): string | null {
  const said = bannerMessage(state);
  const t = createTranslator({ locale: messages === en ? "en" : "de", messages, namespace: "offline.banner" });
  return said ? t(said.key, { count: said.count }) : null;
}

function changeName(change: QueuedChangeBody, messages: typeof en = en): string {
  const t = createTranslator({ locale: messages === en ? "en" : "de", messages, namespace: "offline.change" });
  const message = changeMessage(change);
  return message.key === "round" ? t("round", message.values) : t("level", message.values);
}

describe("the banner", () => {
  it("says offline and how many changes wait", () => {
    expect(banner({ online: false, waiting: 2, sending: false, justSent: 0 })).toBe("Offline — 2 changes waiting.");
    expect(banner({ online: false, waiting: 1, sending: false, justSent: 0 })).toBe("Offline — 1 change waiting.");
    expect(banner({ online: false, waiting: 0, sending: false, justSent: 0 })).toBe("Offline — showing what was last saved on this device.");
    expect(banner({ online: false, waiting: 2, sending: false, justSent: 0 }, de as typeof en)).toBe("Offline — 2 Änderungen warten.");
  });

  it("says what it is sending, then that it was sent, then nothing", () => {
    expect(banner({ online: true, waiting: 2, sending: true, justSent: 0 })).toBe("Sending 2 changes…");
    expect(banner({ online: true, waiting: 0, sending: false, justSent: 2 })).toBe("Back online — 2 changes sent.");
    expect(banner({ online: true, waiting: 0, sending: false, justSent: 0 })).toBeNull();
  });
});

describe("a kept change, as the user would name it", () => {
  const round: QueuedRound = {
    kind: "made",
    title: "Negroni",
    recipeId: "r1",
    catalogueId: null,
    body: { servings: 2, rating: 4, pours: [] },
    importKey: "a",
    madeKey: "b",
  };
  it("names the drink, the round and the rating, or the bottle and its level", () => {
    expect(changeName(round)).toBe("Negroni × 2, rated 4 out of 5");
    expect(changeName({ ...round, body: { servings: 1, rating: null, pours: [] } })).toBe("Negroni");
    expect(changeName({ kind: "level", barItemId: "b1", name: "Campari", quantity: "EMPTY", key: "k" })).toBe("Campari marked empty");
    expect(changeName({ kind: "level", barItemId: "b1", name: "Campari", quantity: "LOW", key: "k" }, de as typeof en)).toBe("Campari als fast leer markiert");
  });
});

describe("the station pages kept for use offline", () => {
  const choice = (key: string, source: "recipe" | "catalogue", missingCount: number): StationChoice => ({
    key,
    title: key,
    source,
    ingredientNames: [],
    spirits: [],
    styles: [],
    strength: null,
    missingCount,
  });

  it("are the user's recipes first, then the catalogue's drinks the bar makes, within the limits", () => {
    const choices = [choice("catalogue:negroni", "catalogue", 0), choice("catalogue:mojito", "catalogue", 2), choice("recipe:1", "recipe", 3), choice("recipe:2", "recipe", 0)];
    expect(stationPagesToKeep(choices)).toEqual([stationHref("recipe:1"), stationHref("recipe:2"), stationHref("catalogue:negroni")]);
    expect(stationPagesToKeep(choices, { all: 2, catalogue: 1 })).toEqual([stationHref("recipe:1"), stationHref("recipe:2")]);
    const many = Array.from({ length: 30 }, (_, i) => choice(`catalogue:${i}`, "catalogue", 0));
    expect(stationPagesToKeep(many, { all: 40, catalogue: 10 })).toHaveLength(10);
  });

  it("link the station page the picker links", () => {
    expect(stationHref("recipe:a b")).toBe("/bartender?drink=recipe%3Aa%20b");
  });
});
