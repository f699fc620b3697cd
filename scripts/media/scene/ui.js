// The Keel app, drawn with the 2D canvas for the screens in the renders. Colours are
// the brand anchors (Deep Sea #063448, Cedar #BA6356) with water blues and sand.
import {canvasTexture, rng} from './core.js';

const C = {
  deepSea: '#063448',
  deeper: '#04263a',
  cedar: '#BA6356',
  sand: '#e8e0d4',
  cream: '#f6f1ea',
  water: '#3f8fb0',
  foam: '#a9d3e0',
  text: '#f4efe8',
  muted: 'rgba(244,239,232,0.62)',
  ink: '#14232c',
};

function font(weight, size, family = 'Inter') {
  return `${weight} ${size}px ${family}, sans-serif`;
}
function rrect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** A river at dawn, used for scenic rows, class thumbnails and the window views. */
export function paintRiver(ctx, x, y, w, h, {seed = 1, hour = 'dawn', hills = true} = {}) {
  const r = rng(seed);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  const horizon = y + h * 0.56;
  const sky = ctx.createLinearGradient(0, y, 0, horizon);
  if (hour === 'dawn') {
    sky.addColorStop(0, '#9fb7c9');
    sky.addColorStop(0.55, '#e9d3c0');
    sky.addColorStop(1, '#f6cf9f');
  } else {
    sky.addColorStop(0, '#8fb3cc');
    sky.addColorStop(1, '#e4ecef');
  }
  ctx.fillStyle = sky;
  ctx.fillRect(x, y, w, horizon - y);
  // Sun glow low on the horizon.
  const sx = x + w * 0.62;
  const glow = ctx.createRadialGradient(sx, horizon, 0, sx, horizon, w * 0.45);
  glow.addColorStop(0, 'rgba(255,236,200,0.95)');
  glow.addColorStop(0.15, 'rgba(255,214,160,0.55)');
  glow.addColorStop(1, 'rgba(255,214,160,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x, y, w, h);
  // Soft clouds.
  for (let i = 0; i < 7; i++) {
    const cx = x + r() * w;
    const cy = y + (0.12 + r() * 0.3) * h;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, w * (0.08 + r() * 0.12));
    g.addColorStop(0, 'rgba(255,244,236,0.35)');
    g.addColorStop(1, 'rgba(255,244,236,0)');
    ctx.fillStyle = g;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(3, 0.6);
    ctx.translate(-cx, -cy);
    ctx.fillRect(x - w, y, w * 3, h);
    ctx.restore();
  }
  if (hills) {
    // Two bands of distant hills and a tree line, hazy with distance.
    const bands = [
      ['rgba(118,134,150,0.55)', 0.07, 0.02],
      ['rgba(70,92,96,0.85)', 0.035, 0.005],
    ];
    for (const [col, amp, base] of bands) {
      ctx.fillStyle = col;
      ctx.beginPath();
      ctx.moveTo(x, horizon);
      const ph = r() * 6;
      for (let i = 0; i <= 64; i++) {
        const t = i / 64;
        const yy = horizon - h * (base + amp * (0.5 + 0.5 * Math.sin(t * 7 + ph) * Math.sin(t * 3.1 + ph * 2)));
        ctx.lineTo(x + t * w, yy);
      }
      ctx.lineTo(x + w, horizon);
      ctx.fill();
    }
  }
  // Water: the sky mirrored and darkened, with long soft ripples.
  const water = ctx.createLinearGradient(0, horizon, 0, y + h);
  water.addColorStop(0, '#d9c2ad');
  water.addColorStop(0.25, '#8fa6b3');
  water.addColorStop(1, '#3d6073');
  ctx.fillStyle = water;
  ctx.fillRect(x, horizon, w, y + h - horizon);
  const path = ctx.createRadialGradient(sx, horizon, 0, sx, horizon, h * 0.5);
  path.addColorStop(0, 'rgba(255,226,185,0.8)');
  path.addColorStop(1, 'rgba(255,226,185,0)');
  ctx.save();
  ctx.translate(sx, horizon);
  ctx.scale(0.35, 1);
  ctx.translate(-sx, -horizon);
  ctx.fillStyle = path;
  ctx.fillRect(x - w, horizon, w * 3, h);
  ctx.restore();
  for (let i = 0; i < 90; i++) {
    const yy = horizon + Math.pow(r(), 1.6) * (y + h - horizon);
    const len = w * (0.02 + r() * 0.12) * (1 + (yy - horizon) / h);
    const xx = x + r() * w;
    ctx.strokeStyle = r() > 0.5 ? 'rgba(255,240,220,0.18)' : 'rgba(30,60,75,0.16)';
    ctx.lineWidth = 1 + ((yy - horizon) / h) * 3;
    ctx.beginPath();
    ctx.moveTo(xx, yy);
    ctx.lineTo(xx + len, yy);
    ctx.stroke();
  }
  ctx.restore();
}

