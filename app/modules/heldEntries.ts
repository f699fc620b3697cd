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
 * Until the module is drawn its wrapper is a screen high (HeldModule.css). A module drawn while that empty
 * wrapper's top was on screen (`empty`, measured before the module's markup went in), and shorter than
 * what is left of the screen, would pull what follows up into view: the wrapper then keeps its height
 * (`data-holding`, a screen) until it is off the screen, where letting it go moves nothing the shopper
 * sees. A module drawn while its wrapper began above the screen is left to the browser's scroll anchor,
 * which keeps what the shopper sees below it in place. Setting the hold and letting it go in one task, as
 * this once did for such a module, left the anchor behind. Decision 0169.
 */
function keepHeightWhileSeen(wrapper: HTMLElement, empty: DOMRect) {
  if (empty.top < 0 || empty.top >= window.innerHeight) return;
  // A module that reaches past the screen's bottom leaves what follows below it either way; held, it
  // would push the next wrapper out of reach (the home's carousel on a phone was never asked for).
  if ((wrapper.lastElementChild?.getBoundingClientRect().bottom ?? 0) >= window.innerHeight) return;
  wrapper.setAttribute('data-holding', '');
  const observer = new IntersectionObserver((records) => {
    if (records.some((record) => record.isIntersecting)) return;
    observer.disconnect();
    // The anchor may still be this wrapper, chosen while it was on screen: letting go would drop it.
    if (!scrolling) chooseScrollAnchorAgain();
    wrapper.removeAttribute('data-holding');
  });
  observer.observe(wrapper);
}

/**
 * A module has just been drawn into its wrapper (`empty`: where the empty wrapper stood, when known), in
 * the commit, before the browser paints: the wrapper keeps its height while seen, and the browser's
 * scroll anchor is chosen again among the drawn modules, which this one now joins (`data-drawn`; an
 * undrawn wrapper is never the anchor, HeldModule.css). Decision 0169.
 */
export function settleDrawn(wrapper: HTMLElement, empty: DOMRect | null) {
  if (empty) keepHeightWhileSeen(wrapper, empty);
  if (!scrolling) chooseScrollAnchorAgain();
  wrapper.setAttribute('data-drawn', '');
}
