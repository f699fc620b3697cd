import type {ProductReviews} from '~/lib/reviews/reviews.server';
import type {Footer} from '~/lib/shell/shell';
import type {HeldModule, RenderedModule} from './types';

/** How far below the screen a held module starts fetching its data, so it is live by the time it is seen. */
const NEAR = '600px 0px';

/** A page's answer: its held modules by id, and a product page's reviews list (decision 0167). */
interface Answer {
  modules: Map<string, RenderedModule>;
  reviews: ProductReviews | null;
}

const answers = new Map<string, Promise<Answer>>();

/** The module's source with the page's own query (a reviews filter, a locator search), which its extras read. */
function sourceUrl(source: string): string {
  const query = window.location.search.slice(1);
  return query ? `${source}&${query}` : source;
}

/**
 * Resolves once the held part's element (`selector`: a module's wrapper, the footer) is near the screen or
 * `sooner` has resolved (the shopper's first Tab, decision 0167), or at once when there is no such element
 * (nothing to wait for).
 */
export function nearScreen(selector: string, sooner: Promise<void>): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
    void sooner.then(() => {
      observer.disconnect();
      resolve();
    });
  });
}

/** Waits before each new try of a failed answer: a dropped connection or a 429/503 is often gone a moment later. */
const RETRY_DELAYS_MS = [500, 2000, 5000];

/** A network failure, a 429 or a 5xx is worth another try; a 4xx answer would say the same again. */
const retriable = (error: unknown) => !(error instanceof Response) || error.status === 429 || error.status >= 500;

/** A JSON answer, asked for again after a failure worth another try. */
async function fetchJson<Body>(url: string): Promise<Body> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {headers: {Accept: 'application/json'}});
      if (!response.ok) throw response;
      return (await response.json()) as Body;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retriable(error))
        throw error instanceof Response ? new Error(`${url}: ${error.status}`) : error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function load(url: string): Promise<Answer> {
  const {modules, reviews} = await fetchJson<{modules: RenderedModule[]; reviews?: ProductReviews | null}>(url);
  return {modules: new Map(modules.map((entry) => [entry.module.sys.id, entry])), reviews: reviews ?? null};
}

/**
 * One request per page for all its held modules, tried again after a failure (decision 0141). When
 * every try fails, the answer has no modules: their wrappers close rather than leave screen-high gaps.
 */
function fetchSource(url: string): Promise<Answer> {
  let answer = answers.get(url);
  if (!answer) {
    answer = load(url).catch((error: unknown): Answer => {
      console.warn('[modules] the held modules could not be loaded', error);
      return {modules: new Map(), reviews: null};
    });
    answers.set(url, answer);
  }
  return answer;
}

/**
 * A held module's entry (decisions 0105, 0153); null when the page's answer no longer has it. The
 * caller asks when the module nears the screen (`nearScreen`). Loaded by HeldModule only in a browser
 * that meets a held module.
 */
export async function heldEntry(entry: HeldModule): Promise<RenderedModule | null> {
  const {modules} = await fetchSource(sourceUrl(entry.source));
  return modules.get(entry.held.id) ?? null;
}

/**
 * A product page's reviews list, held back like its modules (decision 0167), from the same answer; null
 * when there is none (then the section is not drawn).
 */
export async function heldReviews(source: string): Promise<ProductReviews | null> {
  const {reviews} = await fetchSource(sourceUrl(source));
  return reviews && reviews.reviews.length > 0 ? reviews : null;
}

/**
 * The footer's data in the locale whose paths start with `prefix` (decision 0168); null when it could not
 * come or the CMS has none (the footer the server drew then stays as it is).
 */
export async function heldFooter(prefix: string): Promise<Footer | null> {
  try {
    return (await fetchJson<{footer: Footer | null}>(`${prefix}/api/footer`)).footer;
  } catch (error) {
    console.warn('[footer] the footer could not be loaded', error);
    return null;
  }
}

/**
 * Whether the page is on the move (a fling, a smooth scroll to the reviews): a scroll of ours would stop
 * it, and the browser chooses its scroll anchor afresh at each step of it anyway.
 */
let scrolling = false;
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', () => (scrolling = true), {passive: true});
  window.addEventListener('scrollend', () => (scrolling = false));
}

/**
 * Has the browser choose its scroll anchor afresh, by a scroll away and back in one task (nothing is
 * painted between). It chooses one at the first change after a scroll and keeps it until the next scroll.
 * Chosen while only empty wrappers (never the anchor) were on the screen, it is the element around them
 * (`main`), which holds nothing in place: a module drawn onto the screen since would be moved when one
 * above it changed height (decision 0169).
 */
function chooseScrollAnchorAgain() {
  const {scrollX: x, scrollY: y} = window;
  window.scrollTo(x, y ? y - 1 : 1);
  window.scrollTo(x, y);
}

