import type {ReactNode} from 'react';
import type {ModuleTheme} from '~/lib/content/moduleTheme';
import type {CmsAsset} from '../types';
import {CmsImage} from './CmsImage';
import {Section} from './Section';
import * as shared from './shared.css';

/**
 * A module drawn over its background picture (the contact card, the referral form, a countdown):
 * the module's backgroundImage dimmed across the whole section, and on top of it, in light text,
 * an optional eyebrow, the module's title as the h2 that names the section, then its own content.
 */
export function OverlaySection({
  anchor,
  testId,
  theme,
  module,
  imageWidth,
  eyebrow,
  children,
}: {
  anchor: string;
  testId: string;
  theme?: ModuleTheme | null;
  module: {backgroundImage?: CmsAsset | null; title?: string | null};
  /** The widest the picture is fetched at (rules:layout-constants). */
  imageWidth: number;
  eyebrow?: string | null;
  children: ReactNode;
}) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId={testId} className={shared.overlay}>
      <CmsImage
        asset={module.backgroundImage}
        width={imageWidth}
        sizes="100vw"
        alt=""
        className={shared.overlayImage}
      />
      <div className={shared.overlayContent}>
        {eyebrow ? <p className={shared.eyebrow}>{eyebrow}</p> : null}
        <h2 id={titleId} className={shared.title}>
          {module.title}
        </h2>
        {children}
      </div>
    </Section>
  );
}
