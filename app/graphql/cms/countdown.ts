import type {CmsCta} from '~/lib/cta';

/**
 * An event countdown as a countdown banner shows it (spec 3 Event countdown,
 * spec 2 Countdown banner). A fragment, so a page or module query can spread
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
      url
      description
      width
      height
    }
    badge {
      text
      type
      region
    }
    cta {
      ...ShellCta
    }
  }
` as const;

export interface CmsEventCountdown {
  title: string | null;
  subtitle: string | null;
  endDate: string | null;
  height: string | null;
  reversed: boolean | null;
  region: string | null;
  backgroundColor: string | null;
  dateTextTop: string | null;
  dateTextBottom: string | null;
  financingText: string | null;
  financingMessageKey: string | null;
  backgroundImage: {url: string | null; description: string | null; width: number | null; height: number | null} | null;
  badge: {text: string | null; type: string | null; region: string | null} | null;
  cta: CmsCta | null;
}
