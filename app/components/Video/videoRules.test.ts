import {describe, expect, it, type MockInstance} from 'vitest';
import {
  backgroundVideo,
  formatTime,
  INITIAL_BACKGROUND,
  isInterruption,
  logVideoError,
  playbackMode,
  progressPercent,
  timeForPercent,
  VIDEO_ERRORS,
  type BackgroundEvent,
  type BackgroundState,
} from './videoRules';

describe('adaptive player (rules:content-fields, rules:content-states)', () => {
  it('maps time to a 0-100 progress and back, clamped', () => {
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(-1, 10)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
    expect(timeForPercent(25, 10)).toBe(2.5);
    expect(timeForPercent(140, 10)).toBe(10);
    expect(timeForPercent(50, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('plays HLS natively only where the browser says it can, otherwise with hls.js', () => {
    expect(playbackMode('https://cdn.example/a/index.m3u8', '')).toBe('hls.js');
    expect(playbackMode('https://cdn.example/a/index.m3u8?token=1', 'maybe')).toBe('native');
    expect(playbackMode('https://cdn.example/a/index.m3u8', 'probably')).toBe('native');
    expect(playbackMode('https://cdn.example/background-water.mp4', '')).toBe('native');
  });

  it('formats times for the slider', () => {
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(750)).toBe('12:30');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it('treats an interrupted play() as no failure', () => {
    expect(
      isInterruption(new DOMException('The play() request was interrupted by a call to pause()', 'AbortError')),
    ).toBe(true);
    expect(isInterruption(new DOMException('play() failed because the user did not interact', 'NotAllowedError'))).toBe(
      false,
    );
  });
});

describe('background video (rules:content-states)', () => {
  const run = (events: BackgroundEvent[], start: BackgroundState = INITIAL_BACKGROUND) => {
    let state = start;
    return events.map((event) => {
      const next = backgroundVideo(state, event);
      state = next.state;
      return next.action;
    });
  };

  it('plays at 50% visible and pauses out of view', () => {
    expect(
      run([
        {type: 'visibility', ratio: 0.2},
        {type: 'visibility', ratio: 0.5},
        {type: 'visibility', ratio: 0.9},
        {type: 'visibility', ratio: 0.3},
      ]),
    ).toEqual([null, 'play', null, 'pause']);
  });

  it('does not resume on its own after a manual pause, until the shopper plays it again', () => {
    expect(
      run([
        {type: 'visibility', ratio: 1},
        {type: 'toggle', playing: true},
        {type: 'visibility', ratio: 0},
        {type: 'visibility', ratio: 1},
        {type: 'toggle', playing: false},
        {type: 'visibility', ratio: 0},
        {type: 'visibility', ratio: 0.6},
      ]),
    ).toEqual(['play', 'pause', 'pause', null, 'play', 'pause', 'play']);
  });
});

describe('video errors (rules:errors-browser)', () => {
  it('has the six codes, and logs with the code first', () => {
    expect(Object.keys(VIDEO_ERRORS)).toEqual(['HY-C7012', 'HY-C7013', 'HY-C7014', 'HY-C7015', 'HY-C7016', 'HY-C7017']);
    // The setup file spies on console.error; this test expects one call, checks it and clears it.
    const error = console.error as unknown as MockInstance<typeof console.error>;
    const cause = new Error('decode');
    logVideoError('HY-C7016', cause, '/media/video/background-water.mp4');
    expect(error).toHaveBeenCalledWith(
      'HY-C7016 [BackgroundVideo] - Background video failed to play on scrolling into view /media/video/background-water.mp4',
      cause,
    );
    error.mockClear();
  });
});
