"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { qrDrawing } from "@/domain/qr-code";
import type { PartyLink, PartyMenu } from "@/domain/party";

export interface RecipeChoice {
  id: string;
  title: string;
  canMake: boolean;
  /** A housemate's recipe shared with this household (only its menus may show it); null for one's own. */
  householdId: string | null;
}

export interface HostChoice {
  id: string;
  name: string;
  mayHost: boolean;
}

/** What went wrong: the server's own sentence, or one the page words itself. */
type CallError = { said: string } | { own: "failed" | "unreachable" } | null;

async function call(url: string, method: string, body?: unknown): Promise<{ ok: boolean; data: unknown; error: CallError }> {
  try {
    const res = await fetch(url, { method, headers: body ? { "content-type": "application/json" } : undefined, body: body ? JSON.stringify(body) : undefined });
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (res.ok) return { ok: true, data, error: null };
    const said = (data as { error?: string } | null)?.error;
    return { ok: false, data, error: said ? { said } : { own: "failed" } };
  } catch {
    return { ok: false, data: null, error: { own: "unreachable" } };
  }
}

/** A call's error, shown as an alert. */
function CallAlert({ error }: { error: CallError }) {
  const t = useTranslations("party");
  if (!error) return null;
  return (
    <p role="alert" className="alert">
      {"said" in error ? error.said : t(error.own)}
    </p>
  );
}

/** A menu's link as the host is given it once: the address, its QR code, the printable page. */
function LinkCard({ link, title }: { link: PartyLink; title: string }) {
  const { size, path, pixels } = qrDrawing(link.url);
  const t = useTranslations("party.host");
  return (
    <div className="party-link stack">
      <p>{t.rich("linkIntro", { url: link.url, code: (chunks) => <code>{chunks}</code> })}</p>
      <svg role="img" aria-label={t("qrOf", { title })} viewBox={`0 0 ${size} ${size}`} width={pixels} height={pixels} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <div className="party-menu-actions">
        <a className="button secondary" href={link.url}>
          {t("openGuestPage")}
        </a>
        <a className="button secondary" href={`/m/${link.token}/print`}>
          {t("printable")}
        </a>
      </div>
    </div>
  );
}

