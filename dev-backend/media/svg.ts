import {COLORS, PACKAGES, PRODUCTS, productByHandle} from '../seed/catalog';

/**
 * Drawn stand-ins for product and lifestyle photography, made here so the
 * shop has images without fetching any. Every picture shares one light
 * direction (from the upper left) and one set of background tones.
 */

const FRAME: Record<string, string> = {
  'pirate-black': '#1d2327',
  river: '#2f6f8f',
  forest: '#2f5d46',
  sunrise: '#e0a458',
  sunset: '#c4684f',
};

const WOOD = '#b07d4f';
const WOOD_DARK = '#8a5a34';
const STEEL = '#9aa5ad';
const BACKDROP = ['#f4efe8', '#e8e0d4'] as const;

function frame(width: number, height: number, body: string, background: readonly [string, string] = BACKDROP): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${body}
</svg>`;
}

/** A side view of a Keel rower: ash rail, seat, flywheel housing and screen. */
export function rowerDrawing(colorSlug: string, x = 0, y = 0, scale = 1): string {
  const body = FRAME[colorSlug] ?? FRAME['pirate-black'];
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <ellipse cx="800" cy="1010" rx="720" ry="46" fill="url(#shadow)"/>
  <rect x="180" y="900" width="1240" height="44" rx="18" fill="${WOOD}"/>
  <rect x="180" y="930" width="1240" height="14" rx="7" fill="${WOOD_DARK}"/>
  <rect x="220" y="944" width="40" height="60" rx="10" fill="${body}"/>
  <rect x="1340" y="944" width="40" height="60" rx="10" fill="${body}"/>
  <path d="M1180 900 C1180 700 1480 700 1480 900 Z" fill="${body}"/>
  <circle cx="1330" cy="820" r="64" fill="none" stroke="${STEEL}" stroke-width="14"/>
  <rect x="1080" y="840" width="140" height="30" rx="12" fill="${body}"/>
  <rect x="1100" y="812" width="26" height="56" rx="8" fill="#2b2b2b"/>
  <path d="M1250 720 L1150 470" stroke="${body}" stroke-width="26" stroke-linecap="round"/>
  <rect x="1010" y="330" width="260" height="170" rx="16" fill="#111a1f" transform="rotate(-12 1140 415)"/>
  <rect x="1026" y="346" width="228" height="138" rx="10" fill="#3b7ea1" transform="rotate(-12 1140 415)"/>
  <rect x="520" y="850" width="200" height="54" rx="22" fill="#2b2b2b"/>
  <rect x="540" y="836" width="160" height="24" rx="12" fill="#3a3a3a"/>
  <path d="M930 780 L1300 820" stroke="#2b2b2b" stroke-width="8"/>
  <rect x="890" y="760" width="90" height="34" rx="14" fill="#2b2b2b"/>
</g>`;
}

