import {cmsFixture, type CmsFixture} from '~/graphql/cms/contentTypes';
import {PassThrough} from 'node:stream';
import {renderToPipeableStream} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';
import {describe, expect, it} from 'vitest';
import {resolveCtas} from '~/lib/content/ctaLinks';
import {heroSlide} from './Hero/heroSlide.fixture';
import {ModuleList} from './ModuleRenderer';
import type {ModuleProductSticky, PageModule, RenderedModule} from './types';
import * as referralStyles from './ReferralForm/ReferralForm.css';

/** Server-renders modules as a page would (lazy chunks included), under a root route with the en-GB locale. */
async function render(modules: RenderedModule[]): Promise<string> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({localeCode: 'en-GB'}),
      Component: () => <ModuleList modules={modules} now={Date.UTC(2026, 10, 21)} />,
    },
  ]);
  const context = await handler.query(new Request('http://keel.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(<StaticRouterProvider router={router} context={context} hydrate={false} />, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onError: reject,
    });
  });
}

const entry = (module: CmsFixture<PageModule>, anchor: string): RenderedModule => ({
  module: cmsFixture<PageModule>(module),
  anchor,
  extras: {},
  theme: null,
});
const asset = {url: 'http://media/a.jpg', title: 'A', description: 'A rower by a window', width: 1600, height: 900};

/** The product a product sticky sells in these tests. */
const coaching = {
  __typename: 'Product' as const,
  sys: {id: 'p'},
  title: 'Personal Coaching',
  type: 'Service',
  shopifyHandle: 'personal-coaching',
  pdpPrice: 249,
  pdpDiscountedPrice: null,
  thumbnail: null,
};

/** A product sticky for Personal Coaching with every flag off, but for the fields a test gives. */
const productSticky = (fields: CmsFixture<ModuleProductSticky> = {}): CmsFixture<PageModule> => ({
  __typename: 'ModuleProductSticky',
  sys: {id: 'sticky'},
  reviewScore: null,
  totalReviews: null,
  displayReviews: false,
  displayReviewCount: false,
  displayOnScroll: false,
  desktopPosition: null,
  mobilePosition: null,
  backgroundColor: null,
  cta: null,
  product: coaching,
  hideStrikethrough: false,
  ...fields,
});

