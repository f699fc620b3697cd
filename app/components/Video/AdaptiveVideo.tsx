import {useEffect, useId, useRef, useState} from 'react';
import {Icon} from '~/components/Icon/Icon';
import {
  formatTime,
  isInterruption,
  logVideoError,
  playbackMode,
  progressPercent,
  timeForPercent,
} from '~/components/Video/videoRules';
import {ToggleControl, toggleMuted} from './ToggleControl';
import * as styles from './Video.css';

export interface AdaptiveVideoProps {
  src: string;
  title: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** A WebVTT captions file, when the content has one. */
  captions?: string | null;
}

/**
 * The adaptive-streaming player (rules:content-fields, rules:content-states): HLS natively where the
 * browser plays it (canPlayType), otherwise through hls.js's light build
 * (decision 0108: captions are a <track>, no DRM or alternate audio), which is
 * imported only here, when a player mounts. Controls: play/pause, a progress
 * slider 0-100, mute and fullscreen. Failures are logged as HY-C7012 (play)
 * and HY-C7013 (play/pause toggle), rules:errors-browser.
 */
export function AdaptiveVideo({src, title, poster, autoPlay = false, captions}: AdaptiveVideoProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [time, setTime] = useState({current: 0, duration: 0});
  const sliderId = useId();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    const start = () => {
      if (!autoPlay || cancelled) return;
      video.play().catch((error: unknown) => {
        if (!isInterruption(error)) logVideoError('HY-C7012', error, src);
      });
    };
    if (playbackMode(src, video.canPlayType('application/vnd.apple.mpegurl')) === 'native') {
      video.src = src;
      start();
    } else {
      void import('hls.js/light')
        .then(({default: Hls}) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            video.src = src;
            start();
            return;
          }
          const hls = new Hls({capLevelToPlayerSize: true});
          destroy = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) logVideoError('HY-C7012', data.error ?? data.details, src);
          });
          hls.on(Hls.Events.MANIFEST_PARSED, start);
          hls.loadSource(src);
          hls.attachMedia(video);
        })
        .catch((error: unknown) => logVideoError('HY-C7012', error, src));
    }
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src, autoPlay]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      if (video.paused) {
        video.play().catch((error: unknown) => {
          if (!isInterruption(error)) logVideoError('HY-C7013', error, src);
        });
      } else {
        video.pause();
      }
    } catch (error) {
      logVideoError('HY-C7013', error, src);
    }
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen();
    request.catch(() => {
      // Refused (no user gesture, or not allowed in this context): the player keeps its size.
    });
  };

  const percent = progressPercent(time.current, time.duration);
  return (
    <div ref={frameRef} className={styles.player} data-fullscreen={fullscreen || undefined}>
      {/* Captions render when the content has them (the CMS video asset carries none; the local stream has no audio). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is conditional, below */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        aria-label={title}
        data-testid="adaptive-video"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onLoadedMetadata={(event) =>
          setTime({current: event.currentTarget.currentTime, duration: event.currentTarget.duration})
        }
        onDurationChange={(event) =>
          setTime({current: event.currentTarget.currentTime, duration: event.currentTarget.duration})
        }
        onTimeUpdate={(event) =>
          setTime({current: event.currentTarget.currentTime, duration: event.currentTarget.duration})
        }
      >
        {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
      </video>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          <Icon name={playing ? 'pause' : 'play'} size={18} />
        </button>
        <label htmlFor={sliderId} className={styles.hiddenLabel}>
          Progress
        </label>
        <input
          id={sliderId}
          className={styles.progress}
          type="range"
          min={0}
          max={100}
          step={0.1}
          value={percent}
          aria-valuetext={`${formatTime(time.current)} of ${formatTime(time.duration)}`}
          onChange={(event) => {
            const video = videoRef.current;
            if (video && Number.isFinite(video.duration))
              video.currentTime = timeForPercent(Number(event.currentTarget.value), video.duration);
          }}
        />
        <span className={styles.time} aria-hidden="true">
          {formatTime(time.current)} / {formatTime(time.duration)}
        </span>
        <ToggleControl
          pressed={muted}
          label="Mute"
          icon={muted ? 'volume-muted' : 'volume'}
          size={18}
          track="audio_button_click"
          onClick={() => toggleMuted(videoRef.current)}
        />
        <ToggleControl
          pressed={fullscreen}
          label="Full screen"
          icon={fullscreen ? 'fullscreen-exit' : 'fullscreen'}
          size={18}
          onClick={toggleFullscreen}
        />
      </div>
    </div>
  );
}

export default AdaptiveVideo;
