import {ASSET_FRAGMENT, PAGE_SEO_FRAGMENT} from './contentFragments';
import {ARTICLE_CARD_FRAGMENT, MODULE_REF_FRAGMENT} from './modulesContent';

/** The blog landing page (/blog): copy, featured articles (rules:cms-constants: 4), categories, modules and SEO. */
export const BLOG_LANDING_QUERY = `#graphql
  query BlogLanding($locale: String!, $preview: Boolean!) {
    pageBlogLandingCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        title
        subtitle
        heroImage {
          ...ModuleAsset
        }
        seo {
          ...PageSeo
        }
        featuredArticlesCollection(limit: 4) {
          items {
            ...ModuleArticleCard
          }
        }
        categoriesCollection(limit: 10) {
          items {
            title
            slug
            description
          }
        }
        modulesCollection(limit: 15) {
          items {
            ...ModuleRef
          }
        }
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
  ${ARTICLE_CARD_FRAGMENT}
  ${MODULE_REF_FRAGMENT}
` as const;

/** A blog category by slug (/blog/categories/{slug}). */
export const BLOG_CATEGORY_QUERY = `#graphql
  query BlogCategory($slug: String!, $locale: String!, $preview: Boolean!) {
    blogCategoryCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        title
        slug
        description
        image {
          ...ModuleAsset
        }
        seo {
          ...PageSeo
        }
      }
    }
    all: blogCategoryCollection(limit: 10, locale: $locale, preview: $preview) {
      items {
        title
        slug
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
` as const;

/** An article by slug (/blog/{slug}/): body with its linked entries and assets, author cards, related articles. */
export const BLOG_ARTICLE_QUERY = `#graphql
  query BlogArticle($slug: String!, $locale: String!, $preview: Boolean!) {
    blogArticleCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        title
        slug
        articleTeaser
        publishDate
        readingTimeMinutes
        heroImage {
          ...ModuleAsset
        }
        blogCategory {
          title
          slug
        }
        author {
          fullName
          slug
          title
        }
        seo {
          ...PageSeo
        }
        articleBody {
          json
          links {
            assets {
              block {
                sys {
                  id
                }
                ...ModuleAsset
              }
            }
            entries {
              hyperlink {
                __typename
                sys {
                  id
                }
                ... on BlogArticle {
                  slug
                }
                ... on PageFlexibleLayout {
                  slug
                }
                ... on QuizPage {
                  slug
                }
                ... on PageLocations {
                  slug
                }
              }
              block {
                __typename
                sys {
                  id
                }
                ... on Product {
                  title
                  shopifyHandle
                  rower
                  thumbnail {
                    ...ModuleAsset
                  }
                  productCategoryCollection(limit: 1) {
                    items {
                      slug
                    }
                  }
                }
              }
              inline {
                __typename
                sys {
                  id
                }
                ... on Product {
                  title
                  shopifyHandle
                  rower
                  productCategoryCollection(limit: 1) {
                    items {
                      slug
                    }
                  }
                }
              }
            }
          }
        }
        relatedArticlesCollection(limit: 3) {
          items {
            ...ModuleArticleCard
          }
        }
        authorCardsCollection(limit: 3) {
          items {
            sys {
              id
            }
            fullName
            title
            shortBio
            longBio {
              json
            }
            questionsAndAnswers
            media {
              ...ModuleAsset
            }
            socialMediaLinksCollection(limit: 6) {
              items {
                icon
                url
                alt
              }
            }
          }
        }
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
  ${ARTICLE_CARD_FRAGMENT}
` as const;
