import {describe, expect, it} from 'vitest';
import type {HeroSlide, ModuleHero} from '../types';
import {HERO_SLIDES_MAX, heroSlides} from './Hero';
import {heroSlide as slide} from './heroSlide.fixture';

const hero = (slides: Array<HeroSlide | null> | null): ModuleHero => ({
  ...slide('hero', 'Calm water'),
  scrollNavigationTitle: null,
  slidesCollection: slides ? {items: slides} : null,
});

describe('hero slides (rules:content-fields, rules:layout-constants)', () => {
  it('is the hero alone without slides', () => {
    expect(heroSlides(hero(null)).map((item) => item.sys.id)).toEqual(['hero']);
    expect(heroSlides(hero([])).map((item) => item.sys.id)).toEqual(['hero']);
  });

  it('puts the hero’s own content first, then its slides in CMS order', () => {
    expect(heroSlides(hero([slide('a'), slide('b')])).map((item) => item.sys.id)).toEqual(['hero', 'a', 'b']);
  });

  it('skips unresolved or untitled slides and keeps at most 5', () => {
    const many = Array.from({length: 7}, (_, index) => slide(String(index)));
    expect(HERO_SLIDES_MAX).toBe(5);
    expect(heroSlides(hero(many))).toHaveLength(1 + HERO_SLIDES_MAX);
    expect(heroSlides(hero([null, slide('x', null), slide('y')])).map((item) => item.sys.id)).toEqual(['hero', 'y']);
  });
});
