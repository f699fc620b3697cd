import type {Asset} from './spaceExport';
import {PRODUCTS} from '../dev-backend/seed/catalog';
import {asset, loc} from './builders';

/**
 * The media of the seed: local paths under /media/ that the media service
 * renders (product renders in every colour from three angles, accessories,
 * packages, lifestyle scenes, portraits, the app and the rowing video). Every
 * asset carries its size and a description that is the image's alt text.
 */

export const ANGLES = ['three-quarter', 'side', 'front'] as const;
export type Angle = (typeof ANGLES)[number];

const PRODUCT_SIZE = {width: 1600, height: 1200};
const LIFESTYLE_SIZE = {width: 1920, height: 1080};
const PORTRAIT_SIZE = {width: 800, height: 800};

export const rowerImageId = (handle: string, color: string, angle: Angle) =>
  `asset-product-${handle}-${color}-${angle}`;
export const productImageId = (handle: string) => `asset-product-${handle}`;
export const packageImageId = (handle: string) => `asset-package-${handle}`;
export const lifestyleId = (name: LifestyleName) => `asset-lifestyle-${name}`;
export const portraitId = (n: 1 | 2 | 3 | 4 | 5 | 6) => `asset-person-${n}`;

const COLOR_WORDS: Record<string, string> = {
  'pirate-black': 'Pirate Black, a deep charcoal black',
  river: 'River, a deep lake blue',
  forest: 'Forest, a dark pine green',
  sunrise: 'Sunrise, a burnt orange',
  sunset: 'Sunset, a dusky plum red',
};

const ANGLE_WORDS: Record<Angle, string> = {
  'three-quarter': 'from a front three-quarter angle',
  side: 'from the side, showing the full length of the rail',
  front: 'from the seat end, looking along the rail to the screen',
};

const ROWER_DETAILS: Record<string, string> = {
  'keel-pro-rower': 'its 22-inch screen and solid ash rail',
  'keel-wave-rower': 'its compact frame and 16-inch screen',
  'keel-vista-rower': 'its wide 27-inch screen and water-feel flywheel',
};

function rowerAssets(): Asset[] {
  return PRODUCTS.filter((product) => product.productType === 'ROWER').flatMap((product) =>
    product.variants.flatMap((variant) => {
      const color = variant.color?.slug ?? 'pirate-black';
      return ANGLES.map((angle) =>
        asset(rowerImageId(product.handle, color, angle), {
          title: `${product.title} in ${variant.title}, ${angle === 'three-quarter' ? 'three-quarter' : angle} view`,
          description: `The ${product.title} in ${COLOR_WORDS[color] ?? variant.title}, ${ANGLE_WORDS[angle]}, with ${ROWER_DETAILS[product.handle] ?? 'its screen'}.`,
          url: `/media/products/${product.handle}-${color}-${angle}.jpg`,
          ...PRODUCT_SIZE,
        }),
      );
    }),
  );
}

/** What each non-rower product render shows (its alt text). */
const PRODUCT_DESCRIPTIONS: Record<string, string | [string, string]> = {
  'keel-forge-strength-platform':
    'The Keel Forge Strength Platform: an ash deck with two cable arms and a 22-inch screen, on a plain warm-grey background.',
  'rower-mat': 'A charcoal Keel rower mat, 6 mm thick, laid flat on a plain background.',
  'heart-rate-monitor': 'A black Keel chest-strap heart rate monitor with its soft fabric strap.',
  'seat-cushion': 'A dark grey memory-foam Keel seat cushion with a non-slip base.',
  'device-holder': 'The Keel phone and tablet holder clamped to a short length of rower rail, holding a tablet.',
  'rower-cover': 'A fitted slate-grey Keel cover draped over a rower.',
  'dumbbell-set': 'A pair of adjustable dumbbells in their cradles, the weight dials on each end.',
  'cleaning-kit': [
    'The Keel cleaning kit: rail cleaner spray, screen wipes and a folded microfiber cloth.',
    'The Keel cleaning kit: rail cleaner spray, screen wipes and a folded microfibre cloth.',
  ],
  'all-access-membership':
    'The Keel app on a rower screen showing a river class, a leaderboard and the week’s programme.',
  'extended-warranty-3-year': 'A Keel rower beside a shield marked 3 years, for the 3-Year Extended Warranty.',
  'extended-warranty-5-year': 'A Keel rower beside a shield marked 5 years, for the 5-Year Extended Warranty.',
  'personal-coaching': 'A Keel coach on a video call on the rower screen, pointing out the catch position.',
  'keel-wave-starter-bundle':
    'The Keel Wave Rower in Pirate Black with a heart rate monitor and a cleaning kit, unboxed side by side.',
};

