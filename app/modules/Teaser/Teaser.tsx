import {Icon} from '~/components/Icon/Icon';
import {imageUrl, VIDEO_COVER_QUALITY} from '~/lib/images';
import {CmsImage} from '../shared/CmsImage';
import {ModalButton} from '~/components/Modal/ModalBridge';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow} from '../shared/shared.css';
import type {CmsAsset, ModuleProps, ModuleTeaser} from '../types';
import * as styles from './Teaser.css';

/**
 * rules:layout-constants: a video's cover is requested at quality 75. The quality rides on the asset's URL, so
 * every size CmsImage asks for (src and srcset) carries it.
 */
function videoCover(asset: CmsAsset | null | undefined): CmsAsset | null {
  return asset?.url ? {...asset, url: imageUrl(asset.url, {quality: VIDEO_COVER_QUALITY})} : null;
}

/**
 * An image or a video beside a short pitch and a CTA. A video shows its
 * cover with a play button and plays in the VIDEO modal (as a CTA's video).
 */
export function Teaser({module, anchor, theme}: ModuleProps<ModuleTeaser>) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="teaser">
      <div className={styles.grid}>
        <div className={`${styles.media_} ${module.imagePosition === 'Right' ? styles.imageRight : ''}`}>
          {module.video?.url ? (
            <ModalButton
              kind="VIDEO"
              props={{url: module.video.url, title: module.title ?? 'Video'}}
              className={styles.play}
              aria-label={`Play video: ${module.title ?? ''}`.trim()}
            >
              <CmsImage
                asset={videoCover(module.videoCover ?? module.image)}
                width={960}
                sizes="(width <= 768px) 100vw, 50vw"
                alt=""
              />
              <span className={styles.playIcon} aria-hidden="true">
                <Icon name="play" size={28} />
              </span>
            </ModalButton>
          ) : (
            <CmsImage asset={module.image ?? module.videoCover} width={960} sizes="(width <= 768px) 100vw, 50vw" />
          )}
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
