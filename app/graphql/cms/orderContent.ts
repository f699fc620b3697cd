/** The order confirmation page's copy (rules:cms: rich copy, social links, 'Questions?'). */
export const ORDER_PAGE_QUERY = `#graphql
  query OrderPage($locale: String!, $preview: Boolean!) {
    pageOrderConfirmationCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        title
        body {
          json
        }
        questionsTitle
        questionsCopy {
          json
        }
        showSurvey
        socialLinksCollection(limit: 6) {
          items {
            icon
            url
            alt
          }
        }
      }
    }
  }
` as const;