function productAssets(): Asset[] {
  return PRODUCTS.filter((product) => product.productType !== 'ROWER').map((product) => {
    const description = PRODUCT_DESCRIPTIONS[product.handle];
    if (!description) throw new Error(`No image description for ${product.handle}`);
    return asset(productImageId(product.handle), {
      title: product.title,
      description: typeof description === 'string' ? description : loc(description[0], description[1]),
      url: `/media/products/${product.handle}.jpg`,
      ...PRODUCT_SIZE,
    });
  });
}

const PACKAGE_DESCRIPTIONS: Record<string, [string, string]> = {
  'keel-pro-essentials': [
    'Pro Essentials Package',
    'The Keel Pro Rower in Pirate Black on a rower mat, with a heart rate monitor in front.',
  ],
  'keel-pro-complete': [
    'Pro Complete Package',
    'The Keel Pro Rower in Pirate Black with a mat, heart rate monitor, seat cushion, phone and tablet holder and a folded cover.',
  ],
  'keel-wave-essentials': [
    'Wave Essentials Package',
    'The Keel Wave Rower in Pirate Black on a rower mat, with a heart rate monitor in front.',
  ],
  'keel-vista-complete': [
    'Vista Complete Package',
    'The Keel Vista Rower in Pirate Black with a mat, heart rate monitor, seat cushion, phone and tablet holder and a folded cover.',
  ],
  'keel-row-and-strength': [
    'Row + Strength Package',
    'The Keel Pro Rower beside the Keel Forge Strength Platform, both in Pirate Black and ash.',
  ],
};

function packageAssets(): Asset[] {
  return Object.entries(PACKAGE_DESCRIPTIONS).map(([handle, [title, description]]) =>
    asset(packageImageId(handle), {title, description, url: `/media/packages/${handle}.jpg`, ...PRODUCT_SIZE}),
  );
}

export const LIFESTYLE = {
  'hero-home': [
    'Keel Pro Rower by a window at dawn',
    'A Keel Pro Rower in Pirate Black on an oak floor, by a tall window over calm water.',
  ],
  'hero-home-mobile': [
    'Keel Pro Rower by a window at dawn (portrait)',
    'A Keel Pro Rower in Pirate Black by a tall window over calm water, framed upright for a phone.',
  ],
  'rower-window': [
    'Rowing by the window',
    'A Keel Wave Rower in River in a bright living room, morning light across a wooden floor.',
  ],
  'hotel-gym': [
    'Keel rowers in a hotel gym',
    'Three Keel Pro Rowers side by side in a hotel gym, facing floor-to-ceiling windows.',
  ],
  showroom: [
    'The Keel showroom',
    'The Keel showroom: rowers in all five colours on an oak floor, with mats and covers on low shelves.',
  ],
  'coaching-session': [
    'A personal coaching session',
    'A Keel coach on a video call, watching a member’s stroke on the rower screen and pointing to the catch.',
  ],
  'morning-row': ['A morning row', 'A woman rowing on a Keel Pro Rower at sunrise, a river class on the screen.'],
  'studio-strength': [
    'Strength training at home',
    'A man doing a cable row on the Keel Forge Strength Platform in a small home studio.',
  ],
  'river-dawn': ['A river at dawn', 'Mist over a calm river at dawn, a single scull moored at a wooden jetty.'],
  'family-room': [
    'A rower in the family room',
    'A Keel Wave Rower stored upright against a family-room wall, beside a sofa and a bookshelf.',
  ],
  'recovery-stretch': [
    'Stretching after a row',
    'A rower stretching her hamstrings on a Keel rower mat after a session.',
  ],
  'team-workshop': [
    'The Keel workshop',
    'Keel engineers at a workbench fitting the seat carriage to an ash rowing rail.',
  ],
  'location-store': ['A Keel store', 'The front of a Keel store on a city street, a Keel Vista Rower in the window.'],
  'location-hotel': [
    'A hotel room with a Keel rower',
    'A hotel room with a Keel Wave Rower beside the window and a made bed.',
  ],
} as const satisfies Record<string, readonly [string, string]>;
export type LifestyleName = keyof typeof LIFESTYLE;