describe('ModuleList', () => {
  it('renders each module by its type and skips a type it does not know', async () => {
    const html = await render([
      entry(
        {
          __typename: 'ModuleTeaser',
          sys: {id: 'teaser'},
          eyebrow: 'The Keel app',
          title: 'A coach in the room',
          description: 'Over 900 classes.',
          imagePosition: 'Left',
          backgroundColor: null,
          image: asset,
          videoCover: null,
          cta: null,
        },
        'the-app',
      ),
      entry({__typename: 'ModuleHologram', sys: {id: 'x'}} as unknown as PageModule, 'x'),
      entry(
        {
          __typename: 'ModuleFaq',
          sys: {id: 'faq'},
          title: 'Questions',
          cta: null,
          fontStyle: null,
          itemsCollection: {
            items: [
              {sys: {id: 'q1'}, question: 'Open?', answer: 'Yes.', answerRichText: null, openOnLoad: true},
              {sys: {id: 'q2'}, question: 'Closed?', answer: 'No.', answerRichText: null, openOnLoad: false},
            ],
          },
        },
        'faq',
      ),
    ]);
    expect(html).toMatch(/<section[^>]*id="the-app"[^>]*>[\s\S]*A coach in the room/);
    expect(html).toContain('alt="A rower by a window"');
    expect(html).toMatch(/width="1600"[^>]*height="900"|height="900"[^>]*width="1600"/);
    expect(html).not.toContain('id="x"');
    // rules:content-states: openOnLoad starts an FAQ item open.
    expect(html).toMatch(/<details[^>]*open=""[^>]*>\s*<summary[^>]*><h3[^>]*>Open\?/);
    expect(html).toMatch(/<details(?![^>]*open)[^>]*>\s*<summary[^>]*><h3[^>]*>Closed\?/);
  });

  it('renders workout activities with their level (default Breathe), badge and a link to their page', async () => {
    const html = await render([
      entry(
        {
          __typename: 'ModuleWorkoutActivities',
          sys: {id: 'workouts'},
          title: 'Every kind of row',
          subtitle: null,
          cta: null,
          activitiesCollection: {
            items: [
              {
                sys: {id: 'a'},
                name: 'Technique drills',
                activityLevel: 'Steady',
                shortDescription: 'One part at a time.',
                image: asset,
                badge: null,
                targetPath: '/blog/how-to-row-with-good-form/',
              },
              {
                sys: {id: 'b'},
                name: 'Recovery rows',
                activityLevel: null,
                shortDescription: 'Easy.',
                image: null,
                badge: {text: 'New', type: 'Standard', region: 'US Only'},
              },
              {
                sys: {id: 'c'},
                name: 'Row + Lift',
                activityLevel: 'Build',
                shortDescription: 'Both.',
                image: null,
                badge: {text: 'Limited', type: 'Promo', region: 'All'},
              },
            ],
          },
        },
        'workouts',
      ),
    ]);
    // en-GB: the link carries the locale; the US-only badge is left out.
    expect(html).toContain('href="/en-GB/blog/how-to-row-with-good-form/"');
    expect(html).toMatch(/Breathe<\/p>[\s\S]*Recovery rows/);
    expect(html).not.toContain('>New<');
    expect(html).toContain('>Limited<');
  });
  it('renders a hero with slides as a slider of heroes: its own content first as the h1, slides as h2, the background video over its slide', async () => {
    const slide = (id: string, title: string, extra: object = {}) => ({
      ...heroSlide(id, title),
      heroImage: asset,
      ...extra,
    });
    const html = await render([
      entry(
        {
          ...slide('hero', 'Calm water'),
          slidesCollection: {
            items: [
              slide('s1', 'Row, then lift'),
              slide('s2', 'A river at dawn', {backgroundVideo: {url: 'http://media/water.mp4'}}),
            ],
          },
        },
        'hero',
      ),
    ]);
    expect(html).toMatch(/<h1[^>]*>Calm water<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Row, then lift<\/h2>/);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/data-testid="slider-counter"><span>01<\/span> \/ <span>03<\/span>/);
    // Only the lead panel's image is eager; the water video is a muted loop over its slide's image.
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html).toMatch(/<video[^>]*src="http:\/\/media\/water.mp4"[^>]*muted/);
  });

  it('gives a phone a hero image at most 1000 wide: its phone crop, or the wide image cut to that shape (decision 0163)', async () => {
    const withCrop = {
      ...heroSlide('a', 'Calm water'),
      heroImage: asset,
      heroImageMobile: {...asset, url: 'http://media/mobile.jpg'},
    };
    const withoutCrop = {
      ...heroSlide('b', 'Row, then lift'),
      heroImage: {...asset, url: 'http://media/wide.jpg', width: 1920},
    };
    const phoneSources = (html: string) =>
      [...html.matchAll(/<source media="\(width &lt;= 768px\)"[^>]*srcSet="([^"]*)"/g)].map((match) => match[1]!);
    const [cropped] = phoneSources(await render([entry(withCrop, 'hero')]));
    expect(cropped).toBe(
      'http://media/mobile.jpg?w=640&amp;fm=webp 640w, http://media/mobile.jpg?w=750&amp;fm=webp 750w, http://media/mobile.jpg?w=828&amp;fm=webp 828w, http://media/mobile.jpg?w=1000&amp;fm=webp 1000w',
    );
    const [cut] = phoneSources(await render([entry(withoutCrop, 'hero')]));
    expect(cut).toBe(
      'http://media/wide.jpg?w=640&amp;h=800&amp;fm=webp&amp;fit=fill 640w, http://media/wide.jpg?w=750&amp;h=938&amp;fm=webp&amp;fit=fill 750w, http://media/wide.jpg?w=828&amp;h=1035&amp;fm=webp&amp;fit=fill 828w, http://media/wide.jpg?w=1000&amp;h=1080&amp;fm=webp&amp;fit=fill 1000w',
    );
  });

  it('renders a hero split with its logo, a mobile crop, and the app variant’s store links', async () => {
    const cta = (id: string, text: string, url: string) => ({
      __typename: 'CtaExternal' as const,
      sys: {id},
      displayText: text,
      overrideVariant: 'Secondary Dark',
      url,
      openInNewWindow: true,
      icon: null,
    });
    // CTAs get their links on the server (app/lib/content/ctaLinks.ts), as the page loader does.
    const html = await render([
      entry(
        resolveCtas({
          __typename: 'ModuleHeroSplit',
          sys: {id: 'app'},
          title: 'Your coach, between sessions',
          subtitle: null,
          description: null,
          textAlignment: null,
          titlePlacement: null,
          mobileTitlePlacement: null,
          backgroundColor: null,
          height: null,
          splitSize: null,
          imagePosition: 'Left',
          heroImage: asset,
          heroImageMobile: {...asset, url: 'http://media/mobile.jpg'},
          insetBackgroundImage: null,
          logoImage: {...asset, url: 'http://media/logo.png', description: 'Keel'},
          cta: null,
          ctAsCollection: null,
          appStoreLinksCollection: {
            items: [
              cta('apple', 'Download on the App Store', 'https://apps.apple.com/app/keel'),
              cta('google', 'Get it on Google Play', 'https://play.google.com/store/apps/details?id=keel'),
            ],
          },
          appVariant: true,
        }),
        'app',
      ),
    ]);
    expect(html).toMatch(/<source media="\(width &lt;= 768px\)" srcSet="http:\/\/media\/mobile.jpg[^"]*"/);
    expect(html).toMatch(/<img[^>]*src="http:\/\/media\/logo.png[^"]*"[^>]*alt="Keel"/);
    expect(html).toMatch(
      /<ul[^>]*aria-label="Get the app"[\s\S]*Download on the App Store[\s\S]*Get it on Google Play/,
    );
    expect(html).toContain('href="https://apps.apple.com/app/keel"');
  });

  describe('referral form (rules:module-referral-form)', () => {
    const referral = (useReferralApi: boolean | null): CmsFixture<PageModule> => ({
      __typename: 'ModuleReferralForm',
      sys: {id: 'referral'},
      title: 'Give £75, get £75',
      copy: 'Share your link with a friend.',
      useReferralApi,
      backgroundImage: asset,
      cta: {
        __typename: 'CtaExternal',
        sys: {id: 'terms'},
        displayText: 'Referral terms',
        overrideVariant: 'Link',
        url: 'https://www.keel.example/legal/referrals',
        openInNewWindow: true,
        icon: null,
        link: {
          kind: 'external',
          href: 'https://www.keel.example/legal/referrals',
          newWindow: true,
          label: 'Referral terms',
          variant: 'LINK',
          modifiers: {},
        },
      },
    });

    it('shows the copy and the terms link without a provider box when the provider is off (the server gives no script)', async () => {
      const html = await render([
        {module: cmsFixture<PageModule>(referral(false)), anchor: 'refer', extras: {referralScript: null}, theme: null},
      ]);
      expect(html).toContain('Share your link with a friend.');
      expect(html).toMatch(/<a[^>]*href="https:\/\/www\.keel\.example\/legal\/referrals"[^>]*>Referral terms<\/a>/);
      expect(html).not.toContain('data-testid="referral-provider"');
    });

    it('draws its background 1300 wide at quality 80 (rules:layout-constants "Referral background: 1300 at quality 80")', async () => {
      const html = await render([
        {module: cmsFixture<PageModule>(referral(false)), anchor: 'refer', extras: {referralScript: null}, theme: null},
      ]);
      // Quality 80 is the media default, so the URL leaves it out.
      expect(html).toMatch(/<img[^>]*src="http:\/\/media\/a.jpg\?w=1300&amp;fm=webp"/);
      expect(html).not.toMatch(/[?&]q=/);
    });

    it('reserves the provider’s box with the copy in it until the form mounts, the terms link below it', async () => {
      const html = await render([
        {
          module: cmsFixture<PageModule>(referral(true)),
          anchor: 'refer',
          extras: {referralScript: 'https://referrals.example.com/v1/en-GB/widget.js'},
          theme: null,
        },
      ]);
      expect(html).toMatch(
        new RegExp(
          `data-testid="referral-provider" data-state="loading" class="${referralStyles.providerBox}"><div hidden=""></div><p[^>]*>Share your link with a friend.</p></div>`,
        ),
      );
      expect(referralStyles.PROVIDER_BOX_HEIGHT).toBe('clamp(15rem, 30rem - 30vw, 24rem)');
      expect(html).toMatch(/data-testid="referral-provider"[\s\S]*Referral terms/);
      // The script is the browser's business: nothing is injected into the server HTML.
      expect(html).not.toContain('referrals.example.com');
    });
  });
  it('renders a contact card’s title, background and support, commercial and press contacts, linking e-mails and phones (rules:content-fields Contact card)', async () => {
    const card = (press: string | null): CmsFixture<PageModule> => ({
      __typename: 'ModuleContactCard',
      sys: {id: 'contact'},
      title: 'Talk to us',
      backgroundImage: {...asset, url: 'http://media/workshop.jpg'},
      supportContactTitle: 'Support',
      supportContact: 'help@keel.example · (888) 555-0142',
      commercialTitle: 'Commercial',
      commercialContact: 'fleet@keel.example',
      pressContactTitle: 'Press',
      pressContact: press,
    });
    const html = await render([entry(card('press@keel.example'), 'contact')]);
    expect(html).toMatch(/<h2 id="contact-title"[^>]*>Talk to us<\/h2>/);
    expect(html).toMatch(/<img[^>]*src="http:\/\/media\/workshop.jpg[^"]*"[^>]*alt=""/);
    expect([...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((match) => match[1])).toEqual([
      'Support',
      'Commercial',
      'Press',
    ]);
    expect(html).toContain('href="mailto:help@keel.example"');
    expect(html).toContain('href="tel:8885550142"');
    expect(html).toContain('href="mailto:fleet@keel.example"');
    expect(html).toContain('href="mailto:press@keel.example"');
    // A contact without its value is left out, not shown as an empty row.
    expect(await render([entry(card(null), 'contact')])).not.toContain('>Press<');
  });

  it('asks for a module’s image at most 1500 wide, its srcset too (rules:layout-constants "Request width: … 1500 elsewhere")', async () => {
    const html = await render([
      entry(
        {
          __typename: 'ModuleContactCard',
          sys: {id: 'contact'},
          title: 'Talk to us',
          backgroundImage: {...asset, width: 3000},
          supportContactTitle: null,
          supportContact: null,
          commercialTitle: null,
          commercialContact: null,
          pressContactTitle: null,
          pressContact: null,
        },
        'contact',
      ),
    ]);
    const widths = [...html.matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(1500);
  });

  it('places a product sticky at the top unless the CMS says Bottom (rules:content-fields "desktopPosition and mobilePosition (default Top)")', async () => {
    const sticky = (desktopPosition: string | null, mobilePosition: string | null) =>
      productSticky({desktopPosition, mobilePosition});
    expect(await render([entry(sticky(null, null), 'sticky')])).toMatch(
      /data-desktop-position="Top" data-mobile-position="Top"/,
    );
    expect(await render([entry(sticky('Bottom', null), 'sticky')])).toMatch(
      /data-desktop-position="Bottom" data-mobile-position="Top"/,
    );
    expect(await render([entry(sticky(null, 'Bottom'), 'sticky')])).toMatch(
      /data-desktop-position="Top" data-mobile-position="Bottom"/,
    );
  });

  it('honours the CMS flags: a product sticky without strikethrough, press quotes without autoplay, a newsletter over its background image, a carousel with autoplay', async () => {
    const sticky = (hideStrikethrough: boolean) =>
      productSticky({product: {...coaching, pdpDiscountedPrice: 219}, hideStrikethrough});
    const struck = await render([entry(sticky(false), 'sticky')]);
    expect(struck).toContain('<s>£249</s> <span>£219</span>');
    const plain = await render([entry(sticky(true), 'sticky')]);
    expect(plain).not.toContain('<s>');
    expect(plain).toContain('<span>£219</span>');

    const quotes = (autoplay: boolean | null): CmsFixture<PageModule> => ({
      __typename: 'ModulePressQuotes',
      sys: {id: 'press'},
      title: 'In the press',
      backgroundColor: null,
      autoplay,
      quotesCollection: {
        items: [{sys: {id: 'q'}, publication: 'Gear Weekly', quote: 'Quiet.', url: null, publishedDate: null}],
      },
    });
    expect(await render([entry(quotes(null), 'press')])).toContain('aria-label="Pause slides"');
    expect(await render([entry(quotes(false), 'press')])).not.toContain('Pause slides');

    const newsletter = await render([
      entry(
        {
          __typename: 'ModuleNewsletter',
          sys: {id: 'news'},
          title: 'New articles, once a month',
          description: null,
          inputPlaceholderText: null,
          emailNotification: null,
          confirmationMessage: 'Thanks.',
          formId: 'f',
          buttonText: null,
          backgroundColor: null,
          backgroundImage: {...asset, url: 'http://media/morning-row.jpg'},
        },
        'newsletter',
      ),
    ]);
    expect(newsletter).toMatch(/<img[^>]*src="http:\/\/media\/morning-row.jpg[^"]*"[^>]*alt=""/);

    const card = (handle: string) => ({
      __typename: 'Product' as const,
      sys: {id: handle},
      title: handle,
      type: 'Accessory',
      shopifyHandle: handle,
      pdpPrice: 59,
      pdpDiscountedPrice: null,
      thumbnail: null,
    });
    const carousel = (autoplay: boolean | null): CmsFixture<PageModule> => ({
      __typename: 'ModuleProductCarousel',
      sys: {id: 'kit'},
      title: 'Kit for your rower',
      subtitle: null,
      showPrices: true,
      autoplay,
      backgroundColor: null,
      cta: null,
      productsCollection: {items: [card('rower-mat'), card('seat-cushion'), card('rower-cover')]},
    });
    // The pause button is in the server's HTML (nothing moves when the code arrives), playing until the browser says otherwise.
    expect(await render([entry(carousel(true), 'kit')])).toMatch(
      /<button[^>]*aria-pressed="false"[^>]*aria-label="Pause products"/,
    );
    expect(await render([entry(carousel(null), 'kit')])).not.toContain('Pause products');
  });
});
