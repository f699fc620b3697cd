import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleExtras, ModuleLocator} from '../types';
import {Locator} from './Locator';

/** The locator as a page module (e.g. the showrooms on /about). */
export function LocatorModule({module, anchor, extras}: {module: ModuleLocator; anchor: string; extras: ModuleExtras}) {
  const titleId = `${anchor}-title`;
  if (!extras.locator) return null;
  return (
    <Section anchor={anchor} titleId={titleId} testId="locator">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.description} />
      <Locator data={extras.locator} placeholder={module.searchPlaceholderText} headingId={titleId} />
    </Section>
  );
}
