import {useEffect, useReducer, useRef, useState} from 'react';
import {
  BACKGROUND_VISIBLE_RATIO,
  backgroundVideo,
  INITIAL_BACKGROUND,
  isInterruption,
  logVideoError,
  type BackgroundEvent,
  type BackgroundState,
  type VideoErrorCode,
} from '~/components/Video/videoRules';
import {prefersReducedMotion} from '~/lib/scroll';
import {ToggleControl, toggleMuted} from './ToggleControl';
import * as styles from './Video.css';

export interface BackgroundVideoProps {
  src: string;
  poster?: string | null;
  /**
   * The video's (or its poster's) size in pixels: its box keeps that shape before the video's data
   * comes, so nothing below it moves when it does.
   */
  width?: number | null;
  height?: number | null;
  /** What the video shows, for the pause and mute buttons' context; the video itself is decorative. */
  label: string;
}

interface Snapshot {
  state: BackgroundState;
  action: 'play' | 'pause' | null;
  /** Why the action was taken: a scroll (visibility) or the shopper (toggle), for the error code. */
  cause: BackgroundEvent['type'] | null;
}

function reducer(snapshot: Snapshot, event: BackgroundEvent): Snapshot {
  const next = backgroundVideo(snapshot.state, event);
  return {...next, cause: event.type};
}

/**
 * A muted, looping background video (rules:content-fields, rules:content-states): plays when at least
 * half of it is in view, pauses out of view, and after a manual pause does not resume on its own; for a
 * shopper who asks for less motion it waits for their play. Pause/play and mute toggles. Failures are
 * logged as HY-C7014 / HY-C7015 (the buttons) and HY-C7016 / HY-C7017 (scrolling), rules:errors-browser.
 */
export function BackgroundVideo({src, poster, width, height, label}: BackgroundVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // For a shopper who asks for less motion it starts as if paused by hand: it waits for their play
  // (rules:habit-motion-asks-one-place). Read in the browser only; nothing rendered depends on it.
  const [snapshot, send] = useReducer(reducer, null, () => ({
    state: {...INITIAL_BACKGROUND, manuallyPaused: typeof window !== 'undefined' && prefersReducedMotion()},
    action: null,
    cause: null,
  }));
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          send({type: 'visibility', ratio: entry.isIntersecting ? entry.intersectionRatio : 0});
      },
      {threshold: [0, BACKGROUND_VISIBLE_RATIO, 1]},
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  // Carry out what the rules decided (an effect: the element is outside React).
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !snapshot.action) return;
    const byScroll = snapshot.cause === 'visibility';
    if (snapshot.action === 'play') {
      const code: VideoErrorCode = byScroll ? 'HY-C7016' : 'HY-C7014';
      try {
        video.play().catch((error: unknown) => {
          if (!isInterruption(error)) logVideoError(code, error, src);
        });
      } catch (error) {
        logVideoError(code, error, src);
      }
    } else {
      try {
        video.pause();
      } catch (error) {
        logVideoError(byScroll ? 'HY-C7017' : 'HY-C7015', error, src);
      }
    }
  }, [snapshot, src]);

  return (
    <div className={styles.background}>
      <video
        ref={videoRef}
        className={styles.backgroundVideo}
        src={src}
        poster={poster ?? undefined}
        width={width ?? undefined}
        height={height ?? undefined}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        data-testid="background-video"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      <div className={styles.backgroundControls}>
        <ToggleControl
          pressed={!playing}
          label={`Pause video: ${label}`}
          icon={playing ? 'pause' : 'play'}
          size={16}
          onClick={() => send({type: 'toggle', playing})}
        />
        <ToggleControl
          pressed={muted}
          label={`Mute video: ${label}`}
          icon={muted ? 'volume-muted' : 'volume-low'}
          size={16}
          track="audio_button_click"
          onClick={() => toggleMuted(videoRef.current)}
        />
      </div>
    </div>
  );
}

export default BackgroundVideo;
