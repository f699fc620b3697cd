import {button} from '~/styles/button';

/**
 * The button under a collapsible module (a bento, a highlights grid) that shows the rest of its items or hides
 * them again; its clicks are measured as see_more_expansion_click (rules:analytics-events).
 */
export function SeeMoreButton({
  expanded,
  controls,
  onToggle,
  className,
  more,
  less,
}: {
  expanded: boolean;
  /** The id of the list it opens. */
  controls: string;
  onToggle: () => void;
  className: string;
  more: string;
  less: string;
}) {
  return (
    <button
      type="button"
      className={`${button({variant: 'SECONDARY_OUTLINE'})} ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      data-track-click="see_more_expansion_click"
      onClick={onToggle}
    >
      {expanded ? less : more}
    </button>
  );
}
