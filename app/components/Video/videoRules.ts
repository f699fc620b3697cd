/**
 * Video rules (rules:content-fields "Video players", rules:content-states "Video", rules:errors-browser, rules:layout-constants):
 * the adaptive-streaming player's progress and source choice, the
 * background video's play/pause decisions, and the error codes. Pure, so
 * the components stay thin and these are tested without a browser.
 */

/** rules:layout-constants: the background video plays when at least half of it is visible. */
export const BACKGROUND_VISIBLE_RATIO = 0.5;

/** rules:errors-browser: the video error catalogue. */
export const VIDEO_ERRORS = {
  'HY-C7012': '[AdaptiveStreamingPlayer] - Unable to play video for player',
  'HY-C7013': '[AdaptiveStreamingPlayer] - Unable to pause/play video for player with error',
  'HY-C7014': '[BackgroundVideo] - Unable to play background video',
  'HY-C7015': '[BackgroundVideo] - Unable to pause background video',
  'HY-C7016': '[BackgroundVideo] - Background video failed to play on scrolling into view',
  'HY-C7017': '[BackgroundVideo] - Background video failed to pause on scrolling out of view',
} as const;
export type VideoErrorCode = keyof typeof VIDEO_ERRORS;

/** Logs a rules:errors-browser video error with its code; the page carries on (no rethrow). */
export function logVideoError(code: VideoErrorCode, error: unknown, source?: string) {
  console.error(`${code} ${VIDEO_ERRORS[code]}${source ? ` ${source}` : ''}`, error);
}

/**
 * A play() refused because a newer pause() or load interrupted it
 * (AbortError) is the browser doing what was asked, not a failure to report.
 */
export function isInterruption(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** rules:content-fields: the progress slider runs 0-100. */
export function progressPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(100, Math.max(0, (currentTime / duration) * 100));
}

/** The time a slider position (0-100) seeks to. */
export function timeForPercent(percent: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(percent)) return 0;
  return (Math.min(100, Math.max(0, percent)) / 100) * duration;
}

/** '0:07', '12:30', '1:02:03' */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url);
}

/**
 * How to play a source: a plain file (MP4) natively; HLS natively where the
 * browser says it can (canPlayType answers 'maybe' or 'probably', e.g.
 * Safari), otherwise with hls.js, loaded only then.
 */
export function playbackMode(url: string, canPlayHls: string): 'native' | 'hls.js' {
  if (!isHlsUrl(url)) return 'native';
  return canPlayHls === 'maybe' || canPlayHls === 'probably' ? 'native' : 'hls.js';
}

/** The background video's state (rules:content-states): whether it should play, and whether the shopper paused it. */
export interface BackgroundState {
  visible: boolean;
  manuallyPaused: boolean;
}

export type BackgroundEvent = {type: 'visibility'; ratio: number} | {type: 'toggle'; playing: boolean};

/**
 * rules:content-states: plays when at least 50% visible, pauses out of view, and after a
 * manual pause does not resume on its own (until the shopper plays it again).
 * Returns the next state and what to do with the element.
 */
export function backgroundVideo(
  state: BackgroundState,
  event: BackgroundEvent,
): {state: BackgroundState; action: 'play' | 'pause' | null} {
  if (event.type === 'toggle') {
    return event.playing
      ? {state: {...state, manuallyPaused: true}, action: 'pause'}
      : {state: {...state, manuallyPaused: false}, action: 'play'};
  }
  const visible = event.ratio >= BACKGROUND_VISIBLE_RATIO;
  const next = {...state, visible};
  if (visible === state.visible) return {state: next, action: null};
  if (!visible) return {state: next, action: 'pause'};
  return {state: next, action: state.manuallyPaused ? null : 'play'};
}

export const INITIAL_BACKGROUND: BackgroundState = {visible: false, manuallyPaused: false};
