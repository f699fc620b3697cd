import {inlineVars} from '~/styles/inlineVars';
import {useId} from 'react';
import {Countdown} from '~/components/Countdown/Countdown';
import {CtaButton} from '~/components/Cta/CtaButton';
import type {CountdownBanner as CountdownBannerData} from '~/lib/countdown/countdownBanner';
import type {Locale} from '~/lib/i18n';
import {imageSrcSet, imageUrl, IMAGE_WIDTHS} from '~/lib/images';
import * as styles from './CountdownBanner.css';

/**
 * The countdown banner (rules:content-fields): SHORT puts the 'Xd HHh MMm SSs' line beside
 * the copy; TALL shows the DAY(S) / HOUR(S) / MINS / SEC boxes (rules:content-states).
 * `reversed` puts the countdown first. `now` is the server's clock, so both
 * renders show the same text; the countdown ticks once hydrated.
 */
export function CountdownBanner({banner, now, locale}: {banner: CountdownBannerData; now: number; locale?: Locale}) {
  const titleId = useId();
  const timer = (
    <div className={styles.timer}>
      {banner.dateText.top ? <p className={styles.dateText}>{banner.dateText.top}</p> : null}
      <Countdown endDate={banner.endDate} now={now} layout={banner.height === 'TALL' ? 'TALL' : 'SHORT'} />
      {banner.dateText.bottom ? <p className={styles.dateText}>{banner.dateText.bottom}</p> : null}
    </div>
  );
  const copy = (
    <div className={styles.copy}>
      {banner.badge ? (
        <p className={styles.badge} data-promo={banner.badge.promo || undefined}>
          {banner.badge.text}
        </p>
      ) : null}
      <h2 id={titleId} className={styles.title}>
        {banner.title}
      </h2>
      {banner.subtitle ? <p>{banner.subtitle}</p> : null}
      {banner.financingText ? <p className={styles.financing}>{banner.financingText}</p> : null}
      {banner.cta ? <CtaButton cta={banner.cta} locale={locale} /> : null}
    </div>
  );
  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      data-height={banner.height}
      data-testid="countdown-banner"
      style={inlineVars({[styles.background]: banner.background, [styles.color]: banner.color})}
    >
      {banner.image ? (
        <>
          <img
            className={styles.image}
            src={imageUrl(banner.image.url, {width: IMAGE_WIDTHS.default, format: 'webp'})}
            srcSet={imageSrcSet(banner.image.url, [768, 1200, IMAGE_WIDTHS.default], banner.image.width)}
            sizes="100vw"
            alt=""
            width={banner.image.width}
            height={banner.image.height}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div className={styles.inner}>
        {banner.reversed ? timer : copy}
        {banner.reversed ? copy : timer}
      </div>
    </section>
  );
}

export default CountdownBanner;
