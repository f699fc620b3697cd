/**
 * Renders the shop's product, package, lifestyle and portrait images with three.js in
 * headless Chromium (SwiftShader, no GPU needed) and encodes them with sharp.
 *
 *   npx tsx scripts/media/render.ts                 # everything
 *   npx tsx scripts/media/render.ts --only products/keel-pro   # paths starting with this
 *   npx tsx scripts/media/render.ts --list          # print the job list
 *
 * Output: dev-backend/media/assets/** and dev-backend/media/assets/manifest.json.
 * Deterministic: every scene uses fixed seeds and the same light rig (decision 0007).
 * Needs `three` in node_modules and Debian's /usr/bin/chromium; nothing is fetched.
 */
import {mkdir, readFile, writeFile, stat} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium, type Route} from 'playwright-core';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const outDir = path.join(root, 'dev-backend/media/assets');
const require = createRequire(import.meta.url);

const ORIGIN = 'http://media.keel.local';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Supersampling factor: frames are rendered this much larger and downscaled (antialiasing). */
const SUPERSAMPLE = 2;
/** Encoding: high-quality progressive JPEG; quality steps down only if a file would pass the budget. */
const JPEG_QUALITY = 86;
const MAX_BYTES = 250 * 1024;

type SceneSpec =
  | {scene: 'rower'; model: 'pro' | 'wave' | 'vista'; color: string; angle: string}
  | {scene: 'product'; handle: string}
  | {scene: 'package'; handle: string}
  | {scene: 'lifestyle'; name: string}
  | {scene: 'portrait'; index: number};

export interface Job {
  /** Path under assets/, also the key in the manifest and the URL under /media/. */
  file: string;
  width: number;
  height: number;
  alt: string;
  spec: SceneSpec;
}

export interface ManifestEntry {
  path: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
}

const ROWERS = [
  {handle: 'keel-pro-rower', model: 'pro', title: 'Keel Pro Rower'},
  {handle: 'keel-wave-rower', model: 'wave', title: 'Keel Wave Rower'},
  {handle: 'keel-vista-rower', model: 'vista', title: 'Keel Vista Rower'},
] as const;
const COLORS = [
  {slug: 'pirate-black', name: 'Pirate Black'},
  {slug: 'river', name: 'River'},
  {slug: 'forest', name: 'Forest'},
  {slug: 'sunrise', name: 'Sunrise'},
  {slug: 'sunset', name: 'Sunset'},
] as const;
const ANGLES = [
  {slug: 'side', words: 'seen from the side'},
  {slug: 'three-quarter', words: 'seen from the front three-quarter angle'},
  {slug: 'front', words: 'seen from the seat end, facing the screen'},
] as const;

const PRODUCT_ALTS: Record<string, string> = {
  'keel-forge-strength-platform':
    'Keel Forge Strength Platform: an open cable strength station on an oak platform with a portrait screen',
  'rower-mat': 'Rower Mat: a black rubber floor mat with one end rolled up',
  'heart-rate-monitor': 'Heart Rate Monitor: a black chest strap with a Deep Sea sensor pod',
  'seat-cushion': 'Seat Cushion: a contoured charcoal cushion for the rower seat',
  'device-holder': 'Phone & Tablet Holder: an aluminium clamp holding a tablet',
  'rower-cover': 'Rower Cover: a fitted charcoal fabric cover over a rower',
  'dumbbell-set': 'Adjustable Dumbbell Set: two adjustable dumbbells on a black stand',
  'cleaning-kit': 'Cleaning Kit: a spray bottle, a folded microfibre cloth and a small brush',
  'all-access-membership': 'All-Access Membership: a tablet showing the Keel class library',
  'extended-warranty-3-year': '3-Year Extended Warranty: a Deep Sea shield emblem marked 3 years',
  'extended-warranty-5-year': '5-Year Extended Warranty: a Deep Sea shield emblem marked 5 years',
  'personal-coaching': 'Personal Coaching: a laptop showing a video call with a Keel coach',
  'keel-wave-starter-bundle':
    'Keel Wave Starter Bundle: the Wave rower with a heart rate monitor and cleaning kit in front',
};

const PACKAGE_ALTS: Record<string, string> = {
  'keel-pro-essentials': 'Pro Essentials Package: the Keel Pro Rower on a rower mat with a heart rate monitor',
  'keel-pro-complete':
    'Pro Complete Package: the Keel Pro Rower with mat, heart rate monitor, seat cushion, device holder and cover',
  'keel-wave-essentials': 'Wave Essentials Package: the Keel Wave Rower on a rower mat with a heart rate monitor',
  'keel-vista-complete':
    'Vista Complete Package: the Keel Vista Rower with mat, heart rate monitor, seat cushion, device holder and cover',
  'keel-row-and-strength': 'Row + Strength Package: the Keel Pro Rower beside the Keel Forge Strength Platform',
};