function lifestyleAssets(): Asset[] {
  return Object.entries(LIFESTYLE).map(([name, [title, description]]) =>
    asset(lifestyleId(name as LifestyleName), {
      title,
      description,
      url: `/media/lifestyle/${name}.jpg`,
      ...(name === 'hero-home-mobile' ? {width: 1080, height: 1350} : LIFESTYLE_SIZE),
    }),
  );
}

/** The six people of the seed; their portraits are person-1 … person-6. */
export const PEOPLE = [
  {n: 1, name: 'Maya Okafor', look: 'smiling, short natural hair, in a navy Keel training top'},
  {n: 2, name: 'Tom Ellery', look: 'in a grey sweater, standing in the Keel workshop'},
  {n: 3, name: 'Priya Raman', look: 'in a white physiotherapy tunic, hair tied back'},
  {n: 4, name: 'Daniel Reyes', look: 'in a Keel rowing vest, a river behind him'},
  {n: 5, name: 'Hannah Croft', look: 'in glasses and a denim shirt, at a workbench'},
  {n: 6, name: 'Sam Whitaker', look: 'in a green quarter-zip, by a window'},
] as const;

function portraitAssets(): Asset[] {
  return PEOPLE.map((person) =>
    asset(portraitId(person.n), {
      title: `Portrait of ${person.name}`,
      description: `${person.name}, ${person.look}.`,
      url: `/media/people/person-${person.n}.jpg`,
      ...PORTRAIT_SIZE,
    }),
  );
}

export const APP_IMAGE = 'asset-app-keel-app';
export const VIDEO_ROWING = 'asset-video-rowing';
export const VIDEO_ROWING_COVER = 'asset-video-rowing-cover';
export const VIDEO_WATER = 'asset-video-background-water';
export const VIDEO_WATER_COVER = 'asset-video-background-water-cover';

function otherAssets(): Asset[] {
  return [
    asset(APP_IMAGE, {
      title: 'The Keel app',
      description: loc(
        'The Keel app on a phone beside the rower: this week’s program, your stroke rate and a split of 2:05 per 500 m.',
        'The Keel app on a phone beside the rower: this week’s programme, your stroke rate and a split of 2:05 per 500 m.',
      ),
      url: '/media/app/keel-app.jpg',
      ...PRODUCT_SIZE,
    }),
    asset(VIDEO_ROWING, {
      title: 'Rowing with Keel',
      description: 'A member rowing a 20-minute river class on the Keel Pro Rower, with the coach’s cues on screen.',
      url: '/media/video/rowing/index.m3u8',
    }),
    asset(VIDEO_ROWING_COVER, {
      title: 'Rowing with Keel (cover)',
      description: 'A member mid-stroke on a Keel Pro Rower, the screen showing a river at dawn.',
      url: '/media/video/rowing-cover.jpg',
      ...LIFESTYLE_SIZE,
    }),
    asset(VIDEO_WATER, {
      title: 'Calm water (background)',
      description: 'Slow ripples on calm water in early light.',
      url: '/media/video/background-water.mp4',
    }),
    asset(VIDEO_WATER_COVER, {
      title: 'Calm water (background cover)',
      description: 'Calm water in early light, the first frame of the background video.',
      url: '/media/video/background-water.jpg',
      ...LIFESTYLE_SIZE,
    }),
  ];
}

export function buildAssets(): Asset[] {
  return [
    ...rowerAssets(),
    ...productAssets(),
    ...packageAssets(),
    ...lifestyleAssets(),
    ...portraitAssets(),
    ...otherAssets(),
  ];
}
