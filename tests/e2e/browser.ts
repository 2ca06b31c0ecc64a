import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { AXE_SOURCE_PATH, DOCS_SCREENSHOT_DIR, SCREENSHOT_DIR } from "./paths";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function baseUrl(): string {
  return inject("e2eBaseUrl");
}

const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * A browser with a profile on disk in `userDataDir`: what a person installs an app from.
 * The contexts of launchBrowser are incognito ones, where Chromium never offers to install.
 */
export async function launchProfileBrowser(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...LAUNCH_OPTIONS, baseURL: baseUrl(), viewport: DESKTOP });
}

let addressCounter = 0;

/** Per page: requests in flight, and when the last one started or ended. */
const networkOf = new WeakMap<Page, { inFlight: number; lastChange: number }>();

function trackNetwork(page: Page): void {
  const network = { inFlight: 0, lastChange: Date.now() };
  networkOf.set(page, network);
  const started = () => {
    network.inFlight += 1;
    network.lastChange = Date.now();
  };
  const ended = () => {
    network.inFlight -= 1;
    network.lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Waits until the page has had no request in flight for a moment. A router.refresh() after a
 * write (the page re-reading its server data) empties <title> until the new payload is
 * applied (Next's metadata is re-rendered), so a check made meanwhile would see a page
 * that is still changing, not the page a user looks at.
 */
async function waitForQuietNetwork(page: Page): Promise<void> {
  const network = networkOf.get(page);
  if (!network) return;
  await expect
    .poll(() => network.inFlight === 0 && Date.now() - network.lastChange >= 300, { message: "the page's requests to finish", timeout: 10_000 })
    .toBe(true);
}

/**
 * A browser page that records every console error, uncaught exception and CSP
 * violation. `expectClean()` fails the test if any were seen, except those the test
 * said it expects (e.g. the 415 answer to a fake image).
 */
export class WatchedPage {
  readonly problems: string[] = [];
  private allowed: RegExp[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /** `baseURL`: a server of the test's own (one started with other settings), or the suite's by another name (localhost, which passkeys need), instead of the suite's. */
  static async open(browser: Browser, { baseURL = baseUrl() }: { baseURL?: string } = {}): Promise<WatchedPage> {
    addressCounter += 1;
    const context = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      // English pages (and US formats) unless a test opens a context in another language.
      locale: "en-US",
      // Each test user comes from its own address, so better-auth's per-IP sign-up limit stays out of the way.
      extraHTTPHeaders: { "x-forwarded-for": `10.77.${process.pid & 255}.${addressCounter}` },
    });
    const page = await context.newPage();
    trackNetwork(page);
    const watched = new WatchedPage(context, page);
    await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
      watched.problems.push(`CSP violation: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
        report?.(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = `console error: ${msg.text()} @ ${msg.location().url}`;
      if (!watched.allowed.some((re) => re.test(text))) watched.problems.push(text);
    });
    page.on("pageerror", (err) => watched.problems.push(`page error: ${err.message}`));
    return watched;
  }

  /** Tolerate console errors matching `pattern` (the test expects them). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  expectClean(): void {
    expect(this.problems, "browser console errors, page errors or CSP violations").toEqual([]);
  }

  async goto(pathname: string): Promise<void> {
    const res = await this.page.goto(pathname);
    expect(res, `no response for ${pathname}`).not.toBeNull();
    await this.page.waitForLoadState("networkidle");
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and fails on serious or critical violations. The page CSP
 * (nonce + strict-dynamic) refuses injected <script> tags, so axe's source is evaluated
 * through the DevTools protocol instead, which CSP does not govern.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  axeSource ??= readFileSync(AXE_SOURCE_PATH, "utf8");
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    interface AxeViolation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`),
    }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `serious/critical axe violations on ${label}`).toEqual([]);
}

/** Full-page screenshots at desktop and phone width, then back to desktop. Also checks a11y at both widths. */
export async function capture(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await showAsFirstSeen(page, name);
    await expectNoHorizontalScroll(page, `${name} at ${suffix} width`);
    await expectAccessible(page, `${name} (${suffix})`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${suffix}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** From the top, with nothing focused or hovered, fonts and images in: as a visitor first sees it. */
async function showAsFirstSeen(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await waitForQuietNetwork(page);
  // After a client-side navigation the new <title> arrives with the streamed metadata.
  await expect.poll(() => page.title(), { message: `title of ${name}` }).toMatch(/Barshelf/);
}

/**
 * The first screen at phone width, as the README shows it (docs/screenshots/<name>.png): the
 * browser suite rewrites these, so they show the app as it is. Leaves the page at phone width.
 * `fullPage` takes the whole page, for a page whose point is below its first screen.
 */
export async function screenshotForDocs(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.setViewportSize(PHONE);
  await showAsFirstSeen(page, name);
  // A whole page is shot as one tall screen, so the tab bar fixed at the bottom stays there instead of covering its middle.
  if (fullPage) await page.setViewportSize({ width: PHONE.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await page.screenshot({ path: path.join(DOCS_SCREENSHOT_DIR, `${name}.png`) });
  await page.setViewportSize(PHONE);
}

async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `the page scrolls sideways (${label})`).toBeLessThanOrEqual(0);
}

/** Opens the signed-in user's menu in the header (Account, Your data, Sign out, Sign out everywhere). */
export async function openUserMenu(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: /^Signed in as / });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
}

/**
 * The links, buttons and fields in `scope` smaller than a finger (44 × 44 px), as "TAG text: side"
 * lines; a link inside a sentence (displayed inline) is exempt, as in the tap-target test.
 */
export async function smallTapTargets(scope: Locator): Promise<string[]> {
  const selector = "a[href], button, select, input:not([type=checkbox]):not([type=radio]):not([type=file]), label:has(input[type=radio])";
  const boxes = await scope.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && !(el.tagName === "A" && getComputedStyle(el).display === "inline"))
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { what: `${el.tagName} ${(el.textContent ?? "").trim().slice(0, 40)}`, side: Math.min(box.width, box.height) };
      }),
  );
  return boxes.filter((b) => b.side < 43.5).map((b) => `${b.what}: ${b.side}px`);
}

/**
 * A phone-sized page whose browser asks for `locale` (Accept-Language, navigator.language),
 * collecting console errors and uncaught exceptions in `errors`. It comes from `10.<subnet>.<pid>.<address>`:
 * sign-up is limited per address, so each test file takes a subnet of its own and each phone a number.
 * `baseURL`: another server's, or the suite's by default.
 */
export async function phoneSpeaking(
  browser: Browser,
  locale: string,
  { subnet, address, baseURL = baseUrl() }: { subnet: number; address: number; baseURL?: string },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale,
    extraHTTPHeaders: { "x-forwarded-for": `10.${subnet}.${process.pid & 255}.${address}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  return { context, page, errors };
}
