import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromium, defaultSearch } from '../chromium.ts';
import { STORAGE_KEYS } from '../../src/renderer/src/bridge/storage-keys.ts';
import { withDeadline, type MarkStep } from './deadline.ts';
import { alternate, median, ratio, spreadOfRuns, type Spread } from './stats.ts';

const TOKEN_KEY = STORAGE_KEYS.token;

export async function launchChromium(): Promise<Browser> {
  const choice = chooseChromium(defaultSearch());
  if (choice.kind === 'none') throw new Error(choice.reason);
  return chromium.launch({
    ...('executablePath' in choice ? { executablePath: choice.executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh context (empty cache and storage), signed in as `token` when given: the token and a
 * last input of now, as the web vault keeps them (a token with no last input is not restored).
 */
async function freshContext(browser: Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // The bench's static server's own certificate (static-server.ts).
    ignoreHTTPSErrors: true,
  });
  if (token !== undefined) {
    await context.addInitScript({
      content:
        `sessionStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)});` +
        `sessionStorage.setItem(${JSON.stringify(STORAGE_KEYS.lastInput)}, String(Date.now()));`,
    });
  }
  return context;
}

// Browser-side code as text: the bench is type-checked for Node, without the DOM's types.
const READ_FCP = `new Promise((resolve) => {
  const seen = () => performance.getEntriesByName('first-contentful-paint')[0];
  if (seen()) return resolve(seen().startTime);
  new PerformanceObserver(() => { if (seen()) resolve(seen().startTime); })
    .observe({ type: 'paint', buffered: true });
  setTimeout(() => resolve(Number.NaN), 15000);
})`;

// The longest main-thread task since the page began (the list's figures reset it on the way).
const LONG_TASKS = `window.__benchLongest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__benchLongest = Math.max(window.__benchLongest, entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

/** Milliseconds from navigation: first contentful paint, and the page's own heading in `main`. */
export interface PageLoad {
  fcp: number;
  heading: number;
  /** The longest main-thread task until the paint (or, with `heading`, the heading) is read. */
  longestTaskMs: number;
}

// The route's content, not the shell: a heading inside the layout's main area.
const HEADING = "document.querySelector('main h1, main h2')";

/** One load in a fresh context; the heading is waited for only with `heading` (the app's pages). */
export async function loadPage(
  browser: Browser,
  url: string,
  options: { token?: string; heading?: boolean } = {},
): Promise<PageLoad> {
  const { token } = options;
  const context = await freshContext(browser, token);
  try {
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const fcp = await page.evaluate<number>(READ_FCP);
    const longest = () => page.evaluate<number>('window.__benchLongest');
    if (!options.heading) return { fcp, heading: Number.NaN, longestTaskMs: await longest() };
    const heading = await page
      .waitForFunction(HEADING, undefined, { timeout: 15_000, polling: 'raf' })
      .then(() => page.evaluate<number>('performance.now()'))
      .catch(() => Number.NaN);
    return { fcp, heading, longestTaskMs: await longest() };
  } finally {
    await context.close();
  }
}

export interface PaintFigures {
  appMs: number;
  bareMs: number;
  ratio: number;
  /** The median time to the app page's own heading (its content, past the shell). */
  appHeadingMs: number;
  /** The bare page's longest main-thread task (median): what React's own start costs here. */
  bareLongestTaskMs: number;
}

/** Medians of `pairs` alternating loads of the app's page and the bare page, each in a fresh context. */
export async function measurePaint(
  browser: Browser,
  appUrl: string,
  bareUrl: string,
  pairs: number,
  token?: string,
): Promise<PaintFigures> {
  const app: PageLoad[] = [];
  const bare: PageLoad[] = [];
  // One load of each first, unmeasured: the server's and the disk's caches are warm for both.
  const appLoad = { heading: true, ...(token === undefined ? {} : { token }) };
  await loadPage(browser, appUrl, appLoad);
  await loadPage(browser, bareUrl);
  for (const side of alternate('app', 'bare', pairs)) {
    if (side === 'app') app.push(await loadPage(browser, appUrl, appLoad));
    else bare.push(await loadPage(browser, bareUrl));
  }
  const appMs = median(app.map((load) => load.fcp));
  const bareMs = median(bare.map((load) => load.fcp));
  const appHeadingMs = median(app.map((load) => load.heading));
  const bareLongestTaskMs = median(bare.map((load) => load.longestTaskMs));
  return { appMs, bareMs, ratio: ratio(appMs, bareMs), appHeadingMs, bareLongestTaskMs };
}

export interface ApiRequest {
  method: string;
  url: string;
  startedAt: number;
  endedAt: number;
}

export interface RequestFigures {
  requests: ApiRequest[];
  /** The same method and URL asked for more than once. */
  repeated: string[];
  /** Request waves: a request started after an API answer arrived is in a later wave. */
  waves: number;
  /**
   * The waves of the page's own requests, after the session's profile (`GET /api/user`), which
   * every signed-in screen reads first and which names the deposit the portfolio calls need.
   */
  pageWaves: number;
}

/** The session's profile: read by the app before any screen, not by the dashboard itself. */
const isProfileRequest = (request: ApiRequest) =>
  request.method === 'GET' && request.url === '/api/user';

/** Waves of requests: each one is one more than the latest wave whose answer it waited for. */
export function requestWaves(requests: readonly ApiRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  const waveOf: number[] = [];
  sorted.forEach((request, index) => {
    let wave = 1;
    for (let j = 0; j < index; j += 1) {
      const earlier = sorted[j];
      if (earlier && earlier.endedAt <= request.startedAt)
        wave = Math.max(wave, (waveOf[j] ?? 1) + 1);
    }
    waveOf.push(wave);
  });
  return Math.max(0, ...waveOf);
}

export function repeatedRequests(requests: readonly ApiRequest[]): string[] {
  const seen = new Map<string, number>();
  for (const r of requests)
    seen.set(`${r.method} ${r.url}`, (seen.get(`${r.method} ${r.url}`) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
}

/**
 * Watches /api/ requests in a context (its pages and their workers, where an off-main-thread
 * loader may fetch): when each started and when its answer had arrived.
 */
function watchApi(context: BrowserContext): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const started = new Map<object, ApiRequest>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry = {
      method: request.method(),
      url: `${url.pathname}${url.search}`,
      startedAt: performance.now(),
      endedAt: Number.POSITIVE_INFINITY,
    };
    started.set(request, entry);
    requests.push(entry);
  });
  const end = (request: object) => {
    const entry = started.get(request);
    if (entry) entry.endedAt = performance.now();
  };
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  return requests;
}

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 30_000;

/**
 * Until the API has been quiet for 2 s with nothing in flight. Not Playwright's networkidle: on a
 * busy machine the bundle's evaluation alone can outlast its 500 ms, before the first API call.
 */
async function apiQuiet(requests: readonly ApiRequest[]): Promise<void> {
  const since = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = performance.now();
    const last = Math.max(since, ...requests.map((r) => Math.max(r.startedAt, r.endedAt)));
    if (now - since > MAX_WAIT_MS) return;
    if (Number.isFinite(last) && now - last >= QUIET_MS) return;
  }
}

/** The API requests a signed-in load of `url` makes until the API is quiet. */
export async function measureRequests(
  browser: Browser,
  url: string,
  token: string,
): Promise<RequestFigures> {
  const context = await freshContext(browser, token);
  try {
    const requests = watchApi(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await apiQuiet(requests);
    return {
      requests,
      repeated: repeatedRequests(requests),
      waves: requestWaves(requests),
      pageWaves: requestWaves(requests.filter((request) => !isProfileRequest(request))),
    };
  } finally {
    await context.close();
  }
}

export interface TransactionTimes {
  /** From navigation to the frame with 16 rows in `#transactions tbody tr`, on the page's clock. */
  firstRowsMs: number;
  /** A bare fetch and JSON.parse of the same answer, in the same page. */
  bareMs: number;
  ratio: number;
  /** The bare fetch's time to its answer's first byte (its headers). */
  bareFirstByteMs: number;
  /**
   * The app's own list answer: from its request reaching the bench to the answer's first byte.
   * Longer than the bare fetch's, which is asked for alone once the page is idle: the app's is
   * answered while the sandbox also answers the page's other calls.
   */
  answerFirstByteMs: number;
  /** From the app's list request reaching the bench's route to its first 16 rows on screen. */
  requestToRowsMs: number;
  /** The longest main-thread task from the list's appearance until the network is idle. */
  longestTaskMs: number;
  /** The longest before it: the app's start, up to the page with its (empty) list. */
  bootLongestTaskMs: number;
}

export interface TransactionFigures extends TransactionTimes {
  url: string;
}

/**
 * The moment the list's first 16 rows are on screen, on the page's own clock: the frame after
 * they entered the DOM. Read afterwards, so that the bench's polling and its round trips to the
 * page (which wait behind any long task) are not counted as the app's time.
 */
const FIRST_ROWS_SEEN = `new MutationObserver((_, observer) => {
  if (document.querySelectorAll('#transactions tbody tr').length < 16) return;
  observer.disconnect();
  requestAnimationFrame(() => { window.__benchFirstRows = performance.now(); });
}).observe(document, { subtree: true, childList: true });`;

/**
 * The answer's first byte, in ms after `since` (wall clock): Playwright times a request from its
 * start (after the bench's route let it go) to its response's start. NaN without an answer.
 */
export function firstByteAfter(request: Pick<Request, 'timing'>, since: number): number {
  const { startTime, responseStart } = request.timing();
  return responseStart < 0 ? Number.NaN : startTime + responseStart - since;
}

const TRANSACTION_LIST = /\/api\/investor\/deposit\/[^/]+\/transaction$/;

/**
 * The portfolio page of the bulk investor with its transaction list asked for five years:
 * whatever range the page asks for, the request is widened to [from, to] on its way (the same
 * for the bare fetch, which goes through the same route). Undefined when the page has no
 * `#transactions` list (not built yet).
 */
export async function measureTransactions(
  browser: Browser,
  url: string,
  token: string,
  range: { from: string; to: string },
  mark: MarkStep = () => undefined,
): Promise<TransactionFigures | undefined> {
  mark('a fresh context');
  const context = await freshContext(browser, token);
  await context.addInitScript({ content: LONG_TASKS });
  await context.addInitScript({ content: FIRST_ROWS_SEEN });
  try {
    const page = await context.newPage();
    let listUrl: string | undefined;
    // The wall clock when the list's request reaches the bench (a few ms after it left the
    // page): the page's moment of the rows is converted to the same clock.
    let requestedAt: number | undefined;
    let listRequest: Request | undefined;
    // On the context, so that a request from a worker is widened too.
    await context.route(
      (u) => TRANSACTION_LIST.test(u.pathname),
      async (route) => {
        const wide = new URL(route.request().url());
        wide.searchParams.set('from_date', range.from);
        wide.searchParams.set('to_date', range.to);
        listUrl ??= `${wide.pathname}${wide.search}`;
        requestedAt ??= Date.now();
        listRequest ??= route.request();
        await route.continue({ url: wide.href });
      },
    );
    mark('the navigation');
    await page.goto(url, { waitUntil: 'commit' });
    mark("the list's section");
    const list = await page
      .waitForSelector('#transactions', { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!list) return undefined;
    // The app's start (its code evaluated, the session restored) is behind us: what follows is
    // the loading of the list.
    const bootLongestTaskMs = await page.evaluate<number>(
      '(() => { const longest = window.__benchLongest; window.__benchLongest = 0; return longest; })()',
    );
    mark('the first rows');
    await page.waitForFunction('window.__benchFirstRows !== undefined', undefined, {
      timeout: 180_000,
      polling: 100,
    });
    const { firstRowsMs, timeOrigin } = await page.evaluate<{
      firstRowsMs: number;
      timeOrigin: number;
    }>('({ firstRowsMs: window.__benchFirstRows, timeOrigin: performance.timeOrigin })');
    mark('a quiet network');
    await page.waitForLoadState('networkidle');
    const longestTaskMs = await page.evaluate<number>('window.__benchLongest');
    if (listUrl === undefined || requestedAt === undefined || listRequest === undefined)
      throw new Error('The page listed transactions without asking for them');
    mark('the bare fetch');
    const bare = await page.evaluate<{ firstByteMs: number; totalMs: number }>(`(async () => {
      const started = performance.now();
      const response = await fetch(${JSON.stringify(listUrl)}, {
        headers: { Authorization: 'Bearer ' + sessionStorage.getItem(${JSON.stringify(TOKEN_KEY)}) },
      });
      const firstByteMs = performance.now() - started;
      JSON.parse(await response.text());
      return { firstByteMs, totalMs: performance.now() - started };
    })()`);
    return {
      firstRowsMs,
      bareMs: bare.totalMs,
      ratio: ratio(firstRowsMs, bare.totalMs),
      bareFirstByteMs: bare.firstByteMs,
      answerFirstByteMs: firstByteAfter(listRequest, requestedAt),
      requestToRowsMs: timeOrigin + firstRowsMs - requestedAt,
      longestTaskMs,
      bootLongestTaskMs,
      url: listUrl,
    };
  } finally {
    mark("the context's close");
    await context.close();
  }
}

/** One load of the list's figures at most (the first rows alone may take 180 s). */
const LIST_LOAD_DEADLINE_MS = 300_000;

/**
 * `loads` loads of the portfolio page (each as `measureTransactions`), each figure as its median
 * with its spread: one load's longest task ranged 52–81 ms for the same build.
 */
export async function measureTransactionLoads(
  browser: Browser,
  url: string,
  token: string,
  range: { from: string; to: string },
  loads: number,
): Promise<
  { url: string; loads: number; figures: Record<keyof TransactionTimes, Spread> } | undefined
> {
  const runs: TransactionFigures[] = [];
  for (let load = 0; load < loads; load += 1) {
    const run = await withDeadline(
      `the list's load ${load + 1} of ${loads}`,
      LIST_LOAD_DEADLINE_MS,
      (mark) => measureTransactions(browser, url, token, range, mark),
    );
    if (run === undefined) return undefined;
    runs.push(run);
  }
  const [first] = runs;
  if (first === undefined) return undefined;
  const times = runs.map(({ url: _url, ...rest }) => rest);
  return { url: first.url, loads: runs.length, figures: spreadOfRuns(times) };
}
