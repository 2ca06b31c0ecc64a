"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
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

async function call(url: string, method: string, body?: unknown): Promise<{ ok: boolean; data: unknown; error: string | null }> {
  try {
    const res = await fetch(url, { method, headers: body ? { "content-type": "application/json" } : undefined, body: body ? JSON.stringify(body) : undefined });
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    return { ok: res.ok, data, error: res.ok ? null : ((data as { error?: string } | null)?.error ?? "That did not work: try again.") };
  } catch {
    return { ok: false, data: null, error: "The server could not be reached: try again." };
  }
}

/** A menu's link as the host is given it once: the address, its QR code, the printable page. */
function LinkCard({ link, title }: { link: PartyLink; title: string }) {
  const { size, path, pixels } = qrDrawing(link.url);
  return (
    <div className="party-link stack">
      <p>
        Guests open <code>{link.url}</code>. Keep it: only a hash of it is stored, so it is shown now only (a new link can always be made).
      </p>
      <svg role="img" aria-label={`QR code of ${title}`} viewBox={`0 0 ${size} ${size}`} width={pixels} height={pixels} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <div className="party-menu-actions">
        <a className="button secondary" href={link.url}>
          Open the guest page
        </a>
        <a className="button secondary" href={`/m/${link.token}/print`}>
          Printable menu
        </a>
      </div>
    </div>
  );
}

/** Creating a menu: its title, the recipes on it, and what guests see and may do. */
function NewMenuForm({ recipes, households, onMade }: { recipes: RecipeChoice[]; households: HostChoice[]; onMade: (menu: PartyMenu, link: PartyLink) => void }) {
  const [title, setTitle] = useState("Tonight's drinks");
  const [householdId, setHouseholdId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>(() => recipes.filter((r) => r.canMake).map((r) => r.id).slice(0, 12));
  const [filter, setFilter] = useState("");
  const [showIngredients, setShowIngredients] = useState(true);
  const [showPhotos, setShowPhotos] = useState(true);
  const [acceptOrders, setAcceptOrders] = useState(true);
  const [soldOutMode, setSoldOutMode] = useState<"hide" | "sold-out">("hide");
  const [error, setError] = useState<string | null>(null);
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
      <h2>New party menu</h2>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <label>
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
      </label>
      {hosts.length > 0 && (
        <label>
          Hosted by
          <select value={householdId ?? ""} onChange={(e) => setHouseholdId(e.target.value || null)}>
            <option value="">just me</option>
            {hosts.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name} (its members run it too)
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="party-choices">
        <legend>Drinks on it ({chosen.length})</legend>
        <input type="search" placeholder="Find a recipe" value={filter} onChange={(e) => setFilter(e.target.value)} aria-label="Find a recipe" />
        <div className="party-choice-list">
          {shown.map((r) => (
            <label key={r.id} className="inline">
              <input
                type="checkbox"
                checked={chosen.includes(r.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, r.id] : c.filter((id) => id !== r.id)))}
              />
              {r.title}
              {!r.canMake && <span className="muted"> (not on your shelf now)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="inline">
        <input type="checkbox" checked={showIngredients} onChange={(e) => setShowIngredients(e.target.checked)} />
        Show ingredients
      </label>
      <label className="inline">
        <input type="checkbox" checked={showPhotos} onChange={(e) => setShowPhotos(e.target.checked)} />
        Show photos (each recipe&apos;s drink photo)
      </label>
      <label className="inline">
        <input type="checkbox" checked={acceptOrders} onChange={(e) => setAcceptOrders(e.target.checked)} />
        Guests may order from their phones
      </label>
      <label>
        A drink you cannot make now
        <select value={soldOutMode} onChange={(e) => setSoldOutMode(e.target.value as "hide" | "sold-out")}>
          <option value="hide">is hidden</option>
          <option value="sold-out">shows as sold out</option>
        </select>
      </label>
      <button type="submit" disabled={busy || chosen.length === 0}>
        Make the menu
      </button>
    </form>
  );
}

/** The host's party menus: make one, get its link and QR code, take orders or not, renew or delete it. */
export function PartyMenusManager({ menus, recipes, households }: { menus: PartyMenu[]; recipes: RecipeChoice[]; households: HostChoice[] }) {
  const router = useRouter();
  const [links, setLinks] = useState<Record<string, PartyLink>>({});
  const [error, setError] = useState<string | null>(null);

  async function act(url: string, method: string, body?: unknown, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    const { ok, data, error } = await call(url, method, body);
    setError(error);
    if (ok && data && (data as PartyLink).token) setLinks((l) => ({ ...l, [(data as PartyMenu).id]: data as PartyLink }));
    router.refresh();
  }

  return (
    <div className="stack">
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {menus.map((menu) => (
        <section key={menu.id} className="card stack" aria-label={menu.title}>
          <h2>{menu.title}</h2>
          <p className="muted">
            {menu.drinks.length} {menu.drinks.length === 1 ? "drink" : "drinks"} · {menu.acceptOrders ? "taking orders" : "menu only"}
            {menu.householdId && ` · hosted by ${households.find((h) => h.id === menu.householdId)?.name ?? "a household"}`}
          </p>
          {links[menu.id] && <LinkCard link={links[menu.id]!} title={menu.title} />}
          <div className="party-menu-actions">
            <button type="button" className="secondary" onClick={() => void act(`/api/party-menus/${menu.id}`, "PATCH", { acceptOrders: !menu.acceptOrders })}>
              {menu.acceptOrders ? "Stop taking orders" : "Take orders"}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => void act(`/api/party-menus/${menu.id}/token`, "POST", undefined, links[menu.id] ? "Make a new link? The current one stops working at once." : undefined)}
            >
              {links[menu.id] ? "New link" : "Show a link (the old one stops working)"}
            </button>
            <button type="button" className="ghost" onClick={() => void act(`/api/party-menus/${menu.id}`, "DELETE", undefined, `Delete ${menu.title}? Its link and orders go with it.`)}>
              Delete
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
