import {Badges} from '~/components/Badge/Badge';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {imageSrcSet, imageUrl, IMAGE_WIDTHS} from '~/lib/images';
import type {ListingCard} from '~/lib/product/listing';
import * as styles from './ProductCard.css';

/**
 * rules:product-states: listing images are small (at most 1000), drawn a quarter of a wide screen down to most of a
 * phone's: 90vw of Lighthouse's phone is 649 pixels, which 828 serves (decision 0164's step, for the cards).
 */
const CARD_WIDTHS = [400, 640, 828, IMAGE_WIDTHS.small];
const CARD_SIZES = '(min-width: 1025px) 25vw, (min-width: 769px) 40vw, 90vw';

/** A listing card (rules:product-states): thumbnail and hover thumbnail, badge (Promo with a flame), price and urgency message. */
export function ProductCard({
  card,
  eager = false,
  priority = false,
  anchorId,
}: {
  card: ListingCard;
  eager?: boolean;
  priority?: boolean;
  anchorId?: string;
}) {
  return (
    <li className={styles.card} id={anchorId} data-testid="product-card" data-track-item={card.key}>
      <div className={styles.media}>
        {card.image ? (
          <img
            className={styles.image}
            src={imageUrl(card.image.url, {width: 640, format: 'webp'})}
            srcSet={imageSrcSet(card.image.url, CARD_WIDTHS, card.image.width)}
            sizes={CARD_SIZES}
            alt={card.image.alt}
            width={card.image.width}
            height={card.image.height}
            loading={eager ? 'eager' : 'lazy'}
            // The listing's first card is its LCP image on a phone: fetched first.
            {...{fetchpriority: priority ? 'high' : 'auto'}}
            decoding="async"
          />
        ) : null}
        {card.hoverImage ? (
          <img
            className={`${styles.image} ${styles.hover}`}
            src={imageUrl(card.hoverImage.url, {width: 640, format: 'webp'})}
            srcSet={imageSrcSet(card.hoverImage.url, CARD_WIDTHS, card.hoverImage.width)}
            sizes={CARD_SIZES}
            alt=""
            width={card.hoverImage.width}
            height={card.hoverImage.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {card.badge ? (
          <div className={styles.badge}>
            <Badges badges={[card.badge]} />
          </div>
        ) : null}
      </div>
      <LocaleLink to={card.path} className={styles.title}>
        {card.title}
      </LocaleLink>
      {card.subtitle ? <p className={styles.subtitle}>{card.subtitle}</p> : null}
      <PriceBlock
        figures={card.price}
        size="SMALL"
        showSaving={card.kind === 'PACKAGE'}
        payLater="credit-promotion-badge"
      />
      {card.urgency ? <p className={styles.urgency}>{card.urgency}</p> : null}
    </li>
  );
}