function accessoryDrawing(handle: string): string {
  const shapes: Record<string, string> = {
    'rower-mat': '<rect x="300" y="700" width="1000" height="220" rx="30" fill="#2b2b2b" transform="skewX(-20)"/>',
    'heart-rate-monitor':
      '<rect x="380" y="560" width="840" height="90" rx="45" fill="#2b2b2b"/><rect x="660" y="500" width="280" height="210" rx="60" fill="#063448"/><circle cx="800" cy="605" r="40" fill="#ba6356"/>',
    'seat-cushion':
      '<rect x="520" y="560" width="560" height="260" rx="120" fill="#3a3a3a"/><rect x="540" y="580" width="520" height="140" rx="70" fill="#4b4b4b"/>',
    'device-holder':
      '<rect x="770" y="420" width="60" height="440" rx="20" fill="#9aa5ad"/><rect x="560" y="300" width="480" height="320" rx="24" fill="#111a1f"/><rect x="580" y="320" width="440" height="280" rx="14" fill="#3b7ea1"/>',
    'rower-cover': '<path d="M260 880 C300 620 1300 560 1360 880 Z" fill="#45525a"/>',
    'dumbbell-set':
      '<rect x="420" y="620" width="760" height="60" rx="20" fill="#9aa5ad"/><rect x="360" y="520" width="140" height="260" rx="30" fill="#2b2b2b"/><rect x="1100" y="520" width="140" height="260" rx="30" fill="#2b2b2b"/>',
    'cleaning-kit':
      '<rect x="560" y="420" width="180" height="420" rx="40" fill="#2f6f8f"/><rect x="600" y="360" width="100" height="80" rx="20" fill="#1d2327"/><rect x="800" y="660" width="300" height="180" rx="20" fill="#e0a458"/>',
    'keel-forge-strength-platform':
      '<rect x="300" y="820" width="1000" height="80" rx="20" fill="' +
      WOOD +
      '"/><rect x="740" y="300" width="120" height="540" rx="30" fill="#1d2327"/><rect x="640" y="360" width="320" height="200" rx="16" fill="#111a1f"/><rect x="656" y="376" width="288" height="168" rx="10" fill="#3b7ea1"/>',
  };
  const shape =
    shapes[handle] ??
    `<circle cx="800" cy="600" r="220" fill="#063448"/><text x="800" y="640" font-family="sans-serif" font-size="110" fill="#fff" text-anchor="middle">KEEL</text>`;
  return `<ellipse cx="800" cy="960" rx="560" ry="40" fill="url(#shadow)"/>${shape}`;
}

/** The picture at a media path, or null when there is none. */
export function mediaSvg(path: string): string | null {
  const product = /^products\/([a-z0-9-]+)\.svg$/.exec(path);
  if (product) {
    const name = product[1] ?? '';
    const color = COLORS.find((c) => name.endsWith(`-${c.slug}`));
    const handle = color ? name.slice(0, -(color.slug.length + 1)) : name;
    const seed = PRODUCTS.find((p) => p.handle === handle);
    if (!seed) return null;
    if (seed.productType === 'ROWER') return frame(1600, 1200, rowerDrawing(color?.slug ?? 'pirate-black'));
    return frame(1600, 1200, accessoryDrawing(handle));
  }
  const pkg = /^packages\/([a-z0-9-]+)\.svg$/.exec(path);
  if (pkg) {
    const found = PACKAGES.find((candidate) => candidate.handle === pkg[1]);
    if (!found) return null;
    // The rower large, the other members small along the floor in front of it.
    const [rower = '', ...rest] = found.members;
    const main =
      productByHandle(rower)?.productType === 'ROWER'
        ? rowerDrawing('pirate-black', 0, -60, 1)
        : accessoryDrawing(rower);
    const extras = rest
      .map(
        (handle, index) =>
          `<g transform="translate(${60 + index * 300} 820) scale(0.2)">${accessoryDrawing(handle)}</g>`,
      )
      .join('');
    return frame(1600, 1200, `${main}${extras}`);
  }
  if (path === 'lifestyle/hero-home.svg') {
    const window = `<rect x="980" y="80" width="820" height="760" fill="#cfe3ea"/>
<rect x="980" y="520" width="820" height="320" fill="#6f9fb3"/>
<path d="M980 520 C1200 500 1500 540 1800 510 L1800 560 L980 560 Z" fill="#8fb7c7"/>
<rect x="960" y="60" width="860" height="800" fill="none" stroke="#f4efe8" stroke-width="40"/>
<rect x="1380" y="60" width="24" height="800" fill="#f4efe8"/>
<rect x="0" y="860" width="1920" height="220" fill="#b07d4f"/>
<rect x="0" y="860" width="1920" height="10" fill="#8a5a34"/>`;
    return frame(1920, 1080, `${window}${rowerDrawing('pirate-black', 120, 200, 0.78)}`, ['#e8e0d4', '#d9cdbd']);
  }
  return null;
}
