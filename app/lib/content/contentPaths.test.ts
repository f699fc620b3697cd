import {describe, expect, it} from 'vitest';
import {contentSitemapPaths} from './contentPaths';

describe('contentSitemapPaths', () => {
  it('lists the locations page, the quiz, the blog, its categories and articles', () => {
    expect(
      contentSitemapPaths({
        pageLocationsCollection: {items: [{slug: 'locations'}]},
        quizPageCollection: {items: [{slug: 'find-your-rower'}, null]},
        blogCategoryCollection: {items: [{slug: 'training'}]},
        blogArticleCollection: {items: [{slug: 'how-to-row-with-good-form'}]},
      }),
    ).toEqual([
      '/locations',
      '/find-your-rower',
      '/blog',
      '/blog/categories/training',
      '/blog/how-to-row-with-good-form/',
    ]);
  });

  it('lists no blog without articles', () => {
    expect(contentSitemapPaths({})).toEqual([]);
  });
});
