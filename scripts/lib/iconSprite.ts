import {createHash} from 'node:crypto';
import {SPRITE_DOCUMENT} from '../../app/components/Icon/sprite.ts';

/**
 * The build's constant for the icon sprite file's version (decision 0168), for Vite's `define` in the
 * build and the tests: a hash of the file, so a changed drawing is a new URL and the old one can be
 * cached for good.
 */
export const iconSpriteDefine = () => ({
  __ICON_SPRITE_VERSION__: JSON.stringify(createHash('sha256').update(SPRITE_DOCUMENT).digest('hex').slice(0, 10)),
});