const LIFESTYLE: Array<{name: string; alt: string; width?: number; height?: number}> = [
  {name: 'hero-home', alt: 'A Keel Pro Rower on a warm wooden floor beside a tall window over calm water at dawn'},
  {
    name: 'hero-home-mobile',
    alt: 'A Keel Pro Rower beside a tall window over calm water at dawn',
    width: 1080,
    height: 1350,
  },
  {name: 'rower-window', alt: 'A Keel Pro Rower in River by a window in a quiet living room'},
  {name: 'hotel-gym', alt: 'Two Keel rowers side by side in a bright hotel fitness room'},
  {name: 'showroom', alt: 'A bright Keel showroom with the Pro, Wave and Vista rowers on display'},
  {name: 'coaching-session', alt: 'A person rowing on a Keel Pro while a coach talks to them on a large screen'},
  {name: 'morning-row', alt: 'A person rowing on a Keel Pro in morning light'},
  {name: 'studio-strength', alt: 'The Keel Forge Strength Platform in a home studio with oak floors'},
  {name: 'river-dawn', alt: 'A calm river at dawn with misty hills, the view used for scenic rows'},
  {name: 'family-room', alt: 'A Keel Wave Rower stored upright against the wall of a family living room'},
  {name: 'recovery-stretch', alt: 'A rower mat and seat cushion laid out by a sunny window for stretching'},
  {
    name: 'team-workshop',
    alt: 'A workshop bench with ash rails, a flywheel housing and tools where Keel rowers are built',
  },
  {name: 'location-store', alt: 'The front of a Keel store with rowers in the window'},
  {name: 'location-hotel', alt: 'A hotel lobby with a Keel rower on display by the reception'},
];

const PEOPLE_ALTS = [
  'Illustrated portrait: a person with short dark hair in a Deep Sea jumper',
  'Illustrated portrait: a person with a copper bun in a cream top',
  'Illustrated portrait: a person with curly black hair in a forest green shirt',
  'Illustrated portrait: a person with long fair hair in a terracotta top',
  'Illustrated portrait: a person with cropped grey hair in a sand jacket',
  'Illustrated portrait: a person with a dark ponytail in a river blue top',
];

export function jobs(): Job[] {
  const list: Job[] = [];
  for (const r of ROWERS) {
    for (const c of COLORS) {
      for (const a of ANGLES) {
        list.push({
          file: `products/${r.handle}-${c.slug}-${a.slug}.jpg`,
          width: 1600,
          height: 1200,
          alt: `${r.title} in ${c.name}, ${a.words}`,
          spec: {scene: 'rower', model: r.model, color: c.slug, angle: a.slug},
        });
      }
    }
  }
  for (const [handle, alt] of Object.entries(PRODUCT_ALTS)) {
    list.push({file: `products/${handle}.jpg`, width: 1600, height: 1200, alt, spec: {scene: 'product', handle}});
  }
  for (const [handle, alt] of Object.entries(PACKAGE_ALTS)) {
    list.push({file: `packages/${handle}.jpg`, width: 1600, height: 1200, alt, spec: {scene: 'package', handle}});
  }
  for (const l of LIFESTYLE) {
    list.push({
      file: `lifestyle/${l.name}.jpg`,
      width: l.width ?? 1920,
      height: l.height ?? 1080,
      alt: l.alt,
      spec: {scene: 'lifestyle', name: l.name},
    });
  }
  PEOPLE_ALTS.forEach((alt, i) => {
    list.push({
      file: `people/person-${i + 1}.jpg`,
      width: 800,
      height: 800,
      alt,
      spec: {scene: 'portrait', index: i + 1},
    });
  });
  list.push({
    file: 'app/keel-app.jpg',
    width: 1600,
    height: 1200,
    alt: 'The Keel app on a tablet: the class library beside a phone showing live rowing metrics',
    spec: {scene: 'product', handle: 'keel-app'},
  });
  return list;
}

