import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {ModalBridgeProvider} from '~/components/Modal/ModalBridge';
import {normalizeCountdownBanner, type CountdownBanner as CountdownBannerData} from '~/lib/countdown/countdownBanner';
import {eventCountdownEntry} from '~/lib/countdown/countdownBanner.fixture';
import {CountdownBanner} from './CountdownBanner';

// The CMS's event countdown as the server hands it to the component.
const banner = normalizeCountdownBanner(eventCountdownEntry(), 'en-US')!;
// One day, two hours, three minutes and four seconds before the end.
const now = Date.parse(banner.endDate) - ((26 * 60 + 3) * 60 + 4) * 1000;

function render(data: CountdownBannerData) {
  return renderWithLocale(
    <ModalBridgeProvider>
      <CountdownBanner banner={data} now={now} />
    </ModalBridgeProvider>,
  );
}

describe('CountdownBanner (rules:content-fields, rules:content-states)', () => {
  it('SHORT: the one-line countdown after the copy, from the server clock', async () => {
    const html = await render(banner);
    expect(html).toContain('1d 02h 03m 04s');
    expect(html.indexOf('The New Year Package Event')).toBeLessThan(html.indexOf('1d 02h 03m 04s'));
    expect(html).toMatch(/<a[^>]*href="\/listings\/bundles\/"[^>]*><span>Shop packages<\/span><\/a>/);
    expect(html).toContain('Limited time');
  });

  it('TALL: the DAY/HOURS/MINS/SEC boxes; reversed puts them first', async () => {
    const html = await render({...banner, height: 'TALL', reversed: true});
    for (const label of ['DAY', 'HOURS', 'MINS', 'SEC']) expect(html).toContain(`>${label}<`);
    expect(html.indexOf('MINS')).toBeLessThan(html.indexOf('The New Year Package Event'));
  });

  it('asks for its background at most 1500 wide, its srcset too (rules:layout-constants "Request width: … 1500 elsewhere")', async () => {
    const html = await render({...banner, image: {url: 'http://media/event.jpg', alt: '', width: 2400, height: 800}});
    const widths = [...html.matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(2);
    expect(Math.max(...widths)).toBe(1500);
  });
});
