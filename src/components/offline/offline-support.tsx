"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { bannerMessage, changeMessage, type QueuedChange, type QueuedChangeBody } from "@/domain/offline-queue";
import { dismissChange, dropChanges, onQueueChange, queuedChanges, sendWaiting, setQueueUser } from "./offline-queue";
import { announceUser, keepForOffline } from "./service-worker";

/** The pages used at the bar, kept on the device from any page of the app. */
const BAR_PAGES = ["/bartender", "/recipes", "/bar"];
/** While changes wait and the browser thinks it is online, they are tried again this often. */
const RETRY_EVERY_MS = 30_000;
/** How long "2 changes sent" stays. */
const SENT_SHOWN_MS = 8_000;

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Offline support for the signed-in shell: registers the worker and tells it whose pages
 * these are (`userKey`), sends the changes kept while offline (on load, when the network is
 * back, and every little while), and shows the banner that says how many wait.
 */
export function OfflineSupport({ userKey }: { userKey: string }) {
  const router = useRouter();
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  const [sending, setSending] = useState(false);
  const [justSent, setJustSent] = useState(0);
  const busy = useRef(false);
  const t = useTranslations("offline.banner");

  const reread = useCallback(async () => setChanges(await queuedChanges().catch(() => [])), []);

  const send = useCallback(async () => {
    if (busy.current || !navigator.onLine) return;
    busy.current = true;
    setSending(true);
    try {
      const report = await sendWaiting();
      if (report.sent > 0) {
        setJustSent((n) => n + report.sent);
        router.refresh();
      }
    } catch {
      // IndexedDB refused, or a send threw: what waits stays, and is tried again.
    } finally {
      busy.current = false;
      setSending(false);
      await reread();
    }
  }, [reread, router]);

  useEffect(() => {
    setQueueUser(userKey);
    // Changes another user left on this device are theirs alone: they go.
    void dropChanges(userKey).catch(() => undefined);
    void announceUser(userKey).catch(() => undefined);
    void keepForOffline([...BAR_PAGES, location.pathname + location.search]).catch(() => undefined);
    const first = setTimeout(() => void reread().then(send), 0);
    const goOnline = () => void send();
    window.addEventListener("online", goOnline);
    const stop = onQueueChange(() => {
      void reread();
      if (navigator.onLine) void send();
    });
    const retry = setInterval(() => void send(), RETRY_EVERY_MS);
    return () => {
      window.removeEventListener("online", goOnline);
      stop();
      clearTimeout(first);
      clearInterval(retry);
    };
  }, [userKey, reread, send]);

  useEffect(() => {
    if (justSent === 0) return;
    const timer = setTimeout(() => setJustSent(0), SENT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [justSent]);

  const waiting = changes.filter((c) => c.state === "waiting").length;
  const refused = changes.filter((c) => c.state === "refused");
  const said = bannerMessage({ online, waiting, sending, justSent });
  const sentence = said ? t(said.key, { count: said.count }) : null;

  return (
    <>
      <div className={sentence ? `offline-banner${online ? "" : " is-offline"}` : "offline-banner is-empty"} role="status">
        {sentence}
      </div>
      {refused.length > 0 && <RefusedChanges refused={refused} />}
    </>
  );
}

/** A kept change as the user would name it, in their language: "Negroni × 2", "Campari marked empty". */
export function useChangeName(): (change: QueuedChangeBody) => string {
  const t = useTranslations("offline.change");
  return (change) => {
    const message = changeMessage(change);
    return message.key === "round" ? t("round", message.values) : t("level", message.values);
  };
}

/** Changes the server refused: said plainly, each with what it was, kept until dismissed. */
function RefusedChanges({ refused }: { refused: QueuedChange[] }) {
  const t = useTranslations("offline.refused");
  const format = useFormatter();
  const nameOf = useChangeName();
  return (
    <div className="offline-refused" role="alert">
      <p>
        <strong>{t("heading", { count: refused.length })}</strong> {t("explain", { count: refused.length })}
      </p>
      <ul>
        {refused.map((c) => (
          <li key={c.seq}>
            <span>
              {t("item", {
                change: nameOf(c),
                when: format.dateTime(new Date(c.queuedAt), { dateStyle: "short", timeStyle: "short" }),
                reason: [c.problem?.message ?? t("noReason"), ...(c.problem?.details ?? [])].join(" "),
              })}
            </span>
            <button type="button" className="ghost small" onClick={() => void dismissChange(c.seq)}>
              {t("dismiss")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
