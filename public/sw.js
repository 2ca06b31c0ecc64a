// Barshelf's offline worker. Hand-written, plain JavaScript served as it is: why, and what it
// keeps for how long, is in docs/offline.md and docs/decisions/0017-service-worker.md.
//
// What it keeps:
// - the app shell (Next's hashed static files, the icons): cache-first, in one cache shared by
//   everyone on the device, since nothing in it is anyone's;
// - the signed-in user's pages, the API answers those pages read, and their photos: in caches
//   named after that user (a hash the page tells the worker), network-first for pages and
//   answers, cache-first for photos, and deleted when the user signs out or another user signs in.
// Nothing is kept before a page has said who is signed in, and nothing for the public pages.
"use strict";

const VERSION = "v1";
const SHELL_CACHE = `barshelf-shell-${VERSION}`;
const META_CACHE = "barshelf-meta";
const USER_CACHE_PREFIX = "barshelf-user-";
/** Where the meta cache keeps the signed-in user's key, so a restarted worker still knows it. */
const USER_KEY_URL = "/__barshelf-offline/user";
/** The time a kept copy was fetched, on the copy itself. */
const KEPT_AT_HEADER = "X-Barshelf-Kept-At";

/** The pages kept for use offline (a path, or anything under it). */
const KEPT_PAGES = ["/bartender", "/recipes", "/bar", "/drinks", "/recommend"];
/** The API reads those pages make. */
const KEPT_API = ["/api/recipes", "/api/bar-items", "/api/drinks", "/api/catalogue", "/api/substitutes", "/api/shopping-list", "/api/account/settings"];
/** The most copies a user's cache holds; the least recently stored go first. */
const LIMITS = { shell: 400, pages: 120, data: 120, images: 300 };
/** A page the page asks to keep is fetched again only when its copy is older than this. */
const KEEP_FRESH_MS = 10 * 60 * 1000;

let userKey = null;
/** Set once a page has said who is signed in: that outranks the key stored before. */
let userKeyFromPage = false;
const userKeyKnown = loadUserKey();

async function loadUserKey() {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(USER_KEY_URL);
  const key = stored ? await stored.text() : null;
  if (!userKeyFromPage) userKey = key;
}

function cacheNameOf(key, kind) {
  return `${USER_CACHE_PREFIX}${key}-${kind}`;
}

/** Stores `key` as the signed-in user's (null: nobody), deleting every other user's caches. */
async function storeUserKey(key) {
  const meta = await caches.open(META_CACHE);
  if (key === null) await meta.delete(USER_KEY_URL);
  else await meta.put(USER_KEY_URL, new Response(key));
  const names = await caches.keys();
  const own = key === null ? null : `${USER_CACHE_PREFIX}${key}-`;
  await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX) && (own === null || !n.startsWith(own))).map((n) => caches.delete(n)));
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // An older version's shell goes; the users' caches keep their shape across versions.
      await Promise.all(names.filter((n) => n.startsWith("barshelf-shell-") && n !== SHELL_CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** Messages are handled one after another: "keep" must see the user a "user" before it set. */
let messages = Promise.resolve();

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || typeof data !== "object") return;
  // Whose the caches are changes at once, so nothing fetched from now on goes to the last user's.
  if (data.type === "signed-out" || (data.type === "user" && typeof data.key === "string" && /^[0-9a-f]{16,64}$/.test(data.key))) {
    userKeyFromPage = true;
    userKey = data.type === "user" ? data.key : null;
  }
  const handle = messageHandler(data);
  if (!handle) return;
  messages = messages.then(() => userKeyKnown).then(handle).catch(() => undefined);
  event.waitUntil(messages);
});

function messageHandler(data) {
  if (data.type === "user" || data.type === "signed-out") {
    const key = userKey;
    return () => storeUserKey(key);
  }
  if (data.type === "keep") return () => (userKey === null ? undefined : keepAll(userKey, data.pages, data.assets));
  return null;
}

