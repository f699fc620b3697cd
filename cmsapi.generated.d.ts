/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends {[key: string]: unknown}> = {[K in keyof T]: T[K]};
export type Scalars = {
  ID: {input: string; output: string};
  String: {input: string; output: string};
  Boolean: {input: boolean; output: boolean};
  Int: {input: number; output: number};
  Float: {input: number; output: number};
  DateTime: {input: string; output: string};
  Dimension: {input: number; output: number};
  HexColor: {input: string; output: string};
  JSON: {input: unknown; output: unknown};
  Quality: {input: number; output: number};
};

export type BlogLandingQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type BlogLandingQuery = { pageBlogLandingCollection: { items: Array<{ title: string | null, subtitle: string | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, seo: { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, featuredArticlesCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null } | null> } | null, categoriesCollection: { items: Array<{ title: string | null, slug: string | null, description: string | null } | null> } | null, modulesCollection: { items: Array<(
          { sys: { id: string } }
          & { __typename: 'EventCountdown' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' }
        ) | (
          { sys: { id: string } }
          & { __typename: 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' }
        ) | null> } | null } | null> } | null };

export type BlogCategoryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type BlogCategoryQuery = { blogCategoryCollection: { items: Array<{ title: string | null, slug: string | null, description: string | null, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, seo: { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null } | null> } | null, all: { items: Array<{ title: string | null, slug: string | null } | null> } | null };

export type BlogArticleQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type BlogArticleQuery = { blogArticleCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, readingTimeMinutes: number | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null, author: { fullName: string | null, slug: string | null, title: string | null } | null, seo: { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, articleBody: { json: unknown, links: { assets: { block: Array<{ url: string | null, title: string | null, description: string | null, width: number | null, height: number | null, sys: { id: string } } | null> }, entries: { hyperlink: Array<(
              { sys: { id: string } }
              & { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' | 'Footer' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageBlogLanding' | 'PageCart' | 'PageOrderConfirmation' | 'PagePdp' | 'PagePlp' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'Product' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' }
            ) | (
              { slug: string | null, sys: { id: string } }
              & { __typename: 'BlogArticle' | 'PageFlexibleLayout' | 'PageLocations' | 'QuizPage' }
            ) | null>, block: Array<(
              { sys: { id: string } }
              & { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogArticle' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'Footer' | 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'PageOrderConfirmation' | 'PagePdp' | 'PagePlp' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'QuizPage' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' }
            ) | (
              { title: string | null, shopifyHandle: string | null, rower: boolean | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null, sys: { id: string } }
              & { __typename: 'Product' }
            ) | null>, inline: Array<(
              { sys: { id: string } }
              & { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogArticle' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'Footer' | 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' }
            ) | (
              { sys: { id: string } }
              & { __typename: 'PageOrderConfirmation' | 'PagePdp' | 'PagePlp' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'QuizPage' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' }
            ) | (
              { title: string | null, shopifyHandle: string | null, rower: boolean | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null, sys: { id: string } }
              & { __typename: 'Product' }
            ) | null> } } } | null, relatedArticlesCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null } | null> } | null, authorCardsCollection: { items: Array<{ fullName: string | null, title: string | null, shortBio: string | null, questionsAndAnswers: unknown | null, sys: { id: string }, longBio: { json: unknown } | null, media: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, socialMediaLinksCollection: { items: Array<{ icon: string | null, url: string | null, alt: string | null } | null> } | null } | null> } | null } | null> } | null };

export type CartSettingsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type CartSettingsQuery = { pageCartCollection: { items: Array<{ variant: string | null, title: string | null, errorTitle: string | null, errorText: string | null, financingEnabled: boolean | null, financingTitle: string | null, financingText: string | null, financingDescription: string | null, financingMessageKey: string | null, urgencyMessages: Array<string | null> | null, financingModal: { title: string | null, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, description: { json: unknown } | null, ctasCollection: { items: Array<(
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | null> } | null } | null, primaryCta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, secondaryCta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, additionalCtasCollection: { items: Array<(
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null> } | null, countdown: { title: string | null, endDate: string | null } | null, valueProps: { title: string | null, itemsCollection: { items: Array<{ title: string | null, description: string | null } | null> } | null } | null, productSlider: { title: string | null, productsCollection: { items: Array<(
            { title: string | null, shopifyHandle: string | null, pdpDiscountedPrice: number | null, thumbnail: { url: string | null, description: string | null, width: number | null, height: number | null } | null }
            & { __typename: 'Package' }
          ) | (
            { title: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null, thumbnail: { url: string | null, description: string | null, width: number | null, height: number | null } | null }
            & { __typename: 'Product' }
          ) | null> } | null } | null } | null> } | null };

export type CartEditorContentQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type CartEditorContentQuery = { configuratorCollection: { items: Array<{ sys: { id: string } } | null> } | null };

export type CartLineProductsQueryVariables = Exact<{
  handles: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type CartLineProductsQuery = { productCollection: { items: Array<{ shopifyHandle: string | null, cartTitle: string | null, thumbnail: { url: string | null, description: string | null } | null, badgesCollection: { items: Array<{ text: string | null, displayText: string | null, type: string | null, region: string | null } | null> } | null, descriptionTeaser: { json: unknown } | null } | null> } | null };

export type CompareRowersQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type CompareRowersQuery = { productCompareProductCollection: { items: Array<{ title: string | null, shopifyId: string | null, type: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, monthlyPrice: number | null, monthlyDiscountPrice: number | null, specifications: unknown | null, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, variantsCollection: { items: Array<{ title: string | null, swatchColor: string | null } | null> } | null, image: { url: string | null, description: string | null, width: number | null, height: number | null } | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productImagesCollection: { items: Array<{ url: string | null, description: string | null, width: number | null, height: number | null } | null> } | null } | null } | null> } | null };

export type ConfiguratorQueryVariables = Exact<{
  id: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ConfiguratorQuery = { configuratorCollection: { items: Array<{ autoScroll: boolean | null, mediaInsertPosition: number | null, sys: { id: string }, product: { title: string | null, shopifyId: string | null, shopifyHandle: string | null, inStockMessage: string | null, outOfStockMessage: string | null, outOfStockAppearance: string | null } | null, stepsCollection: { items: Array<{ stepId: string | null, type: string | null, subType: string | null, displayMode: string | null, stepTabName: string | null, stepFullName: string | null, stepDescriptionFontSize: string | null, includeNoOption: boolean | null, noOptionPosition: string | null, soldOutText: string | null, collapsible: boolean | null, hidePrices: boolean | null, sys: { id: string }, stepDescriptionRichText: { json: unknown } | null, noOption: { shortText: string | null, sys: { id: string } } | null, faqLink: (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | null, warrantyLogo: { url: string | null, description: string | null, width: number | null, height: number | null } | null, modal: { title: string | null, image: { url: string | null, description: string | null, width: number | null, height: number | null } | null, mobileImage: { url: string | null, description: string | null, width: number | null, height: number | null } | null, description: { json: unknown } | null, ctasCollection: { items: Array<(
                { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
                & { __typename: 'CtaExternal' }
              ) | (
                { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
                  { slug: string | null }
                  & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
                ) | (
                  { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
                  & { __typename: 'PagePdp' }
                ) | null, videoModal: { url: string | null } | null }
                & { __typename: 'CtaInternal' }
              ) | null> } | null } | null, defaultProductsCollection: { items: Array<(
              { sys: { id: string } }
              & { __typename: 'Package' | 'Product' | 'ProductVariant' }
            ) | null> } | null, productsCollection: { items: Array<(
              { title: string | null, shopifyHandle: string | null, description: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, description: string | null, width: number | null, height: number | null } | null, shopifyDiscount: { productId: string | null } | null, productsCollection: { items: Array<{ title: string | null, type: string | null, shopifyId: string | null, rower: boolean | null } | null> } | null }
              & { __typename: 'Package' }
            ) | (
              { title: string | null, cartTitle: string | null, shopifyId: string | null, shopifyHandle: string | null, configuratorPreselectionId: string | null, inStockMessage: string | null, outOfStockMessage: string | null, outOfStockAppearance: string | null, sys: { id: string }, accessoryConfiguratorImage: { url: string | null, description: string | null, width: number | null, height: number | null } | null, thumbnail: { url: string | null, description: string | null, width: number | null, height: number | null } | null }
              & { __typename: 'Product' }
            ) | (
              { title: string | null, shopifyId: string | null, colorSlug: string | null, swatchColor: string | null, configuratorPreselectionId: string | null, inStockMessage: string | null, outOfStockMessage: string | null, sys: { id: string }, thumbnail: { url: string | null, description: string | null, width: number | null, height: number | null } | null }
              & { __typename: 'ProductVariant' }
            ) | null> } | null } | null> } | null } | null> } | null };

export type PdpConfiguratorIdQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type PdpConfiguratorIdQuery = { pagePdpCollection: { items: Array<{ configurator: { sys: { id: string } } | null } | null> } | null };

export type ModuleAssetFragment = { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null };

export type ContentImageFragment = { url: string | null, description: string | null, width: number | null, height: number | null };

export type PageSeoFragment = { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null };

type TargetPage_CtSmL0iGvEkCcCvm9FjnxG9PTq02ZhWpd0pNesha_Fragment = { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' | 'Footer' };

type TargetPage_JoyAXuN5dD4jzCsf7123cshcmez1Cn0ufg0rk4goM_Fragment = { __typename: 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' };

type TargetPage_7M8fmkDzzABjUDyabVhnsgLyGLc834XhZxTmghOhBm_Fragment = { __typename: 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageOrderConfirmation' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'Product' };

type TargetPage_BxVzXz9u2YDioheXf29dXBnr1Y8C3MBxOyj7zhbY1Q_Fragment = { __typename: 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' };

type TargetPage_C4ZgsvPFvDGd4dMp1oYzvIt6Dgbhtqy8ts2Yzk2Giwo_Fragment = (
  { slug: string | null }
  & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
);

type TargetPage_PagePdp_Fragment = (
  { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
  & { __typename: 'PagePdp' }
);

export type TargetPageFragment = TargetPage_CtSmL0iGvEkCcCvm9FjnxG9PTq02ZhWpd0pNesha_Fragment | TargetPage_JoyAXuN5dD4jzCsf7123cshcmez1Cn0ufg0rk4goM_Fragment | TargetPage_7M8fmkDzzABjUDyabVhnsgLyGLc834XhZxTmghOhBm_Fragment | TargetPage_BxVzXz9u2YDioheXf29dXBnr1Y8C3MBxOyj7zhbY1Q_Fragment | TargetPage_C4ZgsvPFvDGd4dMp1oYzvIt6Dgbhtqy8ts2Yzk2Giwo_Fragment | TargetPage_PagePdp_Fragment;

export type InfoModalCopyFragment = { title: string | null, description: { json: unknown } | null, ctasCollection: { items: Array<(
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
      & { __typename: 'CtaExternal' }
    ) | (
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
        { slug: string | null }
        & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
      ) | (
        { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
        & { __typename: 'PagePdp' }
      ) | null, videoModal: { url: string | null } | null }
      & { __typename: 'CtaInternal' }
    ) | null> } | null };

type Cta_Cnkya9M6aPeM1SkDxMyJoz8coF3vnxmrWjKFhhSjI_Fragment = { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogArticle' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' | 'Footer' | 'GaugeStat' };

type Cta_HQv1FZcgmeJoIb0eS19GCaLdvXfQwaCrShV74nPbrm_Fragment = { __typename: 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' | 'ModulePressQuotes' };

type Cta_CpXmaSfQnrwQlVj40KlYiPghfourvqrpiXjhbfv9M_Fragment = { __typename: 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PageOrderConfirmation' | 'PagePdp' };

type Cta_1pMKmDc9VkCnMuzWbdPaLFsq21tIsyt3RcVyWcmSq_Fragment = { __typename: 'PagePlp' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'Product' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'QuizPage' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' };

type Cta_CtaExternal_Fragment = (
  { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
  & { __typename: 'CtaExternal' }
);

type Cta_CtaInternal_Fragment = (
  { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
    { slug: string | null }
    & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
  ) | (
    { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
    & { __typename: 'PagePdp' }
  ) | null, videoModal: { url: string | null } | null }
  & { __typename: 'CtaInternal' }
);

export type CtaFragment = Cta_Cnkya9M6aPeM1SkDxMyJoz8coF3vnxmrWjKFhhSjI_Fragment | Cta_HQv1FZcgmeJoIb0eS19GCaLdvXfQwaCrShV74nPbrm_Fragment | Cta_CpXmaSfQnrwQlVj40KlYiPghfourvqrpiXjhbfv9M_Fragment | Cta_1pMKmDc9VkCnMuzWbdPaLFsq21tIsyt3RcVyWcmSq_Fragment | Cta_CtaExternal_Fragment | Cta_CtaInternal_Fragment;

export type CountdownBannerFieldsFragment = { title: string | null, subtitle: string | null, endDate: string | null, height: string | null, reversed: boolean | null, region: string | null, backgroundColor: string | null, dateTextTop: string | null, dateTextBottom: string | null, financingText: string | null, financingMessageKey: string | null, backgroundImage: { url: string | null, description: string | null, width: number | null, height: number | null } | null, badge: { text: string | null, type: string | null, region: string | null } | null, cta: (
    { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
    & { __typename: 'CtaExternal' }
  ) | (
    { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
      { slug: string | null }
      & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
    ) | (
      { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
      & { __typename: 'PagePdp' }
    ) | null, videoModal: { url: string | null } | null }
    & { __typename: 'CtaInternal' }
  ) | null };

export type PlpPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type PlpPageQuery = { pagePlpCollection: { items: Array<{ title: string | null, description: string | null, seo: { priceOrganizationalSchemaValidFrom: string | null, priceOrganizationalSchemaValidUntil: string | null, seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, productsCollection: { items: Array<(
          { title: string | null, altTitle: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productsCollection: { items: Array<{ shopifyHandle: string | null, rower: boolean | null } | null> } | null }
          & { __typename: 'Package' }
        ) | (
          { title: string | null, rower: boolean | null, shopifyId: string | null, shopifyHandle: string | null, plpUrgencyMessage: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, productCategoryCollection: { items: Array<{ slug: string | null, enabled: boolean | null, useToBuildPdpUrl: boolean | null } | null> } | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, hoverThumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null }
          & { __typename: 'Product' }
        ) | null> } | null } | null> } | null };

export type PackagePageQueryVariables = Exact<{
  handle: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type PackagePageQuery = { packageCollection: { items: Array<{ title: string | null, altTitle: string | null, description: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productsCollection: { items: Array<{ title: string | null, type: string | null, rower: boolean | null, shopifyId: string | null, shopifyHandle: string | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, shopifyDiscount: { productId: string | null, discountModalMessage: string | null } | null, seo: { priceOrganizationalSchemaValidFrom: string | null, priceOrganizationalSchemaValidUntil: string | null, seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null } | null> } | null };

export type LocationsPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type LocationsPageQuery = { pageLocationsCollection: { items: Array<{ slug: string | null, title: string | null, description: string | null, defaultRadiusMiles: number | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, seo: { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, storesCollection: { items: Array<{ name: string | null, slug: string | null, shortDescription: string | null, webAddress: string | null, phone: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, sys: { id: string }, hours: { json: unknown } | null, coordinates: { lat: number | null, lon: number | null } | null, productsSoldCollection: { items: Array<{ title: string | null } | null> } | null } | null> } | null, hotelsCollection: { items: Array<{ name: string | null, slug: string | null, shortDescription: string | null, bookingUrl: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, equipmentCountFitnessCenter: number | null, equipmentCountRoom: number | null, locationType: string | null, starRating: number | null, phoneNumber: string | null, sys: { id: string }, coordinates: { lat: number | null, lon: number | null } | null } | null> } | null } | null> } | null };

export type ModuleValuePropFragment = { title: string | null, description: string | null, icon: string | null, sys: { id: string } };

export type ModuleBadgeFragment = { text: string | null, type: string | null, region: string | null };

type ModuleRef_GoeKuJkSjTlelKjwBot9sOcUqqHlQSxepiWmU1a0g_Fragment = (
  { sys: { id: string } }
  & { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogArticle' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' }
);

type ModuleRef_Cd1SAffPnyGss7G3PDbPOjJjzmKhPuAyOdw1PzAg8_Fragment = (
  { sys: { id: string } }
  & { __typename: 'Footer' | 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' }
);

type ModuleRef_9IFi4qoaTrqAe4RPfCEjhA6CiV9HcVvKaXhgDmpS1kY_Fragment = (
  { sys: { id: string } }
  & { __typename: 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'Package' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' }
);

type ModuleRef_FHf4MkCg7ZviAdVlJ5XObPbPkGsugF6NJuq6YyT4A_Fragment = (
  { sys: { id: string } }
  & { __typename: 'PageOrderConfirmation' | 'PagePdp' | 'PagePlp' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'Product' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'QuizPage' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' }
);

export type ModuleRefFragment = ModuleRef_GoeKuJkSjTlelKjwBot9sOcUqqHlQSxepiWmU1a0g_Fragment | ModuleRef_Cd1SAffPnyGss7G3PDbPOjJjzmKhPuAyOdw1PzAg8_Fragment | ModuleRef_9IFi4qoaTrqAe4RPfCEjhA6CiV9HcVvKaXhgDmpS1kY_Fragment | ModuleRef_FHf4MkCg7ZviAdVlJ5XObPbPkGsugF6NJuq6YyT4A_Fragment;

export type ModuleProductSummaryFragment = { title: string | null, type: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null };

type ModuleProductCard_GoeKuJkSjTlelKjwBot9sOcUqqHlQSxepiWmU1a0g_Fragment = { __typename: 'Badge' | 'BannerContentItem' | 'BaseComponent' | 'BentoBlock' | 'BlogArticle' | 'BlogAuthor' | 'BlogCategory' | 'Coach' | 'Configurator' | 'ConfiguratorInfoModal' | 'ConfiguratorStep' | 'Contact' | 'CtaExternal' | 'CtaInternal' | 'Effectiveness' | 'EquipmentCompareItem' | 'EventCountdown' | 'FaqItem' | 'FeaturedReview' | 'FontStyle' };

type ModuleProductCard_Cd1SAffPnyGss7G3PDbPOjJjzmKhPuAyOdw1PzAg8_Fragment = { __typename: 'Footer' | 'GaugeStat' | 'HighlightCard' | 'LocationHotel' | 'LocationStore' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' };

type ModuleProductCard_IcLHdgRsv4CpQJtSiuu0vFpQkUHbC9rLeqvSPx4_Fragment = { __typename: 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' | 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' | 'Navigation' | 'NavigationBanner' | 'NavigationColumn' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PageOrderConfirmation' };

type ModuleProductCard_XZr0eLHjbLTigE19dnLgs6DEcMvreFtO8aFjYcjOprU_Fragment = { __typename: 'PagePdp' | 'PagePlp' | 'PdpSidebarItem' | 'Person' | 'PressQuote' | 'ProductCategory' | 'ProductCompareProduct' | 'ProductVariant' | 'QuizPage' | 'Seo' | 'ShopifyDiscount' | 'SocialLink' | 'SubFooter' | 'Testimonial' | 'Text' | 'ValueProp' | 'WorkoutActivity' };

type ModuleProductCard_Package_Fragment = (
  { title: string | null, type: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null }
  & { __typename: 'Package' }
);

type ModuleProductCard_Product_Fragment = (
  { title: string | null, type: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null }
  & { __typename: 'Product' }
);

export type ModuleProductCardFragment = ModuleProductCard_GoeKuJkSjTlelKjwBot9sOcUqqHlQSxepiWmU1a0g_Fragment | ModuleProductCard_Cd1SAffPnyGss7G3PDbPOjJjzmKhPuAyOdw1PzAg8_Fragment | ModuleProductCard_IcLHdgRsv4CpQJtSiuu0vFpQkUHbC9rLeqvSPx4_Fragment | ModuleProductCard_XZr0eLHjbLTigE19dnLgs6DEcMvreFtO8aFjYcjOprU_Fragment | ModuleProductCard_Package_Fragment | ModuleProductCard_Product_Fragment;

export type ModuleCoachFragment = { name: string | null, slug: string | null, title: string | null, bio: string | null, specialties: Array<string | null> | null, sys: { id: string }, photo: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null };

export type ModuleArticleCardFragment = { title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null };

export type ModuleLocationStoreFragment = { name: string | null, slug: string | null, shortDescription: string | null, webAddress: string | null, phone: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, sys: { id: string }, hours: { json: unknown } | null, coordinates: { lat: number | null, lon: number | null } | null, productsSoldCollection: { items: Array<{ title: string | null } | null> } | null };

export type ModuleLocationHotelFragment = { name: string | null, slug: string | null, shortDescription: string | null, bookingUrl: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, equipmentCountFitnessCenter: number | null, equipmentCountRoom: number | null, locationType: string | null, starRating: number | null, phoneNumber: string | null, sys: { id: string }, coordinates: { lat: number | null, lon: number | null } | null };

export type ModuleHeroEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleHeroEntriesQuery = { items: { items: Array<(
      { scrollNavigationTitle: string | null, title: string | null, subtitle: string | null, description: string | null, backgroundColor: string | null, textAlignment: string | null, slidesCollection: { items: Array<(
          { title: string | null, subtitle: string | null, description: string | null, backgroundColor: string | null, textAlignment: string | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, heroImageMobile: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, backgroundVideo: { url: string | null } | null, ctasCollection: { items: Array<(
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
              & { __typename: 'CtaExternal' }
            ) | (
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
                { slug: string | null }
                & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
              ) | (
                { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
                & { __typename: 'PagePdp' }
              ) | null, videoModal: { url: string | null } | null }
              & { __typename: 'CtaInternal' }
            ) | null> } | null, valuePropsCollection: { items: Array<{ title: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
          & { __typename: 'ModuleHero' }
        ) | null> } | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, heroImageMobile: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, backgroundVideo: { url: string | null } | null, ctasCollection: { items: Array<(
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null> } | null, valuePropsCollection: { items: Array<{ title: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleHero' }
    ) | null> } | null };

export type HeroSlideFragment = (
  { title: string | null, subtitle: string | null, description: string | null, backgroundColor: string | null, textAlignment: string | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, heroImageMobile: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, backgroundVideo: { url: string | null } | null, ctasCollection: { items: Array<(
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
      & { __typename: 'CtaExternal' }
    ) | (
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
        { slug: string | null }
        & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
      ) | (
        { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
        & { __typename: 'PagePdp' }
      ) | null, videoModal: { url: string | null } | null }
      & { __typename: 'CtaInternal' }
    ) | null> } | null, valuePropsCollection: { items: Array<{ title: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
  & { __typename: 'ModuleHero' }
);

export type ModuleHeroSplitEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleHeroSplitEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, textAlignment: string | null, titlePlacement: string | null, mobileTitlePlacement: string | null, backgroundColor: string | null, height: string | null, splitSize: string | null, imagePosition: string | null, scrollNavigationTitle: string | null, appVariant: boolean | null, description: { json: unknown } | null, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, heroImageMobile: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, insetBackgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, logoImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, ctAsCollection: { items: Array<(
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null> } | null, appStoreLinksCollection: { items: Array<(
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleHeroSplit' }
    ) | null> } | null };

export type ModuleTeaserEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleTeaserEntriesQuery = { items: { items: Array<(
      { eyebrow: string | null, title: string | null, description: string | null, imagePosition: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, video: { url: string | null } | null, videoCover: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, sys: { id: string } }
      & { __typename: 'ModuleTeaser' }
    ) | null> } | null };

export type ModuleValuePropsEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleValuePropsEntriesQuery = { items: { items: Array<(
      { title: string | null, layout: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, itemsCollection: { items: Array<{ title: string | null, description: string | null, icon: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleValueProps' }
    ) | null> } | null };

export type ModuleHighlightsGridEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleHighlightsGridEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, collapsible: boolean | null, slow: boolean | null, backgroundColor: string | null, scrollNavigationTitle: string | null, cardsCollection: { items: Array<{ title: string | null, description: string | null, sys: { id: string }, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleHighlightsGrid' }
    ) | null> } | null };

export type ModuleFaqEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleFaqEntriesQuery = { items: { items: Array<(
      { title: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, fontStyle: { titleFontLevel: string | null, titleFontWeight: string | null, titleHeadingLevel: string | null } | null, questionFontStyle: { titleFontLevel: string | null, titleFontWeight: string | null, titleHeadingLevel: string | null } | null, itemsCollection: { items: Array<{ question: string | null, answer: string | null, openOnLoad: boolean | null, sys: { id: string }, answerRichText: { json: unknown } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleFaq' }
    ) | null> } | null };

export type ModuleEquipmentCompareEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleEquipmentCompareEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, legendCollection: { items: Array<{ title: string | null, value: number | null, icon: string | null } | null> } | null, itemsCollection: { items: Array<{ name: string | null, icon: string | null, isHighlighted: boolean | null, sys: { id: string }, lowImpact: { title: string | null, value: number | null } | null, upperBody: { title: string | null, value: number | null } | null, lowerBody: { title: string | null, value: number | null } | null, rangeOfMotion: { title: string | null, value: number | null } | null, core: { title: string | null, value: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleEquipmentCompare' }
    ) | null> } | null };

export type ModuleProductComparisonEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleProductComparisonEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, rowLabels: Array<string | null> | null, backgroundColor: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, valuePropsCollection: { items: Array<{ title: string | null, description: string | null, icon: string | null, sys: { id: string } } | null> } | null, productsCollection: { items: Array<(
          { title: string | null, type: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null }
          & { __typename: 'Product' }
        ) | (
          { title: string | null, rower: boolean | null, type: string | null, monthlyPrice: number | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, specifications: unknown | null, sys: { id: string }, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null, product: { shopifyHandle: string | null, rower: boolean | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null, cta: (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | null }
          & { __typename: 'ProductCompareProduct' }
        ) | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleProductComparison' }
    ) | null> } | null };

export type ModuleReviewsEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleReviewsEntriesQuery = { items: { items: Array<(
      { title: string | null, displayIndividualReviews: boolean | null, displayRatingsFilter: boolean | null, reviewLimit: number | null, scrollNavigationTitle: string | null, product: { shopifyHandle: string | null } | null, featuredReviewsCollection: { items: Array<{ starRating: number | null, description: string | null, reviewText: string | null, reviewerName: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleReviews' }
    ) | null> } | null };

export type ModulePressQuotesEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModulePressQuotesEntriesQuery = { items: { items: Array<(
      { title: string | null, backgroundColor: string | null, autoplay: boolean | null, scrollNavigationTitle: string | null, quotesCollection: { items: Array<{ publication: string | null, quote: string | null, url: string | null, publishedDate: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
      & { __typename: 'ModulePressQuotes' }
    ) | null> } | null };

export type ModuleTestimonialsEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleTestimonialsEntriesQuery = { items: { items: Array<(
      { title: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, testimonialsCollection: { items: Array<{ name: string | null, location: string | null, quote: string | null, sys: { id: string }, photo: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleTestimonials' }
    ) | null> } | null };

export type ModulePeopleListEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModulePeopleListEntriesQuery = { items: { items: Array<(
      { title: string | null, description: string | null, scrollNavigationTitle: string | null, peopleCollection: { items: Array<{ name: string | null, role: string | null, bio: string | null, linkedinUrl: string | null, sys: { id: string }, photo: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModulePeopleList' }
    ) | null> } | null };

export type ModuleCareersListEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleCareersListEntriesQuery = { items: { items: Array<(
      { title: string | null, copy: string | null, departments: Array<string | null> | null, emptyStateText: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, sys: { id: string } }
      & { __typename: 'ModuleCareersList' }
    ) | null> } | null };

export type ModuleNewsletterEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleNewsletterEntriesQuery = { items: { items: Array<(
      { title: string | null, description: string | null, inputPlaceholderText: string | null, emailNotification: string | null, confirmationMessage: string | null, formId: string | null, buttonText: string | null, backgroundColor: string | null, backgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, sys: { id: string } }
      & { __typename: 'ModuleNewsletter' }
    ) | null> } | null };

export type ModuleContactCardEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleContactCardEntriesQuery = { items: { items: Array<(
      { title: string | null, supportContactTitle: string | null, supportContact: string | null, commercialTitle: string | null, commercialContact: string | null, pressContactTitle: string | null, pressContact: string | null, backgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, sys: { id: string } }
      & { __typename: 'ModuleContactCard' }
    ) | null> } | null };

export type ModuleReferralFormEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleReferralFormEntriesQuery = { items: { items: Array<(
      { title: string | null, copy: string | null, useReferralApi: boolean | null, backgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, sys: { id: string } }
      & { __typename: 'ModuleReferralForm' }
    ) | null> } | null };

export type ModuleMetricsGaugeEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleMetricsGaugeEntriesQuery = { items: { items: Array<(
      { heading: string | null, subheading: string | null, bodyText: string | null, totalScore: number | null, badgeText: string | null, infoCardHeading: string | null, infoCardDescription: string | null, scrollNavigationTitle: string | null, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, gaugeStatsCollection: { items: Array<{ label: string | null, value: number | null, arcColor: string | null, description: string | null, sys: { id: string } } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleMetricsGauge' }
    ) | null> } | null };

export type ModuleBlogPromoEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleBlogPromoEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, articlesCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleBlogPromo' }
    ) | null> } | null };

export type ModuleRelatedArticlesEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleRelatedArticlesEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, description: string | null, displayCount: number | null, scrollNavigationTitle: string | null, fullArticleCta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, category: { slug: string | null } | null, manualArticleOverridesCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleRelatedArticles' }
    ) | null> } | null };

export type ModuleLocatorEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleLocatorEntriesQuery = { items: { items: Array<(
      { title: string | null, description: string | null, locationTypes: string | null, searchRadiusMiles: number | null, searchPlaceholderText: string | null, scrollNavigationTitle: string | null, storesCollection: { items: Array<{ sys: { id: string } } | null> } | null, hotelsCollection: { items: Array<{ sys: { id: string } } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleLocator' }
    ) | null> } | null };

export type ModuleProductCarouselEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleProductCarouselEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, showPrices: boolean | null, autoplay: boolean | null, backgroundColor: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, productsCollection: { items: Array<(
          { title: string | null, type: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null }
          & { __typename: 'Package' }
        ) | (
          { title: string | null, type: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null }
          & { __typename: 'Product' }
        ) | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleProductCarousel' }
    ) | null> } | null };

export type EventCountdownEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type EventCountdownEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, endDate: string | null, dateTextTop: string | null, dateTextBottom: string | null, financingText: string | null, reversed: boolean | null, height: string | null, region: string | null, backgroundColor: string | null, scrollNavigationTitle: string | null, backgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badge: { text: string | null, type: string | null } | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, sys: { id: string } }
      & { __typename: 'EventCountdown' }
    ) | null> } | null };

export type ModuleBentoEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleBentoEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, layout: string | null, initialRowDisplayCount: number | null, scrollNavigationTitle: string | null, blocksCollection: { items: Array<{ title: string | null, description: string | null, sys: { id: string }, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, cta: (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleBento' }
    ) | null> } | null };

export type ModuleWorkoutActivitiesEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleWorkoutActivitiesEntriesQuery = { items: { items: Array<(
      { title: string | null, subtitle: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, activitiesCollection: { items: Array<{ name: string | null, activityLevel: string | null, shortDescription: string | null, sys: { id: string }, image: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, video: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badge: { text: string | null, type: string | null, region: string | null } | null, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleWorkoutActivities' }
    ) | null> } | null };

export type ModuleJumpButtonEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleJumpButtonEntriesQuery = { items: { items: Array<(
      { variant: string | null, displayMode: string | null, text: string | null, jumpLinkTarget: string | null, sys: { id: string } }
      & { __typename: 'ModuleJumpButton' }
    ) | null> } | null };

export type ModuleProductStickyEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleProductStickyEntriesQuery = { items: { items: Array<(
      { reviewScore: number | null, totalReviews: number | null, displayReviews: boolean | null, displayReviewCount: boolean | null, displayOnScroll: boolean | null, desktopPosition: string | null, mobilePosition: string | null, backgroundColor: string | null, hideStrikethrough: boolean | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, product: (
        { title: string | null, type: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null }
        & { __typename: 'Package' }
      ) | (
        { title: string | null, type: string | null, rower: boolean | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, badgesCollection: { items: Array<{ text: string | null, type: string | null, region: string | null } | null> } | null, sys: { id: string }, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null }
        & { __typename: 'Product' }
      ) | null, sys: { id: string } }
      & { __typename: 'ModuleProductSticky' }
    ) | null> } | null };

export type ModuleCoachesEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleCoachesEntriesQuery = { items: { items: Array<(
      { title: string | null, description: string | null, scrollNavigationTitle: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, coachesCollection: { items: Array<{ languages: Array<string | null> | null, name: string | null, slug: string | null, title: string | null, bio: string | null, specialties: Array<string | null> | null, sys: { id: string }, photo: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleCoaches' }
    ) | null> } | null };

export type ModuleCoachingSchedulerEntriesQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ModuleCoachingSchedulerEntriesQuery = { items: { items: Array<(
      { title: string | null, sessionLengthMinutes: number | null, bookingWindowDays: number | null, confirmationMessage: string | null, region: string | null, description: { json: unknown } | null, product: { shopifyHandle: string | null, title: string | null, pdpPrice: number | null } | null, coachesCollection: { items: Array<{ timeZone: string | null, name: string | null, slug: string | null, title: string | null, bio: string | null, specialties: Array<string | null> | null, sys: { id: string }, photo: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null, sys: { id: string } }
      & { __typename: 'ModuleCoachingScheduler' }
    ) | null> } | null };

export type LocationsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type LocationsQuery = { locationStoreCollection: { items: Array<{ name: string | null, slug: string | null, shortDescription: string | null, webAddress: string | null, phone: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, sys: { id: string }, hours: { json: unknown } | null, coordinates: { lat: number | null, lon: number | null } | null, productsSoldCollection: { items: Array<{ title: string | null } | null> } | null } | null> } | null, locationHotelCollection: { items: Array<{ name: string | null, slug: string | null, shortDescription: string | null, bookingUrl: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, equipmentCountFitnessCenter: number | null, equipmentCountRoom: number | null, locationType: string | null, starRating: number | null, phoneNumber: string | null, sys: { id: string }, coordinates: { lat: number | null, lon: number | null } | null } | null> } | null };

export type ArticleCardsQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ArticleCardsQuery = { blogArticleCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, publishDate: string | null, sys: { id: string }, heroImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, blogCategory: { title: string | null, slug: string | null } | null } | null> } | null };

export type OrderPageQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type OrderPageQuery = { pageOrderConfirmationCollection: { items: Array<{ title: string | null, questionsTitle: string | null, showSurvey: boolean | null, body: { json: unknown } | null, questionsCopy: { json: unknown } | null, socialLinksCollection: { items: Array<{ icon: string | null, url: string | null, alt: string | null } | null> } | null } | null> } | null };

export type PageBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type PageBySlugQuery = { pageFlexibleLayoutCollection: { items: Array<{ slug: string | null, region: string | null, useScrollNavigation: boolean | null, analyticsPageVariantId: string | null, title: string | null, sys: { id: string }, seo: { organizationLogoUrl: string | null, organizationImageUrl: string | null, organizationSupportEmail: string | null, organizationDescription: string | null, organizationTelephone: string | null, organizationRatingValue: number | null, organizationRatingCount: number | null, seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null, ogImagesCollection: { items: Array<{ url: string | null } | null> } | null } | null, modulesCollection: { items: Array<(
          { sys: { id: string } }
          & { __typename: 'EventCountdown' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' }
        ) | (
          { sys: { id: string } }
          & { __typename: 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' }
        ) | null> } | null } | null> } | null };

export type CmsBadgeFragment = { internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null };

export type CmsSeoFragment = { priceOrganizationalSchemaValidFrom: string | null, priceOrganizationalSchemaValidUntil: string | null, seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null };

export type PdpPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type PdpPageQuery = { pagePdpCollection: { items: Array<{ slug: string | null, noteBannerText: string | null, noteBannerBackgroundColor: string | null, noteBannerOpacity: number | null, sidebarSpacing: string | null, scrollType: string | null, useScrollNavigation: boolean | null, sys: { id: string }, modulesCollection: { items: Array<(
          { sys: { id: string } }
          & { __typename: 'EventCountdown' | 'ModuleBento' | 'ModuleBlogPromo' | 'ModuleCareersList' | 'ModuleCoaches' | 'ModuleCoachingScheduler' | 'ModuleContactCard' | 'ModuleEquipmentCompare' | 'ModuleFaq' | 'ModuleHero' | 'ModuleHeroSplit' | 'ModuleHighlightsGrid' | 'ModuleJumpButton' | 'ModuleLocator' | 'ModuleMetricsGauge' | 'ModuleNewsletter' | 'ModulePeopleList' | 'ModulePressQuotes' | 'ModuleProductCarousel' | 'ModuleProductComparison' }
        ) | (
          { sys: { id: string } }
          & { __typename: 'ModuleProductSticky' | 'ModuleReferralForm' | 'ModuleRelatedArticles' | 'ModuleReviews' | 'ModuleTeaser' | 'ModuleTestimonials' | 'ModuleValueProps' | 'ModuleWorkoutActivities' }
        ) | null> } | null, seo: { priceOrganizationalSchemaValidFrom: string | null, priceOrganizationalSchemaValidUntil: string | null, seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, product: { title: string | null, name: string | null, altTitle: string | null, type: string | null, rower: boolean | null, featured: boolean | null, showWarranty: boolean | null, displayReviews: boolean | null, shopifyId: string | null, shopifyHandle: string | null, configuratorPreselectionId: string | null, plpUrgencyMessage: string | null, pdpFinanceMessageKey: string | null, financingInactive: boolean | null, showFinancing: boolean | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, monthlyPrice: number | null, monthlyDiscountPrice: number | null, discountAmount: number | null, inStockMessage: string | null, outOfStockMessage: string | null, outOfStockAppearance: string | null, sys: { id: string }, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, productCategoryCollection: { items: Array<{ internalName: string | null, title: string | null, slug: string | null, useToBuildPdpUrl: boolean | null, enabled: boolean | null } | null> } | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productImagesCollection: { items: Array<{ url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null> } | null, variantsCollection: { items: Array<{ title: string | null, shopifyId: string | null, colorSlug: string | null, swatchColor: string | null, productImagesCollection: { items: Array<{ url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null> } | null } | null> } | null, descriptionTeaser: { json: unknown } | null, fullProductDescription: { json: unknown } | null, orderMessage: { json: unknown } | null, outOfStockOrderMessage: { json: unknown } | null, shopifyDiscount: { discountModalMessage: string | null } | null } | null, sidebarCollection: { items: Array<{ blockType: string | null, title: string | null, region: string | null, displayMode: string | null, sys: { id: string }, content: (
            { internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null }
            & { __typename: 'Badge' }
          ) | (
            { component: string | null, displayMode: string | null, props: unknown | null }
            & { __typename: 'BaseComponent' }
          ) | (
            { mediaInsertPosition: number | null, sys: { id: string } }
            & { __typename: 'Configurator' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | (
            { title: string | null, endDate: string | null }
            & { __typename: 'EventCountdown' }
          ) | (
            { itemsCollection: { items: Array<{ title: string | null, description: string | null } | null> } | null }
            & { __typename: 'ModuleValueProps' }
          ) | (
            { title: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, productsCollection: { items: Array<{ title: string | null, rower: boolean | null } | null> } | null }
            & { __typename: 'Package' }
          ) | { __typename: 'Product' } | (
            { type: string | null, displayMode: string | null, shortText: string | null, color: string | null, richText: { json: unknown } | null, fontStyle: { paragraphTextStyle: string | null } | null }
            & { __typename: 'Text' }
          ) | null, itemsCollection: { items: Array<(
              { title: string | null, shopifyHandle: string | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productsCollection: { items: Array<{ title: string | null, rower: boolean | null } | null> } | null }
              & { __typename: 'Package' }
            ) | { __typename: 'Product' } | null> } | null } | null> } | null } | null> } | null };

export type CmsProductFragment = { title: string | null, name: string | null, altTitle: string | null, type: string | null, rower: boolean | null, featured: boolean | null, showWarranty: boolean | null, displayReviews: boolean | null, shopifyId: string | null, shopifyHandle: string | null, configuratorPreselectionId: string | null, plpUrgencyMessage: string | null, pdpFinanceMessageKey: string | null, financingInactive: boolean | null, showFinancing: boolean | null, pdpPrice: number | null, pdpDiscountedPrice: number | null, monthlyPrice: number | null, monthlyDiscountPrice: number | null, discountAmount: number | null, inStockMessage: string | null, outOfStockMessage: string | null, outOfStockAppearance: string | null, sys: { id: string }, badgesCollection: { items: Array<{ internalName: string | null, text: string | null, displayText: string | null, type: string | null, region: string | null, backgroundColor: string | null, size: string | null } | null> } | null, productCategoryCollection: { items: Array<{ internalName: string | null, title: string | null, slug: string | null, useToBuildPdpUrl: boolean | null, enabled: boolean | null } | null> } | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, productImagesCollection: { items: Array<{ url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null> } | null, variantsCollection: { items: Array<{ title: string | null, shopifyId: string | null, colorSlug: string | null, swatchColor: string | null, productImagesCollection: { items: Array<{ url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null> } | null } | null> } | null, descriptionTeaser: { json: unknown } | null, fullProductDescription: { json: unknown } | null, orderMessage: { json: unknown } | null, outOfStockOrderMessage: { json: unknown } | null, shopifyDiscount: { discountModalMessage: string | null } | null };

export type QuizPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type QuizPageQuery = { quizPageCollection: { items: Array<{ slug: string | null, title: string | null, description: string | null, formId: string | null, lastQuestionReferenceId: string | null, questions: unknown | null, backgroundImage: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null, seo: { seoTitle: string | null, metaDescription: string | null, noindex: boolean | null, nofollow: boolean | null, canonicalUrl: string | null } | null, resultProductsCollection: { items: Array<{ title: string | null, shopifyHandle: string | null, pdpPrice: number | null, thumbnail: { url: string | null, title: string | null, description: string | null, width: number | null, height: number | null } | null } | null> } | null } | null> } | null };

export type SiteSearchQueryVariables = Exact<{
  term: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type SiteSearchQuery = { blogArticleCollection: { items: Array<{ title: string | null, slug: string | null, articleTeaser: string | null, sys: { id: string } } | null> } | null, pageFlexibleLayoutCollection: { items: Array<{ title: string | null, slug: string | null, sys: { id: string } } | null> } | null };

export type ShellQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ShellQuery = { navigationCollection: { items: Array<{ logoAltText: string | null, cartLabel: string | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, columnsCollection: { items: Array<{ heading: string | null, displayMode: string | null, experimentationTestId: string | null, linksCollection: { items: Array<{ __typename: 'Contact' } | (
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
              & { __typename: 'CtaExternal' }
            ) | (
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
                { slug: string | null }
                & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
              ) | (
                { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
                & { __typename: 'PagePdp' }
              ) | null, videoModal: { url: string | null } | null }
              & { __typename: 'CtaInternal' }
            ) | null> } | null } | null> } | null } | null> } | null, navigationBannerCollection: { items: Array<{ type: string | null, backgroundColor: string | null, closeable: boolean | null, excludeURLs: Array<string | null> | null, excludeCTAURLs: Array<string | null> | null, height: string | null, alignment: string | null, mobileAlignment: string | null, mobileDirection: string | null, speed: number | null, spacing: number | null, region: string | null, inline: boolean | null, sys: { id: string }, countdown: { title: string | null, endDate: string | null } | null, cta: (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
        & { __typename: 'CtaExternal' }
      ) | (
        { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
          { slug: string | null }
          & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
        ) | (
          { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
          & { __typename: 'PagePdp' }
        ) | null, videoModal: { url: string | null } | null }
        & { __typename: 'CtaInternal' }
      ) | null, contentCollection: { items: Array<{ type: string | null, text: string | null, image: { url: string | null, description: string | null, width: number | null, height: number | null } | null, item: { __typename: 'BaseComponent' | 'Text' } | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
            & { __typename: 'CtaExternal' }
          ) | (
            { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
              { slug: string | null }
              & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
            ) | (
              { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
              & { __typename: 'PagePdp' }
            ) | null, videoModal: { url: string | null } | null }
            & { __typename: 'CtaInternal' }
          ) | (
            { title: string | null, endDate: string | null }
            & { __typename: 'EventCountdown' }
          ) | null } | null> } | null } | null> } | null, footerCollection: { items: Array<{ connectTitle: string | null, columnsCollection: { items: Array<{ heading: string | null, displayMode: string | null, experimentationTestId: string | null, linksCollection: { items: Array<{ __typename: 'Contact' } | (
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
              & { __typename: 'CtaExternal' }
            ) | (
              { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
                { slug: string | null }
                & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
              ) | (
                { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
                & { __typename: 'PagePdp' }
              ) | null, videoModal: { url: string | null } | null }
              & { __typename: 'CtaInternal' }
            ) | null> } | null } | null> } | null, contact: { phoneNumberTitle: string | null, phoneNumber: string | null, storeHoursTitle: string | null, storeHours: string | null, pressEmailTitle: string | null, pressEmail: string | null, commercialEmailTitle: string | null, commercialEmail: string | null, prePurchaseEmailTitle: string | null, prePurchaseEmail: string | null } | null, socialsCollection: { items: Array<{ icon: string | null, url: string | null, alt: string | null } | null> } | null, subsection: { copyrightBlurb: string | null, termsAndConditions: (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null, privacyPolicy: (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null, acknowledgement: (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null, sitemap: (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
          & { __typename: 'CtaExternal' }
        ) | (
          { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
            { slug: string | null }
            & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
          ) | (
            { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
            & { __typename: 'PagePdp' }
          ) | null, videoModal: { url: string | null } | null }
          & { __typename: 'CtaInternal' }
        ) | null, financingTerms: { json: unknown } | null } | null } | null> } | null };

export type ShellColumnFragment = { heading: string | null, displayMode: string | null, experimentationTestId: string | null, linksCollection: { items: Array<{ __typename: 'Contact' } | (
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, url: string | null, openInNewWindow: boolean | null, icon: string | null, sys: { id: string } }
      & { __typename: 'CtaExternal' }
    ) | (
      { displayText: string | null, overrideVariant: string | null, modifiers: Array<string | null> | null, jumpLinkTarget: string | null, icon: string | null, queryParameters: string | null, region: string | null, experimentationFlagId: string | null, experimentationVariantId: string | null, sys: { id: string }, targetPage: (
        { slug: string | null }
        & { __typename: 'BlogArticle' | 'PageBlogLanding' | 'PageCart' | 'PageFlexibleLayout' | 'PageLocations' | 'PagePlp' | 'QuizPage' }
      ) | (
        { slug: string | null, product: { shopifyHandle: string | null, rower: boolean | null, type: string | null, productCategoryCollection: { items: Array<{ slug: string | null } | null> } | null } | null }
        & { __typename: 'PagePdp' }
      ) | null, videoModal: { url: string | null } | null }
      & { __typename: 'CtaInternal' }
    ) | null> } | null };

export type SitemapPagesQueryVariables = Exact<{
  locale: Scalars['String']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type SitemapPagesQuery = { pageFlexibleLayoutCollection: { items: Array<{ slug: string | null } | null> } | null, packageCollection: { items: Array<{ shopifyHandle: string | null } | null> } | null, pageLocationsCollection: { items: Array<{ slug: string | null } | null> } | null, quizPageCollection: { items: Array<{ slug: string | null } | null> } | null, blogCategoryCollection: { items: Array<{ slug: string | null } | null> } | null, blogArticleCollection: { items: Array<{ slug: string | null } | null> } | null };

interface GeneratedQueryTypes {
  "#graphql\n  query BlogLanding($locale: String!, $preview: Boolean!) {\n    pageBlogLandingCollection(limit: 1, locale: $locale, preview: $preview) {\n      items {\n        title\n        subtitle\n        heroImage {\n          ...ModuleAsset\n        }\n        seo {\n          ...PageSeo\n        }\n        featuredArticlesCollection(limit: 4) {\n          items {\n            ...ModuleArticleCard\n          }\n        }\n        categoriesCollection(limit: 10) {\n          items {\n            title\n            slug\n            description\n          }\n        }\n        modulesCollection(limit: 15) {\n          items {\n            ...ModuleRef\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n  #graphql\n  fragment ModuleArticleCard on BlogArticle {\n    sys {\n      id\n    }\n    title\n    slug\n    articleTeaser\n    publishDate\n    heroImage {\n      ...ModuleAsset\n    }\n    blogCategory {\n      title\n      slug\n    }\n  }\n\n  #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n": {return: BlogLandingQuery, variables: BlogLandingQueryVariables},
  "#graphql\n  query BlogCategory($slug: String!, $locale: String!, $preview: Boolean!) {\n    blogCategoryCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        title\n        slug\n        description\n        image {\n          ...ModuleAsset\n        }\n        seo {\n          ...PageSeo\n        }\n      }\n    }\n    all: blogCategoryCollection(limit: 10, locale: $locale, preview: $preview) {\n      items {\n        title\n        slug\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n": {return: BlogCategoryQuery, variables: BlogCategoryQueryVariables},
  "#graphql\n  query BlogArticle($slug: String!, $locale: String!, $preview: Boolean!) {\n    blogArticleCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        title\n        slug\n        articleTeaser\n        publishDate\n        readingTimeMinutes\n        heroImage {\n          ...ModuleAsset\n        }\n        blogCategory {\n          title\n          slug\n        }\n        author {\n          fullName\n          slug\n          title\n        }\n        seo {\n          ...PageSeo\n        }\n        articleBody {\n          json\n          links {\n            assets {\n              block {\n                sys {\n                  id\n                }\n                ...ModuleAsset\n              }\n            }\n            entries {\n              hyperlink {\n                __typename\n                sys {\n                  id\n                }\n                ... on BlogArticle {\n                  slug\n                }\n                ... on PageFlexibleLayout {\n                  slug\n                }\n                ... on QuizPage {\n                  slug\n                }\n                ... on PageLocations {\n                  slug\n                }\n              }\n              block {\n                __typename\n                sys {\n                  id\n                }\n                ... on Product {\n                  title\n                  shopifyHandle\n                  rower\n                  thumbnail {\n                    ...ModuleAsset\n                  }\n                  productCategoryCollection(limit: 1) {\n                    items {\n                      slug\n                    }\n                  }\n                }\n              }\n              inline {\n                __typename\n                sys {\n                  id\n                }\n                ... on Product {\n                  title\n                  shopifyHandle\n                  rower\n                  productCategoryCollection(limit: 1) {\n                    items {\n                      slug\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n        relatedArticlesCollection(limit: 3) {\n          items {\n            ...ModuleArticleCard\n          }\n        }\n        authorCardsCollection(limit: 3) {\n          items {\n            sys {\n              id\n            }\n            fullName\n            title\n            shortBio\n            longBio {\n              json\n            }\n            questionsAndAnswers\n            media {\n              ...ModuleAsset\n            }\n            socialMediaLinksCollection(limit: 6) {\n              items {\n                icon\n                url\n                alt\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n  #graphql\n  fragment ModuleArticleCard on BlogArticle {\n    sys {\n      id\n    }\n    title\n    slug\n    articleTeaser\n    publishDate\n    heroImage {\n      ...ModuleAsset\n    }\n    blogCategory {\n      title\n      slug\n    }\n  }\n\n": {return: BlogArticleQuery, variables: BlogArticleQueryVariables},
  "#graphql\n  query CartSettings($locale: String!, $preview: Boolean!) {\n    pageCartCollection(limit: 1, locale: $locale, preview: $preview) {\n      items {\n        variant\n        title\n        errorTitle\n        errorText\n        financingEnabled\n        financingTitle\n        financingText\n        financingDescription\n        financingMessageKey\n        financingModal {\n          ...InfoModalCopy\n          image {\n            ...ModuleAsset\n          }\n        }\n        urgencyMessages\n        primaryCta {\n          ...Cta\n        }\n        secondaryCta {\n          ...Cta\n        }\n        additionalCtasCollection(limit: 3) {\n          items {\n            ...Cta\n          }\n        }\n        countdown {\n          title\n          endDate\n        }\n        valueProps {\n          title\n          itemsCollection(limit: 5) {\n            items {\n              title\n              description\n            }\n          }\n        }\n        productSlider {\n          title\n          productsCollection(limit: 15) {\n            items {\n              __typename\n              ... on Product {\n                title\n                rower\n                shopifyHandle\n                pdpPrice\n                productCategoryCollection(limit: 1) {\n                  items {\n                    slug\n                  }\n                }\n                thumbnail {\n                  ...ContentImage\n                }\n              }\n              ... on Package {\n                title\n                shopifyHandle\n                pdpDiscountedPrice\n                thumbnail {\n                  ...ContentImage\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n  #graphql\n  fragment InfoModalCopy on ConfiguratorInfoModal {\n    title\n    description {\n      json\n    }\n    ctasCollection(limit: 3) {\n      items {\n        ...Cta\n      }\n    }\n  }\n\n  #graphql\n  fragment ContentImage on Asset {\n    url\n    description\n    width\n    height\n  }\n\n": {return: CartSettingsQuery, variables: CartSettingsQueryVariables},
  "#graphql\n  query CartEditorContent($ids: [String]!, $locale: String!, $preview: Boolean!) {\n    configuratorCollection(where: {sys: {id_in: $ids}}, limit: 20, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n      }\n    }\n  }\n": {return: CartEditorContentQuery, variables: CartEditorContentQueryVariables},
  "#graphql\n  query CartLineProducts($handles: [String]!, $locale: String!, $preview: Boolean!) {\n    productCollection(where: {shopifyHandle_in: $handles}, limit: 20, locale: $locale, preview: $preview) {\n      items {\n        shopifyHandle\n        cartTitle\n        thumbnail {\n          url\n          description\n        }\n        badgesCollection(limit: 3) {\n          items {\n            text\n            displayText\n            type\n            region\n          }\n        }\n        descriptionTeaser {\n          json\n        }\n      }\n    }\n  }\n": {return: CartLineProductsQuery, variables: CartLineProductsQueryVariables},
  "#graphql\n  query CompareRowers($locale: String!, $preview: Boolean!) {\n    productCompareProductCollection(limit: 3, where: {rower: true}, locale: $locale, preview: $preview) {\n      items {\n        title\n        shopifyId\n        type\n        pdpPrice\n        pdpDiscountedPrice\n        monthlyPrice\n        monthlyDiscountPrice\n        badgesCollection(limit: 3) {\n          items {\n            ...CmsBadge\n          }\n        }\n        variantsCollection(limit: 10) {\n          items {\n            title\n            swatchColor\n          }\n        }\n        specifications\n        image {\n          ...ContentImage\n        }\n        product {\n          shopifyHandle\n          rower\n          type\n          productImagesCollection(limit: 6) {\n            items {\n              ...ContentImage\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CmsBadge on Badge {\n    internalName\n    text\n    displayText\n    type\n    region\n    backgroundColor\n    size\n  }\n\n  #graphql\n  fragment ContentImage on Asset {\n    url\n    description\n    width\n    height\n  }\n\n": {return: CompareRowersQuery, variables: CompareRowersQueryVariables},
  "#graphql\n  query Configurator($id: String!, $locale: String!, $preview: Boolean!) {\n    configuratorCollection(where: {sys: {id: $id}}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        autoScroll\n        mediaInsertPosition\n        product {\n          title\n          shopifyId\n          shopifyHandle\n          inStockMessage\n          outOfStockMessage\n          outOfStockAppearance\n        }\n        stepsCollection(limit: 5) {\n          items {\n            sys {\n              id\n            }\n            stepId\n            type\n            subType\n            displayMode\n            stepTabName\n            stepFullName\n            stepDescriptionRichText {\n              json\n            }\n            stepDescriptionFontSize\n            includeNoOption\n            noOption {\n              sys {\n                id\n              }\n              shortText\n            }\n            noOptionPosition\n            soldOutText\n            collapsible\n            hidePrices\n            faqLink {\n              ...Cta\n            }\n            warrantyLogo {\n              ...ContentImage\n            }\n            modal {\n              ...InfoModalCopy\n              image {\n                ...ContentImage\n              }\n              mobileImage {\n                ...ContentImage\n              }\n            }\n            defaultProductsCollection(limit: 3) {\n              items {\n                __typename\n                ... on Product {\n                  sys {\n                    id\n                  }\n                }\n                ... on Package {\n                  sys {\n                    id\n                  }\n                }\n                ... on ProductVariant {\n                  sys {\n                    id\n                  }\n                }\n              }\n            }\n            productsCollection(limit: 10) {\n              items {\n                __typename\n                ... on Product {\n                  sys {\n                    id\n                  }\n                  title\n                  cartTitle\n                  shopifyId\n                  shopifyHandle\n                  configuratorPreselectionId\n                  inStockMessage\n                  outOfStockMessage\n                  outOfStockAppearance\n                  accessoryConfiguratorImage {\n                    ...ContentImage\n                  }\n                  thumbnail {\n                    ...ContentImage\n                  }\n                }\n                ... on Package {\n                  sys {\n                    id\n                  }\n                  title\n                  shopifyHandle\n                  description\n                  pdpPrice\n                  pdpDiscountedPrice\n                  thumbnail {\n                    ...ContentImage\n                  }\n                  shopifyDiscount {\n                    productId\n                  }\n                  productsCollection(limit: 10) {\n                    items {\n                      title\n                      type\n                      shopifyId\n                      rower\n                    }\n                  }\n                }\n                ... on ProductVariant {\n                  sys {\n                    id\n                  }\n                  title\n                  shopifyId\n                  colorSlug\n                  swatchColor\n                  configuratorPreselectionId\n                  inStockMessage\n                  outOfStockMessage\n                  thumbnail {\n                    ...ContentImage\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n  #graphql\n  fragment InfoModalCopy on ConfiguratorInfoModal {\n    title\n    description {\n      json\n    }\n    ctasCollection(limit: 3) {\n      items {\n        ...Cta\n      }\n    }\n  }\n\n  #graphql\n  fragment ContentImage on Asset {\n    url\n    description\n    width\n    height\n  }\n\n": {return: ConfiguratorQuery, variables: ConfiguratorQueryVariables},
  "#graphql\n  query PdpConfiguratorId($slug: String!, $locale: String!, $preview: Boolean!) {\n    pagePdpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        configurator {\n          sys {\n            id\n          }\n        }\n      }\n    }\n  }\n": {return: PdpConfiguratorIdQuery, variables: PdpConfiguratorIdQueryVariables},
  "#graphql\n  query PlpPage($slug: String!, $locale: String!, $preview: Boolean!) {\n    pagePlpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        title\n        description\n        seo {\n          ...CmsSeo\n        }\n        productsCollection(limit: 20) {\n          items {\n            __typename\n            ... on Product {\n              sys {\n                id\n              }\n              title\n              rower\n              shopifyId\n              shopifyHandle\n              plpUrgencyMessage\n              pdpPrice\n              pdpDiscountedPrice\n              badgesCollection(limit: 1) {\n                items {\n                  ...CmsBadge\n                }\n              }\n              productCategoryCollection(limit: 3) {\n                items {\n                  slug\n                  enabled\n                  useToBuildPdpUrl\n                }\n              }\n              thumbnail {\n                ...ModuleAsset\n              }\n              hoverThumbnail {\n                ...ModuleAsset\n              }\n            }\n            ... on Package {\n              sys {\n                id\n              }\n              title\n              altTitle\n              shopifyHandle\n              pdpPrice\n              pdpDiscountedPrice\n              badgesCollection(limit: 1) {\n                items {\n                  ...CmsBadge\n                }\n              }\n              thumbnail {\n                ...ModuleAsset\n              }\n              productsCollection(limit: 10) {\n                items {\n                  shopifyHandle\n                  rower\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment CmsBadge on Badge {\n    internalName\n    text\n    displayText\n    type\n    region\n    backgroundColor\n    size\n  }\n\n  #graphql\n  fragment CmsSeo on Seo {\n    ...PageSeo\n    priceOrganizationalSchemaValidFrom\n    priceOrganizationalSchemaValidUntil\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n": {return: PlpPageQuery, variables: PlpPageQueryVariables},
  "#graphql\n  query PackagePage($handle: String!, $locale: String!, $preview: Boolean!) {\n    packageCollection(where: {shopifyHandle: $handle}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        title\n        altTitle\n        description\n        shopifyHandle\n        pdpPrice\n        pdpDiscountedPrice\n        badgesCollection(limit: 3) {\n          items {\n            ...CmsBadge\n          }\n        }\n        image {\n          ...ModuleAsset\n        }\n        productsCollection(limit: 10) {\n          items {\n            title\n            type\n            rower\n            shopifyId\n            shopifyHandle\n            thumbnail {\n              ...ModuleAsset\n            }\n          }\n        }\n        shopifyDiscount {\n          productId\n          discountModalMessage\n        }\n        seo {\n          ...CmsSeo\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment CmsBadge on Badge {\n    internalName\n    text\n    displayText\n    type\n    region\n    backgroundColor\n    size\n  }\n\n  #graphql\n  fragment CmsSeo on Seo {\n    ...PageSeo\n    priceOrganizationalSchemaValidFrom\n    priceOrganizationalSchemaValidUntil\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n": {return: PackagePageQuery, variables: PackagePageQueryVariables},
  "#graphql\n  query LocationsPage($slug: String!, $locale: String!, $preview: Boolean!) {\n    pageLocationsCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        slug\n        title\n        description\n        defaultRadiusMiles\n        heroImage {\n          ...ModuleAsset\n        }\n        seo {\n          ...PageSeo\n        }\n        storesCollection(limit: 175) {\n          items {\n            ...ModuleLocationStore\n          }\n        }\n        hotelsCollection(limit: 175) {\n          items {\n            ...ModuleLocationHotel\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n  #graphql\n  fragment ModuleLocationStore on LocationStore {\n    sys {\n      id\n    }\n    name\n    slug\n    shortDescription\n    webAddress\n    phone\n    addressLine1\n    addressLine2\n    city\n    state\n    zip\n    country\n    hours {\n      json\n    }\n    coordinates {\n      lat\n      lon\n    }\n    productsSoldCollection(limit: 3) {\n      items {\n        title\n      }\n    }\n  }\n\n  #graphql\n  fragment ModuleLocationHotel on LocationHotel {\n    sys {\n      id\n    }\n    name\n    slug\n    shortDescription\n    bookingUrl\n    addressLine1\n    addressLine2\n    city\n    state\n    zip\n    country\n    coordinates {\n      lat\n      lon\n    }\n    equipmentCountFitnessCenter\n    equipmentCountRoom\n    locationType\n    starRating\n    phoneNumber\n  }\n\n": {return: LocationsPageQuery, variables: LocationsPageQueryVariables},
  "#graphql\n    query ModuleHeroEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleHeroCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...HeroSlide\n          scrollNavigationTitle\n          slidesCollection(limit: 5) {\n            items {\n              ...HeroSlide\n            }\n          }\n        }\n      }\n    }\n\n    fragment HeroSlide on ModuleHero {\n      ...ModuleRef\n      title\n      subtitle\n      description\n      backgroundColor\n      textAlignment\n      heroImage {\n        ...ModuleAsset\n      }\n      heroImageMobile {\n        ...ModuleAsset\n      }\n      backgroundVideo {\n        url\n      }\n      ctasCollection(limit: 4) {\n        items {\n          ...Cta\n        }\n      }\n      valuePropsCollection(limit: 10) {\n        items {\n          sys {\n            id\n          }\n          title\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleHeroEntriesQuery, variables: ModuleHeroEntriesQueryVariables},
  "#graphql\n    query ModuleHeroSplitEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleHeroSplitCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          description {\n            json\n          }\n          textAlignment\n          titlePlacement\n          mobileTitlePlacement\n          backgroundColor\n          height\n          splitSize\n          imagePosition\n          scrollNavigationTitle\n          heroImage {\n            ...ModuleAsset\n          }\n          heroImageMobile {\n            ...ModuleAsset\n          }\n          insetBackgroundImage {\n            ...ModuleAsset\n          }\n          logoImage {\n            ...ModuleAsset\n          }\n          cta {\n            ...Cta\n          }\n          ctAsCollection(limit: 3) {\n            items {\n              ...Cta\n            }\n          }\n          appStoreLinksCollection(limit: 2) {\n            items {\n              ...Cta\n            }\n          }\n          appVariant\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleHeroSplitEntriesQuery, variables: ModuleHeroSplitEntriesQueryVariables},
  "#graphql\n    query ModuleTeaserEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleTeaserCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          eyebrow\n          title\n          description\n          imagePosition\n          backgroundColor\n          scrollNavigationTitle\n          image {\n            ...ModuleAsset\n          }\n          video {\n            url\n          }\n          videoCover {\n            ...ModuleAsset\n          }\n          cta {\n            ...Cta\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleTeaserEntriesQuery, variables: ModuleTeaserEntriesQueryVariables},
  "#graphql\n    query ModuleValuePropsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleValuePropsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          layout\n          backgroundColor\n          scrollNavigationTitle\n          itemsCollection(limit: 10) {\n            items {\n              ...ModuleValueProp\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleValueProp on ValueProp {\n    sys {\n      id\n    }\n    title\n    description\n    icon\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleValuePropsEntriesQuery, variables: ModuleValuePropsEntriesQueryVariables},
  "#graphql\n    query ModuleHighlightsGridEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleHighlightsGridCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          collapsible\n          slow\n          backgroundColor\n          scrollNavigationTitle\n          cardsCollection(limit: 20) {\n            items {\n              sys {\n                id\n              }\n              title\n              description\n              image {\n                ...ModuleAsset\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleHighlightsGridEntriesQuery, variables: ModuleHighlightsGridEntriesQueryVariables},
  "#graphql\n    query ModuleFaqEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleFaqCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          fontStyle {\n            titleFontLevel\n            titleFontWeight\n            titleHeadingLevel\n          }\n          questionFontStyle {\n            titleFontLevel\n            titleFontWeight\n            titleHeadingLevel\n          }\n          itemsCollection(limit: 30) {\n            items {\n              sys {\n                id\n              }\n              question\n              answer\n              answerRichText {\n                json\n              }\n              openOnLoad\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleFaqEntriesQuery, variables: ModuleFaqEntriesQueryVariables},
  "#graphql\n    query ModuleEquipmentCompareEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleEquipmentCompareCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          backgroundColor\n          scrollNavigationTitle\n          legendCollection(limit: 5) {\n            items {\n              title\n              value\n              icon\n            }\n          }\n          itemsCollection(limit: 10) {\n            items {\n              sys {\n                id\n              }\n              name\n              icon\n              isHighlighted\n              lowImpact {\n                title\n                value\n              }\n              upperBody {\n                title\n                value\n              }\n              lowerBody {\n                title\n                value\n              }\n              rangeOfMotion {\n                title\n                value\n              }\n              core {\n                title\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleEquipmentCompareEntriesQuery, variables: ModuleEquipmentCompareEntriesQueryVariables},
  "#graphql\n    query ModuleProductComparisonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleProductComparisonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          rowLabels\n          backgroundColor\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          valuePropsCollection(limit: 5) {\n            items {\n              ...ModuleValueProp\n            }\n          }\n          productsCollection(limit: 3) {\n            items {\n              __typename\n              ... on ProductCompareProduct {\n                sys {\n                  id\n                }\n                title\n                rower\n                type\n                monthlyPrice\n                pdpPrice\n                pdpDiscountedPrice\n                specifications\n                image {\n                  ...ModuleAsset\n                }\n                badgesCollection(limit: 3) {\n                  items {\n                    ...ModuleBadge\n                  }\n                }\n                product {\n                  shopifyHandle\n                  rower\n                  productCategoryCollection(limit: 1) {\n                    items {\n                      slug\n                    }\n                  }\n                }\n                cta {\n                  ...Cta\n                }\n              }\n              ... on Product {\n                ...ModuleProductSummary\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleValueProp on ValueProp {\n    sys {\n      id\n    }\n    title\n    description\n    icon\n  }\n\n    #graphql\n  fragment ModuleProductSummary on Product {\n    sys {\n      id\n    }\n    title\n    type\n    rower\n    shopifyHandle\n    pdpPrice\n    pdpDiscountedPrice\n    thumbnail {\n      ...ModuleAsset\n    }\n    productCategoryCollection(limit: 1) {\n      items {\n        slug\n      }\n    }\n  }\n\n    #graphql\n  fragment ModuleBadge on Badge {\n    text\n    type\n    region\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleProductComparisonEntriesQuery, variables: ModuleProductComparisonEntriesQueryVariables},
  "#graphql\n    query ModuleReviewsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleReviewsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          displayIndividualReviews\n          displayRatingsFilter\n          reviewLimit\n          scrollNavigationTitle\n          product {\n            shopifyHandle\n          }\n          featuredReviewsCollection(limit: 10) {\n            items {\n              sys {\n                id\n              }\n              starRating\n              description\n              reviewText\n              reviewerName\n              heroImage {\n                ...ModuleAsset\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleReviewsEntriesQuery, variables: ModuleReviewsEntriesQueryVariables},
  "#graphql\n    query ModulePressQuotesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: modulePressQuotesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          backgroundColor\n          autoplay\n          scrollNavigationTitle\n          quotesCollection(limit: 10) {\n            items {\n              sys {\n                id\n              }\n              publication\n              quote\n              url\n              publishedDate\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModulePressQuotesEntriesQuery, variables: ModulePressQuotesEntriesQueryVariables},
  "#graphql\n    query ModuleTestimonialsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleTestimonialsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          backgroundColor\n          scrollNavigationTitle\n          testimonialsCollection(limit: 10) {\n            items {\n              sys {\n                id\n              }\n              name\n              location\n              quote\n              photo {\n                ...ModuleAsset\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleTestimonialsEntriesQuery, variables: ModuleTestimonialsEntriesQueryVariables},
  "#graphql\n    query ModulePeopleListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: modulePeopleListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          description\n          scrollNavigationTitle\n          peopleCollection(limit: 30) {\n            items {\n              sys {\n                id\n              }\n              name\n              role\n              bio\n              linkedinUrl\n              photo {\n                ...ModuleAsset\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModulePeopleListEntriesQuery, variables: ModulePeopleListEntriesQueryVariables},
  "#graphql\n    query ModuleCareersListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleCareersListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          copy\n          departments\n          emptyStateText\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n        }\n      }\n    }\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleCareersListEntriesQuery, variables: ModuleCareersListEntriesQueryVariables},
  "#graphql\n    query ModuleNewsletterEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleNewsletterCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          description\n          inputPlaceholderText\n          emailNotification\n          confirmationMessage\n          formId\n          buttonText\n          backgroundColor\n          backgroundImage {\n            ...ModuleAsset\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleNewsletterEntriesQuery, variables: ModuleNewsletterEntriesQueryVariables},
  "#graphql\n    query ModuleContactCardEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleContactCardCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          supportContactTitle\n          supportContact\n          commercialTitle\n          commercialContact\n          pressContactTitle\n          pressContact\n          backgroundImage {\n            ...ModuleAsset\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleContactCardEntriesQuery, variables: ModuleContactCardEntriesQueryVariables},
  "#graphql\n    query ModuleReferralFormEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleReferralFormCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          copy\n          useReferralApi\n          backgroundImage {\n            ...ModuleAsset\n          }\n          cta {\n            ...Cta\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleReferralFormEntriesQuery, variables: ModuleReferralFormEntriesQueryVariables},
  "#graphql\n    query ModuleMetricsGaugeEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleMetricsGaugeCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          heading\n          subheading\n          bodyText\n          totalScore\n          badgeText\n          infoCardHeading\n          infoCardDescription\n          scrollNavigationTitle\n          image {\n            ...ModuleAsset\n          }\n          gaugeStatsCollection(limit: 5) {\n            items {\n              sys {\n                id\n              }\n              label\n              value\n              arcColor\n              description\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleMetricsGaugeEntriesQuery, variables: ModuleMetricsGaugeEntriesQueryVariables},
  "#graphql\n    query ModuleBlogPromoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleBlogPromoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          backgroundColor\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          articlesCollection(limit: 4) {\n            items {\n              ...ModuleArticleCard\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleArticleCard on BlogArticle {\n    sys {\n      id\n    }\n    title\n    slug\n    articleTeaser\n    publishDate\n    heroImage {\n      ...ModuleAsset\n    }\n    blogCategory {\n      title\n      slug\n    }\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleBlogPromoEntriesQuery, variables: ModuleBlogPromoEntriesQueryVariables},
  "#graphql\n    query ModuleRelatedArticlesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleRelatedArticlesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          description\n          displayCount\n          scrollNavigationTitle\n          fullArticleCta {\n            ...Cta\n          }\n          category {\n            slug\n          }\n          manualArticleOverridesCollection(limit: 12) {\n            items {\n              ...ModuleArticleCard\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleArticleCard on BlogArticle {\n    sys {\n      id\n    }\n    title\n    slug\n    articleTeaser\n    publishDate\n    heroImage {\n      ...ModuleAsset\n    }\n    blogCategory {\n      title\n      slug\n    }\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleRelatedArticlesEntriesQuery, variables: ModuleRelatedArticlesEntriesQueryVariables},
  "#graphql\n    query ModuleLocatorEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleLocatorCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          description\n          locationTypes\n          searchRadiusMiles\n          searchPlaceholderText\n          scrollNavigationTitle\n          storesCollection(limit: 175) {\n            items {\n              sys {\n                id\n              }\n            }\n          }\n          hotelsCollection(limit: 175) {\n            items {\n              sys {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleLocatorEntriesQuery, variables: ModuleLocatorEntriesQueryVariables},
  "#graphql\n    query ModuleProductCarouselEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleProductCarouselCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          showPrices\n          autoplay\n          backgroundColor\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          productsCollection(limit: 15) {\n            items {\n              ...ModuleProductCard\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleProductCard on Entry {\n    __typename\n    ... on Product {\n      ...ModuleProductSummary\n      badgesCollection(limit: 1) {\n        items {\n          ...ModuleBadge\n        }\n      }\n    }\n    ... on Package {\n      sys {\n        id\n      }\n      title\n      type\n      shopifyHandle\n      pdpPrice\n      pdpDiscountedPrice\n      thumbnail {\n        ...ModuleAsset\n      }\n      badgesCollection(limit: 1) {\n        items {\n          ...ModuleBadge\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleProductSummary on Product {\n    sys {\n      id\n    }\n    title\n    type\n    rower\n    shopifyHandle\n    pdpPrice\n    pdpDiscountedPrice\n    thumbnail {\n      ...ModuleAsset\n    }\n    productCategoryCollection(limit: 1) {\n      items {\n        slug\n      }\n    }\n  }\n\n  #graphql\n  fragment ModuleBadge on Badge {\n    text\n    type\n    region\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleProductCarouselEntriesQuery, variables: ModuleProductCarouselEntriesQueryVariables},
  "#graphql\n    query EventCountdownEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: eventCountdownCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          endDate\n          dateTextTop\n          dateTextBottom\n          financingText\n          reversed\n          height\n          region\n          backgroundColor\n          scrollNavigationTitle\n          backgroundImage {\n            ...ModuleAsset\n          }\n          badge {\n            text\n            type\n          }\n          cta {\n            ...Cta\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: EventCountdownEntriesQuery, variables: EventCountdownEntriesQueryVariables},
  "#graphql\n    query ModuleBentoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleBentoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          layout\n          initialRowDisplayCount\n          scrollNavigationTitle\n          blocksCollection(limit: 15) {\n            items {\n              sys {\n                id\n              }\n              title\n              description\n              image {\n                ...ModuleAsset\n              }\n              cta {\n                ...Cta\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleBentoEntriesQuery, variables: ModuleBentoEntriesQueryVariables},
  "#graphql\n    query ModuleWorkoutActivitiesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleWorkoutActivitiesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          subtitle\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          activitiesCollection(limit: 12) {\n            items {\n              sys {\n                id\n              }\n              name\n              activityLevel\n              shortDescription\n              image {\n                ...ModuleAsset\n              }\n              video {\n                ...ModuleAsset\n              }\n              badge {\n                ...ModuleBadge\n              }\n              targetPage {\n                ...TargetPage\n              }\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleBadge on Badge {\n    text\n    type\n    region\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleWorkoutActivitiesEntriesQuery, variables: ModuleWorkoutActivitiesEntriesQueryVariables},
  "#graphql\n    query ModuleJumpButtonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleJumpButtonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          variant\n          displayMode\n          text\n          jumpLinkTarget\n        }\n      }\n    }\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleJumpButtonEntriesQuery, variables: ModuleJumpButtonEntriesQueryVariables},
  "#graphql\n    query ModuleProductStickyEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleProductStickyCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          reviewScore\n          totalReviews\n          displayReviews\n          displayReviewCount\n          displayOnScroll\n          desktopPosition\n          mobilePosition\n          backgroundColor\n          hideStrikethrough\n          cta {\n            ...Cta\n          }\n          product {\n            ...ModuleProductCard\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleProductCard on Entry {\n    __typename\n    ... on Product {\n      ...ModuleProductSummary\n      badgesCollection(limit: 1) {\n        items {\n          ...ModuleBadge\n        }\n      }\n    }\n    ... on Package {\n      sys {\n        id\n      }\n      title\n      type\n      shopifyHandle\n      pdpPrice\n      pdpDiscountedPrice\n      thumbnail {\n        ...ModuleAsset\n      }\n      badgesCollection(limit: 1) {\n        items {\n          ...ModuleBadge\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleProductSummary on Product {\n    sys {\n      id\n    }\n    title\n    type\n    rower\n    shopifyHandle\n    pdpPrice\n    pdpDiscountedPrice\n    thumbnail {\n      ...ModuleAsset\n    }\n    productCategoryCollection(limit: 1) {\n      items {\n        slug\n      }\n    }\n  }\n\n  #graphql\n  fragment ModuleBadge on Badge {\n    text\n    type\n    region\n  }\n\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleProductStickyEntriesQuery, variables: ModuleProductStickyEntriesQueryVariables},
  "#graphql\n    query ModuleCoachesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleCoachesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          description\n          scrollNavigationTitle\n          cta {\n            ...Cta\n          }\n          coachesCollection(limit: 12) {\n            items {\n              ...ModuleCoach\n              languages\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n    #graphql\n  fragment ModuleCoach on Coach {\n    sys {\n      id\n    }\n    name\n    slug\n    title\n    bio\n    specialties\n    photo {\n      ...ModuleAsset\n    }\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleCoachesEntriesQuery, variables: ModuleCoachesEntriesQueryVariables},
  "#graphql\n    query ModuleCoachingSchedulerEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {\n      items: moduleCoachingSchedulerCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {\n        items {\n          ...ModuleRef\n          title\n          description {\n            json\n          }\n          sessionLengthMinutes\n          bookingWindowDays\n          confirmationMessage\n          region\n          product {\n            shopifyHandle\n            title\n            pdpPrice\n          }\n          coachesCollection(limit: 12) {\n            items {\n              ...ModuleCoach\n              timeZone\n            }\n          }\n        }\n      }\n    }\n    #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n    #graphql\n  fragment ModuleCoach on Coach {\n    sys {\n      id\n    }\n    name\n    slug\n    title\n    bio\n    specialties\n    photo {\n      ...ModuleAsset\n    }\n  }\n\n    #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n  ": {return: ModuleCoachingSchedulerEntriesQuery, variables: ModuleCoachingSchedulerEntriesQueryVariables},
  "#graphql\n  query Locations($locale: String!, $preview: Boolean!) {\n    locationStoreCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) {\n      items {\n        ...ModuleLocationStore\n      }\n    }\n    locationHotelCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) {\n      items {\n        ...ModuleLocationHotel\n      }\n    }\n  }\n  #graphql\n  fragment ModuleLocationStore on LocationStore {\n    sys {\n      id\n    }\n    name\n    slug\n    shortDescription\n    webAddress\n    phone\n    addressLine1\n    addressLine2\n    city\n    state\n    zip\n    country\n    hours {\n      json\n    }\n    coordinates {\n      lat\n      lon\n    }\n    productsSoldCollection(limit: 3) {\n      items {\n        title\n      }\n    }\n  }\n\n  #graphql\n  fragment ModuleLocationHotel on LocationHotel {\n    sys {\n      id\n    }\n    name\n    slug\n    shortDescription\n    bookingUrl\n    addressLine1\n    addressLine2\n    city\n    state\n    zip\n    country\n    coordinates {\n      lat\n      lon\n    }\n    equipmentCountFitnessCenter\n    equipmentCountRoom\n    locationType\n    starRating\n    phoneNumber\n  }\n\n": {return: LocationsQuery, variables: LocationsQueryVariables},
  "#graphql\n  query ArticleCards($locale: String!, $preview: Boolean!) {\n    blogArticleCollection(limit: 50, order: [publishDate_DESC], locale: $locale, preview: $preview) {\n      items {\n        ...ModuleArticleCard\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment ModuleArticleCard on BlogArticle {\n    sys {\n      id\n    }\n    title\n    slug\n    articleTeaser\n    publishDate\n    heroImage {\n      ...ModuleAsset\n    }\n    blogCategory {\n      title\n      slug\n    }\n  }\n\n": {return: ArticleCardsQuery, variables: ArticleCardsQueryVariables},
  "#graphql\n  query OrderPage($locale: String!, $preview: Boolean!) {\n    pageOrderConfirmationCollection(limit: 1, locale: $locale, preview: $preview) {\n      items {\n        title\n        body {\n          json\n        }\n        questionsTitle\n        questionsCopy {\n          json\n        }\n        showSurvey\n        socialLinksCollection(limit: 6) {\n          items {\n            icon\n            url\n            alt\n          }\n        }\n      }\n    }\n  }\n": {return: OrderPageQuery, variables: OrderPageQueryVariables},
  "#graphql\n  query PageBySlug($slug: String!, $locale: String!, $preview: Boolean!) {\n    pageFlexibleLayoutCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        slug\n        region\n        useScrollNavigation\n        analyticsPageVariantId\n        seo {\n          ...PageSeo\n          organizationLogoUrl\n          organizationImageUrl\n          organizationSupportEmail\n          organizationDescription\n          organizationTelephone\n          organizationRatingValue\n          organizationRatingCount\n          ogImagesCollection(limit: 5) {\n            items {\n              url\n            }\n          }\n        }\n        title\n        modulesCollection(limit: 15) {\n          items {\n            ...ModuleRef\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n  #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n": {return: PageBySlugQuery, variables: PageBySlugQueryVariables},
  "#graphql\n  query PdpPage($slug: String!, $locale: String!, $preview: Boolean!) {\n    pagePdpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        slug\n        noteBannerText\n        noteBannerBackgroundColor\n        noteBannerOpacity\n        sidebarSpacing\n        scrollType\n        useScrollNavigation\n        modulesCollection(limit: 15) {\n          items {\n            ...ModuleRef\n          }\n        }\n        seo {\n          ...CmsSeo\n        }\n        product {\n          ...CmsProduct\n        }\n        sidebarCollection(limit: 20) {\n          items {\n            sys {\n              id\n            }\n            blockType\n            title\n            region\n            displayMode\n            content {\n              __typename\n              ... on Text {\n                type\n                displayMode\n                shortText\n                richText {\n                  json\n                }\n                color\n                fontStyle {\n                  paragraphTextStyle\n                }\n              }\n              ... on ModuleValueProps {\n                itemsCollection(limit: 5) {\n                  items {\n                    title\n                    description\n                  }\n                }\n              }\n              ... on EventCountdown {\n                title\n                endDate\n              }\n              ... on BaseComponent {\n                component\n                displayMode\n                props\n              }\n              ... on Badge {\n                ...CmsBadge\n              }\n              ... on Package {\n                title\n                shopifyHandle\n                pdpPrice\n                pdpDiscountedPrice\n                productsCollection(limit: 10) {\n                  items {\n                    title\n                    rower\n                  }\n                }\n              }\n              ...Cta\n              ... on Configurator {\n                sys {\n                  id\n                }\n                mediaInsertPosition\n              }\n            }\n            itemsCollection(limit: 5) {\n              items {\n                __typename\n                ... on Package {\n                  title\n                  shopifyHandle\n                  pdpPrice\n                  pdpDiscountedPrice\n                  thumbnail {\n                    ...ModuleAsset\n                  }\n                  productsCollection(limit: 10) {\n                    items {\n                      title\n                      rower\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment CmsProduct on Product {\n    sys {\n      id\n    }\n    title\n    name\n    altTitle\n    type\n    rower\n    featured\n    showWarranty\n    displayReviews\n    shopifyId\n    shopifyHandle\n    configuratorPreselectionId\n    badgesCollection(limit: 2) {\n      items {\n        ...CmsBadge\n      }\n    }\n    productCategoryCollection(limit: 3) {\n      items {\n        internalName\n        title\n        slug\n        useToBuildPdpUrl\n        enabled\n      }\n    }\n    thumbnail {\n      ...ModuleAsset\n    }\n    productImagesCollection(limit: 20) {\n      items {\n        ...ModuleAsset\n      }\n    }\n    variantsCollection(limit: 10) {\n      items {\n        title\n        shopifyId\n        colorSlug\n        swatchColor\n        productImagesCollection(limit: 10) {\n          items {\n            ...ModuleAsset\n          }\n        }\n      }\n    }\n    plpUrgencyMessage\n    pdpFinanceMessageKey\n    financingInactive\n    showFinancing\n    pdpPrice\n    pdpDiscountedPrice\n    monthlyPrice\n    monthlyDiscountPrice\n    discountAmount\n    inStockMessage\n    outOfStockMessage\n    outOfStockAppearance\n    descriptionTeaser {\n      json\n    }\n    fullProductDescription {\n      json\n    }\n    orderMessage {\n      json\n    }\n    outOfStockOrderMessage {\n      json\n    }\n    shopifyDiscount {\n      discountModalMessage\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment CmsBadge on Badge {\n    internalName\n    text\n    displayText\n    type\n    region\n    backgroundColor\n    size\n  }\n\n  #graphql\n  fragment CmsSeo on Seo {\n    ...PageSeo\n    priceOrganizationalSchemaValidFrom\n    priceOrganizationalSchemaValidUntil\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n  #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n  #graphql\n  fragment ModuleRef on Entry {\n    __typename\n    sys {\n      id\n    }\n  }\n\n": {return: PdpPageQuery, variables: PdpPageQueryVariables},
  "#graphql\n  query QuizPage($slug: String!, $locale: String!, $preview: Boolean!) {\n    quizPageCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {\n      items {\n        slug\n        title\n        description\n        formId\n        lastQuestionReferenceId\n        questions\n        backgroundImage {\n          ...ModuleAsset\n        }\n        seo {\n          ...PageSeo\n        }\n        resultProductsCollection(limit: 3) {\n          items {\n            title\n            shopifyHandle\n            pdpPrice\n            thumbnail {\n              ...ModuleAsset\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ModuleAsset on Asset {\n    url\n    title\n    description\n    width\n    height\n  }\n\n  #graphql\n  fragment PageSeo on Seo {\n    seoTitle\n    metaDescription\n    noindex\n    nofollow\n    canonicalUrl\n  }\n\n": {return: QuizPageQuery, variables: QuizPageQueryVariables},
  "#graphql\n  query SiteSearch($term: String!, $limit: Int!, $locale: String!, $preview: Boolean!) {\n    blogArticleCollection(\n      limit: $limit\n      locale: $locale\n      preview: $preview\n      where: {OR: [{title_contains: $term}, {articleTeaser_contains: $term}]}\n    ) {\n      items {\n        sys {\n          id\n        }\n        title\n        slug\n        articleTeaser\n      }\n    }\n    pageFlexibleLayoutCollection(limit: $limit, locale: $locale, preview: $preview, where: {title_contains: $term}) {\n      items {\n        sys {\n          id\n        }\n        title\n        slug\n      }\n    }\n  }\n": {return: SiteSearchQuery, variables: SiteSearchQueryVariables},
  "#graphql\n  query Shell($locale: String!, $preview: Boolean!) {\n    navigationCollection(limit: 1, locale: $locale, preview: $preview) {\n      items {\n        logoAltText\n        cartLabel\n        cta {\n          ...Cta\n        }\n        columnsCollection(limit: 10) {\n          items {\n            ...ShellColumn\n          }\n        }\n      }\n    }\n    navigationBannerCollection(limit: 5, locale: $locale, preview: $preview) {\n      items {\n        sys {\n          id\n        }\n        type\n        backgroundColor\n        closeable\n        excludeURLs\n        excludeCTAURLs\n        height\n        alignment\n        mobileAlignment\n        mobileDirection\n        speed\n        spacing\n        region\n        inline\n        countdown {\n          title\n          endDate\n        }\n        cta {\n          ...Cta\n        }\n        contentCollection(limit: 5) {\n          items {\n            type\n            text\n            image {\n              ...ContentImage\n            }\n            item {\n              __typename\n              ... on EventCountdown {\n                title\n                endDate\n              }\n              ...Cta\n            }\n          }\n        }\n      }\n    }\n    footerCollection(limit: 1, locale: $locale, preview: $preview) {\n      items {\n        connectTitle\n        columnsCollection(limit: 6) {\n          items {\n            ...ShellColumn\n          }\n        }\n        contact {\n          phoneNumberTitle\n          phoneNumber\n          storeHoursTitle\n          storeHours\n          pressEmailTitle\n          pressEmail\n          commercialEmailTitle\n          commercialEmail\n          prePurchaseEmailTitle\n          prePurchaseEmail\n        }\n        socialsCollection(limit: 6) {\n          items {\n            icon\n            url\n            alt\n          }\n        }\n        subsection {\n          termsAndConditions {\n            ...Cta\n          }\n          privacyPolicy {\n            ...Cta\n          }\n          acknowledgement {\n            ...Cta\n          }\n          sitemap {\n            ...Cta\n          }\n          copyrightBlurb\n          financingTerms {\n            json\n          }\n        }\n      }\n    }\n  }\n\n  fragment ShellColumn on NavigationColumn {\n    heading\n    displayMode\n    experimentationTestId\n    linksCollection(limit: 10) {\n      items {\n        __typename\n        ...Cta\n      }\n    }\n  }\n\n  #graphql\n  fragment Cta on Entry {\n    __typename\n    ... on CtaInternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      jumpLinkTarget\n      icon\n      queryParameters\n      region\n      targetPage {\n        ...TargetPage\n      }\n      videoModal {\n        url\n      }\n      experimentationFlagId\n      experimentationVariantId\n    }\n    ... on CtaExternal {\n      sys {\n        id\n      }\n      displayText\n      overrideVariant\n      modifiers\n      url\n      openInNewWindow\n      icon\n    }\n  }\n  #graphql\n  fragment TargetPage on Entry {\n    __typename\n    ... on PageFlexibleLayout {\n      slug\n    }\n    ... on PagePdp {\n      slug\n      product {\n        shopifyHandle\n        rower\n        type\n        productCategoryCollection(limit: 1) {\n          items {\n            slug\n          }\n        }\n      }\n    }\n    ... on PagePlp {\n      slug\n    }\n    ... on PageBlogLanding {\n      slug\n    }\n    ... on PageLocations {\n      slug\n    }\n    ... on BlogArticle {\n      slug\n    }\n    ... on QuizPage {\n      slug\n    }\n    ... on PageCart {\n      slug\n    }\n  }\n\n\n  #graphql\n  fragment ContentImage on Asset {\n    url\n    description\n    width\n    height\n  }\n\n": {return: ShellQuery, variables: ShellQueryVariables},
  "#graphql\n  query SitemapPages($locale: String!, $preview: Boolean!) {\n    pageFlexibleLayoutCollection(limit: 100, locale: $locale, preview: $preview) {\n      items {\n        slug\n      }\n    }\n    packageCollection(limit: 20, locale: $locale, preview: $preview) {\n      items {\n        shopifyHandle\n      }\n    }\n    pageLocationsCollection(limit: 10, locale: $locale, preview: $preview) {\n      items {\n        slug\n      }\n    }\n    quizPageCollection(limit: 10, locale: $locale, preview: $preview) {\n      items {\n        slug\n      }\n    }\n    blogCategoryCollection(limit: 20, locale: $locale, preview: $preview) {\n      items {\n        slug\n      }\n    }\n    blogArticleCollection(limit: 100, locale: $locale, preview: $preview) {\n      items {\n        slug\n      }\n    }\n  }\n": {return: SitemapPagesQuery, variables: SitemapPagesQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '~/lib/content/cms.server' {
  interface CmsQueries extends GeneratedQueryTypes {}
}
