/** The quiz page by slug (spec 2 quiz page: formId, lastQuestionReferenceId). */
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
        backgroundImage { url title description width height }
        seo { seoTitle metaDescription noindex nofollow canonicalUrl }
        resultProductsCollection(limit: 3) { items { title shopifyHandle pdpPrice thumbnail { url title description width height } } }
      }
    }
  }
` as const;

export interface QuizPageQuery {
  quizPageCollection: {
    items: Array<{
      slug: string;
      title: string | null;
      description: string | null;
      formId: string;
      lastQuestionReferenceId: string;
      questions: unknown;
      backgroundImage: {url: string | null; title: string | null; description: string | null; width: number | null; height: number | null} | null;
      seo: {seoTitle: string | null; metaDescription: string | null; noindex: boolean | null; nofollow: boolean | null; canonicalUrl: string | null} | null;
      resultProductsCollection: {
        items: Array<{title: string | null; shopifyHandle: string | null; pdpPrice: number | null; thumbnail: {url: string | null; title: string | null; description: string | null; width: number | null; height: number | null} | null} | null>;
      } | null;
    } | null>;
  } | null;
}