function logo(ctx, x, y, size, color = C.text) {
  ctx.fillStyle = color;
  ctx.font = font(700, size, 'Fraunces');
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('Keel', x, y);
}

/** The live metrics screen shown on the rowers while a class runs. */
export function drawMetrics(ctx, w, h, {seed = 2, scenic = true} = {}) {
  const s = h > w ? w / 900 : w / 1600;
  ctx.fillStyle = C.deeper;
  ctx.fillRect(0, 0, w, h);
  if (scenic) {
    paintRiver(ctx, 0, 0, w, h, {seed});
    const shade = ctx.createLinearGradient(0, h * 0.45, 0, h);
    shade.addColorStop(0, 'rgba(4,38,58,0)');
    shade.addColorStop(1, 'rgba(4,38,58,0.92)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, w, h);
  }
  const portrait = h > w;
  logo(ctx, 48 * s, 86 * s, 54 * s);
  ctx.font = font(500, 30 * s);
  ctx.fillStyle = C.text;
  ctx.textAlign = 'right';
  ctx.fillText(portrait ? '20 min' : 'Dawn Steady State  ·  20 min', w - 48 * s, 80 * s);
  ctx.textAlign = 'left';
  const metrics = [
    ['1:58', '/500m'],
    ['24', 'spm'],
    ['3,412', 'metres'],
    ['142', 'bpm'],
  ];
  const cols = portrait ? 2 : 4;
  const colW = (w - 96 * s) / cols;
  metrics.forEach(([v, u], i) => {
    const x = 48 * s + (i % cols) * colW;
    const y = h - 270 * s - (portrait ? (1 - Math.floor(i / cols)) * 230 * s : 0);
    rrect(ctx, x + 6 * s, y, colW - 12 * s, 200 * s, 22 * s);
    ctx.fillStyle = 'rgba(6,52,72,0.72)';
    ctx.fill();
    ctx.fillStyle = i === 3 ? '#f0a08f' : C.text;
    ctx.font = font(600, 96 * s);
    ctx.fillText(v, x + 34 * s, y + 130 * s);
    ctx.fillStyle = C.muted;
    ctx.font = font(500, 30 * s);
    ctx.fillText(u, x + 36 * s, y + 174 * s);
  });
  // Progress through the class.
  rrect(ctx, 54 * s, h - 40 * s, w - 108 * s, 10 * s, 5 * s);
  ctx.fillStyle = 'rgba(244,239,232,0.25)';
  ctx.fill();
  rrect(ctx, 54 * s, h - 40 * s, (w - 108 * s) * 0.62, 10 * s, 5 * s);
  ctx.fillStyle = C.cedar;
  ctx.fill();
}

const CLASSES = [
  ['Dawn Steady State', '20 min · Endurance', 1],
  ['Intervals on the River', '30 min · Power', 4],
  ['Technique: The Catch', '15 min · Form', 9],
  ['Long Slow Row', '45 min · Endurance', 12],
  ['Row and Stretch', '25 min · Recovery', 15],
  ['Sprint Ladder', '20 min · Power', 21],
];

/** The class library: a hero card and a grid of classes on cream. */
export function drawClassList(ctx, w, h) {
  const s = w / 1600;
  ctx.fillStyle = C.cream;
  ctx.fillRect(0, 0, w, h);
  logo(ctx, 56 * s, 92 * s, 56 * s, C.deepSea);
  ctx.font = font(500, 28 * s);
  ctx.fillStyle = C.ink;
  ['Classes', 'Programmes', 'Scenic', 'Profile'].forEach((t, i) => {
    ctx.globalAlpha = i === 0 ? 1 : 0.55;
    ctx.fillText(t, 520 * s + i * 210 * s, 84 * s);
  });
  ctx.globalAlpha = 1;
  // Hero.
  const hx = 56 * s;
  const hy = 130 * s;
  const hw = w - 112 * s;
  const hh = 430 * s;
  ctx.save();
  rrect(ctx, hx, hy, hw, hh, 28 * s);
  ctx.clip();
  paintRiver(ctx, hx, hy, hw, hh, {seed: 3});
  const g = ctx.createLinearGradient(hx, 0, hx + hw * 0.7, 0);
  g.addColorStop(0, 'rgba(6,52,72,0.9)');
  g.addColorStop(1, 'rgba(6,52,72,0)');
  ctx.fillStyle = g;
  ctx.fillRect(hx, hy, hw, hh);
  ctx.restore();
  ctx.fillStyle = C.text;
  ctx.font = font(600, 64 * s, 'Fraunces');
  ctx.fillText('Row the river at dawn', hx + 56 * s, hy + 190 * s);
  ctx.font = font(400, 30 * s);
  ctx.fillStyle = C.muted;
  ctx.fillText('A calm 20-minute steady state with Ana', hx + 58 * s, hy + 244 * s);
  rrect(ctx, hx + 56 * s, hy + 300 * s, 230 * s, 72 * s, 36 * s);
  ctx.fillStyle = C.cedar;
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = font(600, 30 * s);
  ctx.fillText('Start class', hx + 96 * s, hy + 346 * s);
  // Cards.
  const cw = (w - 112 * s - 3 * 28 * s) / 4;
  CLASSES.slice(0, 4).forEach(([t, sub, seed], i) => {
    const x = 56 * s + i * (cw + 28 * s);
    const y = 600 * s;
    ctx.save();
    rrect(ctx, x, y, cw, 230 * s, 20 * s);
    ctx.clip();
    paintRiver(ctx, x, y, cw, 230 * s, {seed, hills: i % 2 === 0});
    ctx.restore();
    ctx.fillStyle = C.ink;
    ctx.font = font(600, 28 * s);
    ctx.fillText(t, x + 4 * s, y + 280 * s);
    ctx.fillStyle = 'rgba(20,35,44,0.6)';
    ctx.font = font(400, 24 * s);
    ctx.fillText(sub, x + 4 * s, y + 318 * s);
  });
  // Weekly goal strip.
  rrect(ctx, 56 * s, 980 * s, w - 112 * s, 150 * s, 24 * s);
  ctx.fillStyle = C.deepSea;
  ctx.fill();
  ctx.fillStyle = C.text;
  ctx.font = font(600, 34 * s);
  ctx.fillText('This week', 100 * s, 1050 * s);
  ctx.font = font(400, 26 * s);
  ctx.fillStyle = C.muted;
  ctx.fillText('4 of 5 rows · 28.4 km', 100 * s, 1094 * s);
  for (let i = 0; i < 7; i++) {
    const bx = 760 * s + i * 100 * s;
    const bh = [60, 90, 0, 110, 70, 0, 40][i] * s;
    rrect(ctx, bx, 1100 * s - bh, 48 * s, Math.max(bh, 8 * s), 10 * s);
    ctx.fillStyle = i === 3 ? C.cedar : 'rgba(244,239,232,0.5)';
    ctx.fill();
  }
}

/** A coach on a video call: soft silhouette in a studio, self view and controls. */
export function drawVideoCall(ctx, w, h) {
  const s = w / 1600;
  ctx.fillStyle = '#10202a';
  ctx.fillRect(0, 0, w, h);
  const vx = 24 * s;
  const vy = 24 * s;
  const vw = w * 0.7;
  const vh = h - 48 * s;
  ctx.save();
  rrect(ctx, vx, vy, vw, vh, 24 * s);
  ctx.clip();
  const bg = ctx.createLinearGradient(vx, vy, vx + vw, vy + vh);
  bg.addColorStop(0, '#d8cbbb');
  bg.addColorStop(1, '#a99580');
  ctx.fillStyle = bg;
  ctx.fillRect(vx, vy, vw, vh);
  // A window and a plant behind the coach, out of focus.
  ctx.filter = `blur(${14 * s}px)`;
  ctx.fillStyle = 'rgba(255,250,240,0.75)';
  ctx.fillRect(vx + vw * 0.62, vy + vh * 0.08, vw * 0.3, vh * 0.55);
  ctx.fillStyle = '#5d7a5c';
  ctx.beginPath();
  ctx.ellipse(vx + vw * 0.14, vy + vh * 0.45, vw * 0.08, vh * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.filter = 'none';
  // Coach: shoulders and head, Deep Sea top.
  const cx = vx + vw * 0.46;
  ctx.fillStyle = C.deepSea;
  ctx.beginPath();
  ctx.ellipse(cx, vy + vh * 1.02, vw * 0.26, vh * 0.36, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = '#b98a6a';
  ctx.fillRect(cx - vw * 0.035, vy + vh * 0.52, vw * 0.07, vh * 0.14);
  ctx.beginPath();
  ctx.ellipse(cx, vy + vh * 0.42, vw * 0.085, vh * 0.15, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2b1d16';
  ctx.beginPath();
  ctx.ellipse(cx, vy + vh * 0.34, vw * 0.09, vh * 0.09, 0, Math.PI, 0);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = 'rgba(6,52,72,0.8)';
  rrect(ctx, vx + 24 * s, vy + vh - 80 * s, 300 * s, 56 * s, 28 * s);
  ctx.fill();
  ctx.fillStyle = C.text;
  ctx.font = font(500, 26 * s);
  ctx.fillText('Coach Ana · Keel', vx + 52 * s, vy + vh - 43 * s);
  // Side panel: self view and today's plan.
  const px = vx + vw + 24 * s;
  const pw = w - px - 24 * s;
  ctx.save();
  rrect(ctx, px, vy, pw, 300 * s, 20 * s);
  ctx.clip();
  ctx.fillStyle = '#6f8592';
  ctx.fillRect(px, vy, pw, 300 * s);
  ctx.fillStyle = '#2f5d46';
  ctx.beginPath();
  ctx.ellipse(px + pw / 2, vy + 330 * s, pw * 0.35, 130 * s, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = '#e2b996';
  ctx.beginPath();
  ctx.ellipse(px + pw / 2, vy + 150 * s, 50 * s, 62 * s, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = C.text;
  ctx.font = font(600, 30 * s);
  ctx.fillText("Today's plan", px + 8 * s, vy + 370 * s);
  ['Warm-up  ·  5 min', 'Rate 22 / 24 / 26', 'Split goal  2:02', 'Cool-down  ·  5 min'].forEach((t, i) => {
    ctx.fillStyle = i === 2 ? '#f0a08f' : C.muted;
    ctx.font = font(400, 26 * s);
    ctx.fillText(t, px + 8 * s, vy + 430 * s + i * 56 * s);
  });
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.arc(px + pw / 2 + (i - 1) * 90 * s, h - 90 * s, 32 * s, 0, Math.PI * 2);
    ctx.fillStyle = i === 2 ? C.cedar : 'rgba(244,239,232,0.2)';
    ctx.fill();
  }
}

export function uiTexture(kind, w = 1600, h = 900, opts = {}) {
  const draw = {metrics: drawMetrics, classes: drawClassList, call: drawVideoCall}[kind];
  return canvasTexture(w, h, (ctx, cw, ch) => draw(ctx, cw, ch, opts));
}
