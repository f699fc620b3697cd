/** The quiz page by slug (rules:cms quiz page: formId, lastQuestionReferenceId). */
export const QUIZ_PAGE_QUERY = `#graphql
  query QuizPage($slug: String!, $locale: String!, $preview: Boolean!) {
    quizPageCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        slug
        title
        description
        formId
        lastQuestionReferenceId
        questions
        backgroundImage {
          url
          title
          description
          width
          height
        }
        seo {
          seoTitle
          metaDescription
          noindex
          nofollow
          canonicalUrl
        }
        resultProductsCollection(limit: 3) {
          items {
            title
            shopifyHandle
            pdpPrice
            thumbnail {
              url
              title
              description
              width
              height
            }
          }
        }
      }
    }
  }
` as const;