function isKeptPage(pathname) {
  return KEPT_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function isKeptApi(pathname) {
  return KEPT_API.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function isShell(pathname) {
  return pathname.startsWith("/_next/static/") || pathname.startsWith("/icons/");
}

/** A request for a page's React Server Component payload (the client router's navigations). */
function isRscRequest(request, url) {
  return request.headers.has("RSC") || url.searchParams.has("_rsc");
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (isShell(path)) {
    event.respondWith(cacheFirst(event, SHELL_CACHE, null, LIMITS.shell));
  } else if (path.startsWith("/object-images/")) {
    event.respondWith(withUser((key) => cacheFirst(event, cacheNameOf(key, "images"), key, LIMITS.images), request));
  } else if (isKeptApi(path)) {
    event.respondWith(withUser((key) => networkFirst(event, { key, kind: "data" }), request));
  } else if (isRscRequest(request, url)) {
    // Offline, a plain answer that is not a payload makes Next load the page itself, which the
    // branch below then answers from the cache.
    event.respondWith(fetch(request).catch(() => new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain" } })));
  } else if (request.mode === "navigate" && isKeptPage(path)) {
    event.respondWith(withUser((key) => networkFirst(event, { key, kind: "pages" }), request).catch(() => offlinePage()));
  }
});

/** Runs `handle` with the signed-in user's key; without one, the network alone answers. */
async function withUser(handle, request) {
  await userKeyKnown;
  return userKey === null ? fetch(request) : handle(userKey);
}

/** Whether an answer is one to keep: a whole, direct 200 (no redirect, no partial content). */
function keepable(response) {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** `key`: the user whose cache it is (null for the shared shell), still signed in when the answer comes. */
async function cacheFirst(event, cacheName, key, limit) {
  const request = event.request;
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  // Stored while the page already has its answer.
  if (keepable(response) && (key === null || key === userKey)) event.waitUntil(putLimited(cache, request.url, response.clone(), limit));
  return response;
}

/** The network's answer, kept for later; offline, the copy kept last time. */
async function networkFirst(event, { key, kind }) {
  const request = event.request;
  const cache = await caches.open(cacheNameOf(key, kind));
  try {
    const response = await fetch(request);
    if (keepable(response) && key === userKey) event.waitUntil(putLimited(cache, request.url, stamped(response.clone()), LIMITS[kind]));
    return response;
  } catch (err) {
    const kept = await cache.match(request.url, { ignoreVary: true });
    if (kept) return kept;
    throw err;
  }
}

function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function putLimited(cache, url, response, limit) {
  await cache.delete(url, { ignoreVary: true });
  await cache.put(url, response);
  const keys = await cache.keys();
  // keys() lists in the order stored; a copy stored again above moved to the end.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

/**
 * Keeps the pages the page named (the station's drinks, the other pages used at the bar),
 * one at a time, and the static files they load, so that they open offline too.
 */
async function keepAll(key, pages, assets) {
  const shell = await caches.open(SHELL_CACHE);
  const wanted = new Set(Array.isArray(assets) ? assets.filter(isSameOriginShell) : []);
  const cache = await caches.open(cacheNameOf(key, "pages"));
  for (const page of Array.isArray(pages) ? pages.slice(0, LIMITS.pages) : []) {
    if (key !== userKey) return;
    const url = new URL(page, self.location.origin);
    if (url.origin !== self.location.origin || !isKeptPage(url.pathname)) continue;
    const kept = await cache.match(url.href, { ignoreVary: true });
    if (kept && Date.now() - Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) < KEEP_FRESH_MS) continue;
    let response;
    try {
      response = await fetch(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
    } catch {
      return;
    }
    if (!keepable(response) || key !== userKey) continue;
    const html = await response.clone().text();
    for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) wanted.add(match[1]);
    await putLimited(cache, url.href, stamped(response), LIMITS.pages);
  }
  for (const asset of wanted) {
    if (await shell.match(asset)) continue;
    try {
      const response = await fetch(asset);
      if (keepable(response)) await putLimited(shell, new URL(asset, self.location.origin).href, response, LIMITS.shell);
    } catch {
      return;
    }
  }
}

function isSameOriginShell(asset) {
  if (typeof asset !== "string") return false;
  const url = new URL(asset, self.location.origin);
  return url.origin === self.location.origin && isShell(url.pathname);
}

/** The offline page's words in the interface's languages, the navigation's as in messages/*.json (the worker cannot read those). */
const OFFLINE_PAGE = {
  en: ["Offline", "You are offline", "This page was not saved on this device. These are kept for use offline:", "Bartender", "Recipes", "Bar"],
  de: ["Offline", "Du bist offline", "Diese Seite ist auf diesem Gerät nicht gespeichert. Offline stehen bereit:", "Barkeeper", "Rezepte", "Bar"],
  fr: ["Hors ligne", "Vous êtes hors ligne", "Cette page n’a pas été enregistrée sur cet appareil. Disponibles hors ligne :", "Barman", "Recettes", "Bar"],
  es: ["Sin conexión", "No tienes conexión", "Esta página no se guardó en este dispositivo. Disponibles sin conexión:", "Barra", "Recetas", "Bar"],
  it: ["Offline", "Sei offline", "Questa pagina non è stata salvata su questo dispositivo. Disponibili offline:", "Barman", "Ricette", "Bar"],
};

/** The answer for a page not kept on this device, while offline, in the browser's language when it is one of ours. */
function offlinePage() {
  const lang = (self.navigator.languages || [self.navigator.language]).map((l) => String(l).slice(0, 2).toLowerCase()).find((l) => l in OFFLINE_PAGE) || "en";
  const [title, heading, text, bartender, recipes, bar] = OFFLINE_PAGE[lang];
  const link = (href, label) => `<a href="${href}" style="color: #9a3412; display: inline-block; min-height: 44px; line-height: 44px">${label}</a>`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Barshelf</title><meta name="theme-color" content="#1c1917"></head>
<body style="font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #faf7f2; color: #1c1917; line-height: 1.5">
<h1 style="font-size: 1.35rem">${heading}</h1>
<p>${text}</p>
<p>${link("/bartender", bartender)} · ${link("/recipes", recipes)} · ${link("/bar", bar)}</p>
</body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