/**
 * What a module drawn above the screen must not move: the held wrappers, then what follows `main` (the
 * footer), in the page's order.
 */
function references(): Element[] {
  const after = document.getElementById('main')?.nextElementSibling;
  return [...document.querySelectorAll('[data-held-module]'), ...(after ? [after] : [])];
}

/** The top of `element` on the screen; a drawn wrapper has no box of its own (HeldModule.css), so its module's. */
function topOf(element: Element): number {
  if (getComputedStyle(element).display !== 'contents') return element.getBoundingClientRect().top;
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().top;
}

/** Where each reference (`references`) stands now, which `keepBelowInPlace` measures against. */
const referenceTops = () => new Map(references().map((element) => [element, topOf(element)]));

/**
 * Keeps what follows `above` where it stood (`before`: each reference's top then) when modules above the
 * screen change height: they grow or shrink upwards. The browser's scroll anchor does this when it has one
 * below them; when the screen showed only empty wrappers (never the anchor) and the footer, the anchor
 * was `main`, which holds nothing in place, and the footer moved (decision 0173).
 */
function keepBelowInPlace(above: Element, before: Map<Element, number>) {
  if (scrolling) return;
  const all = references();
  const next = all.slice(all.indexOf(above) + 1).find((element) => before.has(element));
  const then = next && before.get(next);
  if (next === undefined || then === undefined) return;
  const moved = topOf(next) - then;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}

/**
 * Until the module is drawn its wrapper is a screen high (HeldModule.css). A module drawn while that empty
 * wrapper's top was on screen (`empty`, measured before the module's markup went in), and shorter than
 * what is left of the screen, would pull what follows up into view: the wrapper then keeps its height
 * (`data-holding`, a screen) until it is off the screen, where letting it go moves nothing the shopper
 * sees. A module drawn while its wrapper began above the screen grows or shrinks upwards
 * (`keepBelowInPlace`). Setting the hold and letting it go in one task, as this once did for such a
 * module, left the anchor behind. Decision 0169.
 */
function keepHeightWhileSeen(wrapper: HTMLElement, empty: number) {
  if (empty < 0 || empty >= window.innerHeight) return;
  // A module that reaches past the screen's bottom leaves what follows below it either way; held, it
  // would push the next wrapper out of reach (the home's carousel on a phone was never asked for).
  if ((wrapper.lastElementChild?.getBoundingClientRect().bottom ?? 0) >= window.innerHeight) return;
  wrapper.setAttribute('data-holding', '');
  const observer = new IntersectionObserver((records) => {
    if (records.some((record) => record.isIntersecting)) return;
    observer.disconnect();
    // The anchor may still be this wrapper, chosen while it was on screen: letting go would drop it.
    if (!scrolling) chooseScrollAnchorAgain();
    // Gone above the screen, it shrinks upwards; gone below it, what follows it is out of sight anyway.
    const goneAbove = records.some((record) => record.boundingClientRect.bottom <= 0);
    const before = goneAbove ? referenceTops() : null;
    wrapper.removeAttribute('data-holding');
    if (before) keepBelowInPlace(wrapper, before);
  });
  observer.observe(wrapper);
}

/**
 * The tops of the references (`references`) before the commit under way put its first module's markup in,
 * and the wrappers it draws, in order; null between commits. Decision 0173.
 */
let commit: {before: Map<Element, number>; drawn: Element[]; kept: boolean} | null = null;

/**
 * A module is about to be drawn into `wrapper`, in a commit, before React puts its markup in: the first
 * of a commit notes where everything stood, which what the commit's modules do is measured against.
 */
export function beforeDrawn(wrapper: HTMLElement) {
  if (!commit) {
    commit = {before: referenceTops(), drawn: [], kept: false};
    // A commit's layout effects run in the task of its insertion effects.
    queueMicrotask(() => (commit = null));
  }
  commit.drawn.push(wrapper);
}

/**
 * A module has just been drawn into its wrapper, in the commit, before the browser paints: what follows
 * the last of the commit's modules that began above the screen stays in place, the wrapper keeps its
 * height while seen, and the browser's scroll anchor is chosen again among the drawn modules, which this
 * one now joins (`data-drawn`; an undrawn wrapper is never the anchor, HeldModule.css). Decisions 0169, 0173.
 */
export function settleDrawn(wrapper: HTMLElement) {
  if (commit && !commit.kept) {
    commit.kept = true;
    const {before} = commit;
    const above = commit.drawn.filter((drawn) => (before.get(drawn) ?? 0) < 0).at(-1);
    if (above) keepBelowInPlace(above, before);
  }
  const empty = commit?.before.get(wrapper);
  if (empty !== undefined) keepHeightWhileSeen(wrapper, empty);
  if (!scrolling) chooseScrollAnchorAgain();
  wrapper.setAttribute('data-drawn', '');
}
