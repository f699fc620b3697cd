import {ASSET_FRAGMENT, PAGE_SEO_FRAGMENT} from './contentFragments';

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
          ...ModuleAsset
        }
        seo {
          ...PageSeo
        }
        resultProductsCollection(limit: 3) {
          items {
            title
            shopifyHandle
            pdpPrice
            thumbnail {
              ...ModuleAsset
            }
          }
        }
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
` as const;
