/** The cart's CMS settings (spec 3, Cart CMS settings), per locale. */
export const CART_SETTINGS_QUERY = `#graphql
  query CartSettings($locale: String!, $preview: Boolean!) {
    pageCartCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        variant
        title
        errorTitle
        errorText
        financingEnabled
        financingTitle
        financingText
        financingDescription
        urgencyMessages
        secondaryCta {
          __typename
          ... on CtaInternal {
            displayText
          }
        }
        countdown {
          title
          endDate
        }
      }
    }
  }
` as const;

export interface CartSettingsQuery {
  pageCartCollection: {
    items: Array<{
      variant: string | null;
      title: string | null;
      errorTitle: string | null;
      errorText: string | null;
      financingEnabled: boolean | null;
      financingTitle: string | null;
      financingText: string | null;
      financingDescription: string | null;
      urgencyMessages: string[] | null;
      secondaryCta: {__typename: string; displayText?: string | null} | null;
      countdown: {title: string | null; endDate: string | null} | null;
    } | null>;
  } | null;
}