/** Files the page may load, all from this repository or node_modules (no network). */
function staticFile(pathname: string): {file: string; type: string} | null {
  const threeRoot = path.resolve(path.dirname(require.resolve('three')), '..');
  const mounts: Array<[string, string]> = [
    ['/three/', threeRoot],
    ['/scene/', path.join(here, 'scene')],
  ];
  const fonts: Record<string, string> = {
    '/fonts/inter.woff2': path.join(
      path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
      'files/inter-latin-wght-normal.woff2',
    ),
    '/fonts/fraunces.woff2': path.join(
      path.dirname(require.resolve('@fontsource-variable/fraunces/package.json')),
      'files/fraunces-latin-wght-normal.woff2',
    ),
  };
  const font = fonts[pathname];
  if (font) return {file: font, type: 'font/woff2'};
  if (pathname.includes('..')) return null;
  for (const [prefix, dir] of mounts) {
    if (pathname.startsWith(prefix)) {
      const file = path.join(dir, pathname.slice(prefix.length));
      if (file.startsWith(dir) && existsSync(file)) return {file, type: 'text/javascript'};
    }
  }
  return null;
}

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module" src="/scene/main.js"></script></head><body style="margin:0"></body></html>`;

async function serve(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== ORIGIN) return route.abort();
  if (url.pathname === '/' || url.pathname === '/index.html')
    return route.fulfill({contentType: 'text/html', body: INDEX_HTML});
  const found = staticFile(url.pathname);
  if (!found) return route.fulfill({status: 404, body: 'not found'});
  return route.fulfill({contentType: found.type, body: await readFile(found.file)});
}

interface Frame {
  width: number;
  height: number;
  ms: number;
  data: string;
}

async function encode(frame: Frame, job: Job): Promise<Buffer> {
  const raw = Buffer.from(frame.data, 'base64');
  // readPixels returns rows bottom-up; flip, then downscale with Lanczos for clean edges.
  const pixels = await sharp(raw, {raw: {width: frame.width, height: frame.height, channels: 4}})
    .flip()
    .resize(job.width, job.height, {kernel: 'lanczos3'})
    .removeAlpha()
    .raw()
    .toBuffer();
  let quality = JPEG_QUALITY;
  for (;;) {
    const jpeg = await sharp(pixels, {raw: {width: job.width, height: job.height, channels: 3}})
      .jpeg({quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0'})
      .toBuffer();
    if (jpeg.length <= MAX_BYTES || quality <= 70) return jpeg;
    quality -= 3;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '') : '';
  const all = jobs();
  if (args.includes('--list')) {
    for (const j of all) console.log(`${j.file}\t${j.width}x${j.height}\t${j.alt}`);
    return;
  }
  const selected = all.filter(
    (j) => j.file.startsWith(only) || (only.includes(',') && only.split(',').some((p) => j.file.startsWith(p))),
  );
  const started = Date.now();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
  const manifestPath = path.join(outDir, 'manifest.json');
  const previous = new Map<string, ManifestEntry>();
  if (only && existsSync(manifestPath)) {
    const old = JSON.parse(await readFile(manifestPath, 'utf8')) as {files: ManifestEntry[]};
    for (const e of old.files) previous.set(e.path, e);
  }
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/*', serve);
    await page.goto(`${ORIGIN}/index.html`);
    await page
      .waitForFunction(() => (window as unknown as {rendererReady?: boolean}).rendererReady === true, undefined, {
        timeout: 60_000,
      })
      .catch(() => {
        throw new Error(`the render page did not start: ${errors.join('\n')}`);
      });
    for (const [i, job] of selected.entries()) {
      const t = Date.now();
      const frame = await page.evaluate(
        (j) => (window as unknown as {renderJob: (j: unknown) => Promise<Frame>}).renderJob(j),
        {...job.spec, width: job.width, height: job.height, ss: SUPERSAMPLE},
      );
      const jpeg = await encode(frame, job);
      const dest = path.join(outDir, job.file);
      await mkdir(path.dirname(dest), {recursive: true});
      await writeFile(dest, jpeg);
      previous.set(job.file, {path: job.file, width: job.width, height: job.height, bytes: jpeg.length, alt: job.alt});
      console.log(
        `[${i + 1}/${selected.length}] ${job.file} ${(jpeg.length / 1024).toFixed(0)} KB ${((Date.now() - t) / 1000).toFixed(1)}s`,
      );
    }
    if (errors.length) console.warn(`page reported:\n${[...new Set(errors)].slice(0, 10).join('\n')}`);
  } finally {
    await browser.close();
  }
  // Keep entries only for files that exist and belong to the current job list.
  const known = new Set(all.map((j) => j.file));
  const files: ManifestEntry[] = [];
  for (const [p, e] of [...previous].sort(([a], [b]) => a.localeCompare(b))) {
    if (!known.has(p)) continue;
    const s = await stat(path.join(outDir, p)).catch(() => null);
    if (s) files.push({...e, bytes: s.size});
  }
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  await writeFile(manifestPath, `${JSON.stringify({generatedBy: 'scripts/media/render.ts', files}, null, 2)}\n`);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `rendered ${selected.length} of ${all.length} images in ${seconds.toFixed(0)} s; manifest lists ${files.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in total`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
