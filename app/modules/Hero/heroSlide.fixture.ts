import type {HeroSlide} from '../types';

/** A hero or hero slide with only a title, for tests (Hero.test.ts, ModuleRenderer.test.tsx). */
export const heroSlide = (id: string, title: string | null = `Slide ${id}`): HeroSlide => ({
  __typename: 'ModuleHero',
  sys: {id},
  title,
  subtitle: null,
  description: null,
  backgroundColor: null,
  textAlignment: null,
  heroImage: null,
  heroImageMobile: null,
  backgroundVideo: null,
  ctasCollection: null,
  valuePropsCollection: null,
});
