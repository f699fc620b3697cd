import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {Pager} from './Pager';

const props = {
  label: 'Order pages',
  href: (direction: 'before' | 'after', cursor: string) => `/account?${direction}=${cursor}`,
  previous: 'Newer orders',
  next: 'Older orders',
  className: 'pager',
  linkClassName: 'link',
};

describe('Pager', () => {
  it('draws nothing when the list fits one page', async () => {
    const html = await renderWithLocale(<Pager {...props} pageInfo={{hasPreviousPage: false, hasNextPage: false}} />);
    expect(html).toBe('');
  });

  it('links the page after in the locale, with an empty cell where the page before would be', async () => {
    const html = await renderWithLocale(
      <Pager {...props} pageInfo={{hasPreviousPage: false, hasNextPage: true, endCursor: 'c2'}} />,
      {localeCode: 'en-GB'},
      'http://localhost/en-GB/account',
    );
    expect(html).toBe(
      '<nav aria-label="Order pages" class="pager"><span></span>' +
        '<a class="link" rel="next" href="/en-GB/account?after=c2" data-discover="true">Older orders</a></nav>',
    );
  });

  it('links both ways from a middle page, each from its own cursor', async () => {
    const html = await renderWithLocale(
      <Pager {...props} pageInfo={{hasPreviousPage: true, hasNextPage: true, startCursor: 'c1', endCursor: 'c2'}} />,
    );
    expect(html).toMatch(/rel="prev" href="\/account\?before=c1"[^>]*>Newer orders</);
    expect(html).toMatch(/rel="next" href="\/account\?after=c2"[^>]*>Older orders</);
  });
});
