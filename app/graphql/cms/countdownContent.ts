import type {CountdownBannerFieldsFragment} from 'cmsapi.generated';

/**
 * An event countdown as a countdown banner shows it (rules:cms-calls Event countdown,
 * rules:cms Countdown banner). A fragment, so a page or module query can spread
 * it: `... on EventCountdown { ...CountdownBannerFields }`.
 */
export const COUNTDOWN_BANNER_FRAGMENT = `#graphql
  fragment CountdownBannerFields on EventCountdown {
    title
    subtitle
    endDate
    height
    reversed
    region
    backgroundColor
    dateTextTop
    dateTextBottom
    financingText
    financingMessageKey
    backgroundImage {
      ...ContentImage
    }
    badge {
      text
      type
      region
    }
    cta {
      ...Cta
    }
  }
` as const;

/** An event countdown as a countdown banner shows it. */
export type CmsEventCountdown = CountdownBannerFieldsFragment;
