import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import type {ConfiguratorImage, ConfiguratorLink} from '~/lib/configurator/model';
import {imageUrl} from '~/lib/images';
import {localePath} from '~/lib/i18n';
import {useLocale} from '~/lib/useLocale';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './ConfiguratorInfoView.css';

/**
 * The configurator step info modal (rules:configurator-states): title (the dialog's), rich
 * description, CTA links that open in a new tab, and an optional image,
 * with its mobile version below 768px. It closes with its own close button.
 */
export default function ConfiguratorInfoView({props}: {props: Record<string, unknown>; close: () => void}) {
  const locale = useLocale();
  const image = props.image as ConfiguratorImage | null | undefined;
  const mobileImage = props.mobileImage as ConfiguratorImage | null | undefined;
  const ctas = (props.ctas as ConfiguratorLink[] | undefined) ?? [];
  return (
    <div data-testid="configurator-info" className={styles.root}>
      {image ? (
        <picture>
          {mobileImage ? (
            <source media="(max-width: 767px)" srcSet={imageUrl(mobileImage.url, {width: 767, format: 'webp'})} />
          ) : null}
          <img
            src={imageUrl(image.url, {width: 900, format: 'webp'})}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className={styles.image}
          />
        </picture>
      ) : null}
      <RichText document={props.description as Document | null} />
      {ctas.length ? (
        <ul className={styles.ctas}>
          {ctas.map((cta) => (
            <li key={cta.href}>
              <a
                href={cta.href.startsWith('/') ? localePath(cta.href, locale) : cta.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {cta.text}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
