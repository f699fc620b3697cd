/**
 * The shell's client-side rules, small enough for the first load: the header
 * state (rules:shell-fields global state, rules:shell-states: OPEN or CLOSED, starting CLOSED), where
 * the banner and its CTAs show (excludeURLs, excludeCTAURLs), and the closed
 * banner staying closed for the visit.
 */
/** rules:shell-states "Header, menu and global state". */
export type HeaderState = 'OPEN' | 'CLOSED';

export interface HeaderSnapshot {
  state: HeaderState;
  /** The open subsection (a navigation column), by index. */
  section: number | null;
}

export type HeaderEvent =
  {type: 'menu.toggle'} | {type: 'menu.close'} | {type: 'section.toggle'; index: number} | {type: 'section.close'};

export const INITIAL_HEADER: HeaderSnapshot = {state: 'CLOSED', section: null};

export function headerReducer(snapshot: HeaderSnapshot, event: HeaderEvent): HeaderSnapshot {
  switch (event.type) {
    case 'menu.toggle':
      return snapshot.state === 'OPEN' ? INITIAL_HEADER : {state: 'OPEN', section: null};
    case 'menu.close':
      return snapshot.state === 'CLOSED' && snapshot.section === null ? snapshot : INITIAL_HEADER;
    case 'section.toggle':
      return {...snapshot, section: snapshot.section === event.index ? null : event.index};
    case 'section.close':
      return snapshot.section === null ? snapshot : {...snapshot, section: null};
    default:
      return snapshot;
  }
}

/** A banner shows unless the current path is excluded (exact path, or a prefix ending in '*'). */
export function bannerShown(pathname: string, excludeURLs: readonly string[] | null | undefined): boolean {
  const path = pathname.replace(/^\/en-GB(?=\/|$)/i, '') || '/';
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return !(excludeURLs ?? []).some((pattern) => {
    const clean = normalise(pattern.trim());
    return clean.endsWith('*') ? path.startsWith(clean.slice(0, -1)) : normalise(path) === clean;
  });
}

/**
 * rules:shell-fields banner: excludeURLs hide the banner on those paths; excludeCTAURLs
 * hide only its CTAs there. A pattern is a path, or a prefix ending in '*'.
 */
export function bannerVisibility(
  pathname: string,
  banner: {excludeURLs: readonly string[]; excludeCTAURLs: readonly string[]},
) {
  const shown = bannerShown(pathname, banner.excludeURLs);
  return {shown, ctaShown: shown && bannerShown(pathname, banner.excludeCTAURLs)};
}

/** sessionStorage: the id of the banner the shopper closed; it stays closed for the visit (the tab's session). */
export const BANNER_CLOSED_KEY = 'keel:banner-closed';
/** Set on <html> before first paint when the current banner was closed, so a reload hides it without a shift. */
export const BANNER_CLOSED_ATTRIBUTE = 'data-banner-closed';

/**
 * A tiny inline script, run before the banner is painted: hides a banner
 * closed earlier in this session (no layout shift on reload).
 */
export function bannerClosedScript(bannerId: string): string {
  const id = JSON.stringify(bannerId).replace(/</g, '\\u003c');
  return `try{if(sessionStorage.getItem(${JSON.stringify(BANNER_CLOSED_KEY)})===${id})document.documentElement.setAttribute(${JSON.stringify(BANNER_CLOSED_ATTRIBUTE)},'')}catch(e){}`;
}

export function isBannerClosed(bannerId: string): boolean {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY) === bannerId;
  } catch {
    return false;
  }
}

export function rememberBannerClosed(bannerId: string) {
  try {
    sessionStorage.setItem(BANNER_CLOSED_KEY, bannerId);
  } catch {
    // Storage can be off (private mode, quota); the banner then closes for this page only.
  }
}
