import type {Entry, SpaceExport} from './spaceExport';
import {buildAssets} from './assets';
import {LOCALES} from './builders';
import {CONTENT_TYPES} from './contentTypes';
import {blogEntries} from './entries/blog';
import {catalogEntries} from './entries/catalog';
import {configuratorEntries} from './entries/configurators';
import {homeEntries} from './entries/home';
import {locationEntries} from './entries/locations';
import {moduleEntries} from './entries/modules';
import {pageEntries} from './entries/pages';
import {shellEntries} from './entries/shell';

/**
 * The whole seed space: the content model, the locales and every entry and
 * asset. `scripts/content-export.ts` writes it to contentful/export.json, the
 * file the dev backend serves and `contentful space import` reads.
 */
export function buildSpace(): SpaceExport {
  const entries: Entry[] = [
    ...catalogEntries(),
    ...configuratorEntries(),
    ...homeEntries(),
    ...shellEntries(),
    ...blogEntries(),
    ...locationEntries(),
    ...moduleEntries(),
    ...pageEntries(),
  ];
  return {
    contentTypes: [...CONTENT_TYPES],
    locales: LOCALES.map((locale) => ({...locale})),
    entries,
    assets: buildAssets(),
  };
}

/** Objects with their keys sorted, so the JSON is the same whatever order the builders wrote them in. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The text of contentful/export.json: pretty-printed, keys sorted, a final newline. */
export function serializeSpace(space: SpaceExport): string {
  return `${JSON.stringify(sortKeys(space), null, 2)}\n`;
}