/** Creating a menu: its title, the recipes on it, and what guests see and may do. */
function NewMenuForm({ recipes, households, onMade }: { recipes: RecipeChoice[]; households: HostChoice[]; onMade: (menu: PartyMenu, link: PartyLink) => void }) {
  const t = useTranslations("party.host");
  const [title, setTitle] = useState(() => t("defaultTitle"));
  const [householdId, setHouseholdId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>(() => recipes.filter((r) => r.canMake).map((r) => r.id).slice(0, 12));
  const [filter, setFilter] = useState("");
  const [showIngredients, setShowIngredients] = useState(true);
  const [showPhotos, setShowPhotos] = useState(true);
  const [acceptOrders, setAcceptOrders] = useState(true);
  const [soldOutMode, setSoldOutMode] = useState<"hide" | "sold-out">("hide");
  const [error, setError] = useState<CallError>(null);
  const [busy, setBusy] = useState(false);
  const shown = useMemo(
    () => recipes.filter((r) => (r.householdId === null || r.householdId === householdId) && r.title.toLowerCase().includes(filter.trim().toLowerCase())),
    [recipes, filter, householdId],
  );
  const hosts = households.filter((h) => h.mayHost);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { ok, data, error } = await call("/api/party-menus", "POST", { title, householdId, drinks: chosen.filter((id) => recipes.some((r) => r.id === id && (r.householdId === null || r.householdId === householdId))), showIngredients, acceptOrders, soldOutMode, showPhotos });
    setBusy(false);
    setError(error);
    if (ok) onMade(data as PartyMenu, data as PartyLink);
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)}>
      <h2>{t("newMenu")}</h2>
      <CallAlert error={error} />
      <label>
        {t("title")}
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
      </label>
      {hosts.length > 0 && (
        <label>
          {t("hostedBy")}
          <select value={householdId ?? ""} onChange={(e) => setHouseholdId(e.target.value || null)}>
            <option value="">{t("justMe")}</option>
            {hosts.map((h) => (
              <option key={h.id} value={h.id}>
                {t("householdHosts", { name: h.name })}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="party-choices">
        <legend>{t("drinksOnIt", { count: chosen.length })}</legend>
        <input type="search" placeholder={t("findRecipe")} value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={t("findRecipe")} />
        <div className="party-choice-list">
          {shown.map((r) => (
            <label key={r.id} className="inline">
              <input
                type="checkbox"
                checked={chosen.includes(r.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, r.id] : c.filter((id) => id !== r.id)))}
              />
              {r.title}
              {!r.canMake && <span className="muted"> {t("notOnShelf")}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="inline">
        <input type="checkbox" checked={showIngredients} onChange={(e) => setShowIngredients(e.target.checked)} />
        {t("showIngredients")}
      </label>
      <label className="inline">
        <input type="checkbox" checked={showPhotos} onChange={(e) => setShowPhotos(e.target.checked)} />
        {t("showPhotos")}
      </label>
      <label className="inline">
        <input type="checkbox" checked={acceptOrders} onChange={(e) => setAcceptOrders(e.target.checked)} />
        {t("mayOrder")}
      </label>
      <label>
        {t("cannotMake")}
        <select value={soldOutMode} onChange={(e) => setSoldOutMode(e.target.value as "hide" | "sold-out")}>
          <option value="hide">{t("isHidden")}</option>
          <option value="sold-out">{t("showsSoldOut")}</option>
        </select>
      </label>
      <button type="submit" disabled={busy || chosen.length === 0}>
        {t("make")}
      </button>
    </form>
  );
}

/** The host's party menus: make one, get its link and QR code, take orders or not, renew or delete it. */
export function PartyMenusManager({ menus, recipes, households }: { menus: PartyMenu[]; recipes: RecipeChoice[]; households: HostChoice[] }) {
  const router = useRouter();
  const t = useTranslations("party.host");
  const [links, setLinks] = useState<Record<string, PartyLink>>({});
  const [error, setError] = useState<CallError>(null);

  async function act(url: string, method: string, body?: unknown, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    const { ok, data, error } = await call(url, method, body);
    setError(error);
    if (ok && data && (data as PartyLink).token) setLinks((l) => ({ ...l, [(data as PartyMenu).id]: data as PartyLink }));
    router.refresh();
  }

  return (
    <div className="stack">
      <CallAlert error={error} />
      {menus.map((menu) => (
        <section key={menu.id} className="card stack" aria-label={menu.title}>
          <h2>{menu.title}</h2>
          <p className="muted">
            {[
              t("drinkCount", { count: menu.drinks.length }),
              menu.acceptOrders ? t("takingOrders") : t("menuOnly"),
              ...(menu.householdId ? [t("hostedByName", { name: households.find((h) => h.id === menu.householdId)?.name ?? t("aHousehold") })] : []),
            ].join(" · ")}
          </p>
          {links[menu.id] && <LinkCard link={links[menu.id]!} title={menu.title} />}
          <div className="party-menu-actions">
            <button type="button" className="secondary" onClick={() => void act(`/api/party-menus/${menu.id}`, "PATCH", { acceptOrders: !menu.acceptOrders })}>
              {menu.acceptOrders ? t("stopTakingOrders") : t("takeOrders")}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => void act(`/api/party-menus/${menu.id}/token`, "POST", undefined, links[menu.id] ? t("confirmNewLink") : undefined)}
            >
              {links[menu.id] ? t("newLink") : t("showLink")}
            </button>
            <button type="button" className="ghost" onClick={() => void act(`/api/party-menus/${menu.id}`, "DELETE", undefined, t("confirmDelete", { title: menu.title }))}>
              {t("delete")}
            </button>
          </div>
        </section>
      ))}
      <NewMenuForm
        recipes={recipes}
        households={households}
        onMade={(menu, link) => {
          setLinks((l) => ({ ...l, [menu.id]: link }));
          router.refresh();
        }}
      />
    </div>
  );
}
