import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ModalBridgeProvider} from '~/components/Modal/ModalBridge';
import {ProductGallery} from './ProductGallery';

const image = (angle: string) => ({
  url: `http://media/rower-${angle}.jpg`,
  alt: `The rower, ${angle}`,
  width: 1600,
  height: 1200,
});

describe('ProductGallery image priorities (decision 0165)', () => {
  it('fetches the first slide first and the slides beside it and the thumbnails after everything else', () => {
    const html = renderToStaticMarkup(
      <ModalBridgeProvider>
        <ProductGallery images={[image('front'), image('side'), image('back')]} title="Rower" />
      </ModalBridgeProvider>,
    );
    const priorities = (file: string) =>
      [...html.matchAll(/<img [^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag.includes(`src="http://media/rower-${file}.jpg`))
        .map((tag) => /fetchpriority="(\w+)"/.exec(tag)?.[1]);
    // Each picture: its slide, then its thumbnail.
    expect(priorities('front')).toEqual(['high', 'low']);
    expect(priorities('side')).toEqual(['low', 'low']);
    expect(priorities('back')).toEqual(['low', 'low']);
  });
});
