import type {SVGProps} from 'react';
import type {IconName} from './sprite';

export type {IconName};

/** Where the shop serves its icon sprite (decision 0168): its own origin, which a <use> may reference. */
export const ICON_SPRITE_PATH = '/icons.svg';

/** The URL of the sprite file this build draws with: its version in the query, so it is cached for good. */
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${__ICON_SPRITE_VERSION__}`;

/** A <use>'s reference to a symbol of the sprite file. */
export const iconHref = (symbol: string) => `${ICON_SPRITE_URL}#i-${symbol}`;

/** A decorative icon (its control carries the name): a <use> of the sprite's symbol, drawn in currentColor. */
export function Icon({name, size, ...props}: {name: IconName; size?: number} & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={iconHref(name)} />
    </svg>
  );
}
