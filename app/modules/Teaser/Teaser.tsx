import type {ModuleTheme} from '~/lib/moduleTheme';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow} from '../shared/shared.css';
import type {ModuleTeaser} from '../types';
import * as styles from './Teaser.css';

/** An image beside a short pitch and a CTA (the video plays from its CTA). */
export function Teaser({module, anchor, theme}: {theme?: ModuleTheme | null; module: ModuleTeaser; anchor: string}) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="teaser">
      <div className={styles.grid}>
        <div className={`${styles.media_} ${module.imagePosition === 'Right' ? styles.imageRight : ''}`}>
          <CmsImage asset={module.image ?? module.videoCover} width={960} sizes="(width <= 768px) 100vw, 50vw" />
        </div>
        <div>
          <ModuleHeader id={titleId} eyebrow={module.eyebrow} title={module.title} subtitle={module.description} />
          <div className={ctaRow}>
            <Cta cta={module.cta} />
          </div>
        </div>
      </div>
    </Section>
  );
}
