import {describe, expect, it} from 'vitest';
import {imageSrcSet, imageUrl, VIDEO_COVER_QUALITY} from './images';
import {configuratorEcommerceImage} from './productImages';

describe('image URLs (spec 9)', () => {
  it('caps the width at 1920 and the height at 1080', () => {
    expect(imageUrl('https://img.example/a.jpg', {width: 4000, height: 3000})).toBe('https://img.example/a.jpg?w=1920&h=1080');
  });

  it('adds parameters to an existing query and leaves quality 80 implicit', () => {
    expect(imageUrl('/media/a.jpg?x=1', {width: 400, quality: 80})).toBe('/media/a.jpg?x=1&w=400');
    expect(imageUrl('/media/a.jpg', {quality: 75})).toBe('/media/a.jpg?q=75');
  });

  it('builds a srcset of unique widths no larger than the source', () => {
    expect(imageSrcSet('/m/a.jpg', [400, 1000, 1920, 2400], 1600)).toBe('/m/a.jpg?w=400&fm=webp 400w, /m/a.jpg?w=1000&fm=webp 1000w, /m/a.jpg?w=1600&fm=webp 1600w');
  });

  it('crops the configurator ecommerce image to exactly 600x400', () => {
    expect(configuratorEcommerceImage('/media/products/rower-mat.jpg')).toBe('/media/products/rower-mat.jpg?w=600&h=400&fm=webp&fit=fill');
  });

  it('asks for video covers at quality 75, in the srcset too', () => {
    expect(imageSrcSet('/m/cover.jpg', [480, 960], 1600, VIDEO_COVER_QUALITY)).toBe('/m/cover.jpg?w=480&q=75&fm=webp 480w, /m/cover.jpg?w=960&q=75&fm=webp 960w');
  });
});
