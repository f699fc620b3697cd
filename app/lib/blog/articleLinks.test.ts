import {describe, expect, it} from 'vitest';
import {articleLinkTargets} from './articleLinks';

describe('articleLinkTargets', () => {
  it('resolves linked articles, pages and products to site paths, and collects embedded images', () => {
    const image = {url: '/media/a.jpg', title: 'A', description: 'A rower', width: 1600, height: 1000};
    const targets = articleLinkTargets({
      assets: {block: [{sys: {id: 'asset-1'}, ...image}, null]},
      entries: {
        hyperlink: [
          {__typename: 'BlogArticle', sys: {id: 'article-x'}, slug: 'stroke-rate-explained'},
          {__typename: 'QuizPage', sys: {id: 'quiz'}, slug: 'find-your-rower'},
        ],
        block: [
          {
            __typename: 'Product',
            sys: {id: 'product-mat'},
            title: 'Rower Mat',
            shopifyHandle: 'rower-mat',
            rower: false,
            thumbnail: image,
            productCategoryCollection: {items: [{slug: 'accessories'}]},
          },
        ],
        inline: [
          {
            __typename: 'Product',
            sys: {id: 'product-pro'},
            title: 'Keel Pro Rower',
            shopifyHandle: 'keel-pro-rower',
            rower: true,
          },
          {__typename: 'PressQuote', sys: {id: 'quote'}},
        ],
      },
    });
    expect(targets.entries).toEqual({
      'article-x': {path: '/blog/stroke-rate-explained/', title: null, image: null},
      quiz: {path: '/find-your-rower', title: null, image: null},
      'product-mat': {path: '/products/accessories/rower-mat/', title: 'Rower Mat', image},
      'product-pro': {path: '/products/rowers/keel-pro-rower/', title: 'Keel Pro Rower', image: null},
    });
    expect(targets.assets).toEqual({'asset-1': image});
  });
});
