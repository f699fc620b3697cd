import {Icon, type IconName} from '~/components/Icon/Icon';
import * as styles from './Video.css';

/** A video's on/off control (play, mute, full screen): its pressed state says which, its icon shows it. */
export function ToggleControl({
  pressed,
  label,
  icon,
  size,
  track,
  onClick,
}: {
  pressed: boolean;
  label: string;
  icon: IconName;
  size: number;
  /** The click's analytics name (data-track-click), where it has one. */
  track?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={pressed}
      aria-label={label}
      data-track-click={track}
      onClick={onClick}
    >
      <Icon name={icon} size={size} />
    </button>
  );
}

/** The mute control's action; the video's volumechange event brings the new state back to the button. */
export function toggleMuted(video: HTMLVideoElement | null) {
  if (video) video.muted = !video.muted;
}
