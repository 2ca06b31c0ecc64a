import { nextTestAddress } from "./client";

/**
 * Single sign-on walked through over HTTP, as a browser would: press the button (better-auth
 * answers the provider's address), sign in on the provider's page with a login name, consent,
 * and follow the redirects back to Barshelf, keeping each host's cookies apart.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: string, res: Response): void {
    const host = new URL(url).host;
    const jar = this.byHost.get(host) ?? new Map<string, string>();
    this.byHost.set(host, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === "" || /max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  header(url: string): string {
    const jar = this.byHost.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  }

  has(url: string, name: string): boolean {
    return this.byHost.get(new URL(url).host)?.has(name) ?? false;
  }
}

export class SsoBrowser {
  readonly jar = new CookieJar();
  private readonly address = nextTestAddress();

  constructor(readonly appUrl: string) {}

  async fetch(url: string, init: { method?: string; body?: string; contentType?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.jar.header(url), "x-forwarded-for": this.address };
    if (init.contentType) headers["content-type"] = init.contentType;
    if (init.method === "POST" && url.startsWith(this.appUrl)) headers.origin = this.appUrl;
    const res = await fetch(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
    this.jar.store(url, res);
    return res;
  }

  /**
   * Follows redirects from `url` until an answer that is not one, or until a page of the app
   * (or, with `beforeCallback`, until the provider sends the browser back): answers the last
   * URL and response.
   */
  async follow(url: string, { beforeCallback = false } = {}): Promise<{ url: string; res: Response }> {
    let current = url;
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.fetch(current);
      const location = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      current = new URL(location, current).href;
      const atApp = current.startsWith(this.appUrl);
      if (atApp && (beforeCallback || !new URL(current).pathname.startsWith("/api/"))) return { url: current, res };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Presses "Sign in with …": better-auth's JSON answer with the provider's authorization URL. */
  async start(body: Record<string, string> = {}): Promise<string> {
    const res = await this.fetch(`${this.appUrl}/api/auth/sign-in/social`, {
      method: "POST",
      contentType: "application/json",
      body: JSON.stringify({ provider: "oidc", callbackURL: "/recipes", newUserCallbackURL: "/welcome", errorCallbackURL: "/login", ...body }),
    });
    if (res.status !== 200) throw new Error(`sign-in/social answered ${res.status}: ${await res.text()}`);
    const { url } = (await res.json()) as { url: string };
    return url;
  }

  /**
   * The whole sign-in as `login` on the provider's pages: answers the Barshelf page the
   * browser lands on (path and query).
   */
  async signIn(login: string): Promise<string> {
    const landed = new URL(await this.signInAtProvider(login));
    return landed.pathname + landed.search;
  }

  /**
   * The sign-in at the provider's pages as `login`; answers the URL the provider sends the
   * browser to, and with `beforeCallback` does not go there (its code unused, for a test to steal).
   * `authorizeUrlAs` changes the request on its way to the provider, as an attacker in between would.
   */
  async signInAtProvider(login: string, { beforeCallback = false, authorizeUrlAs = (url: string) => url } = {}): Promise<string> {
    const authorizeUrl = authorizeUrlAs(await this.start());
    let page = await this.follow(authorizeUrl, { beforeCallback });
    for (let step = 0; step < 4 && !page.url.startsWith(this.appUrl); step++) {
      const html = await page.res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
      if (!action || !prompt) throw new Error(`no form on the provider's page ${page.url} (${page.res.status}):\n${html.slice(0, 500)}`);
      const form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any password" } : { prompt });
      const submitted = await this.fetch(new URL(action.replace(/&amp;/g, "&"), page.url).href, {
        method: "POST",
        contentType: "application/x-www-form-urlencoded",
        body: form.toString(),
      });
      const next = submitted.headers.get("location");
      if (!next) throw new Error(`the provider answered ${submitted.status} to ${prompt}: ${await submitted.text()}`);
      page = await this.follow(new URL(next, page.url).href, { beforeCallback });
    }
    return page.url;
  }

  /** The session the app sees for this browser, or null. */
  async session(): Promise<{ user: { id: string; email: string; name: string; emailVerified: boolean }; session: { signInMethod: string | null } } | null> {
    const res = await this.fetch(`${this.appUrl}/api/auth/get-session`);
    return (await res.json()) as { user: { id: string; email: string; name: string; emailVerified: boolean }; session: { signInMethod: string | null } } | null;
  }
}
