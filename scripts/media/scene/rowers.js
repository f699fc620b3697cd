// The three Keel rowers, built from primitives. Units are metres; the rail runs along
// +X toward the flywheel (the front), Y is up, the floor is y = 0.
//   Pro:   ash rail, magnetic flywheel in a round housing, 22-inch screen on a curved arm.
//   Wave:  compact, shorter rail, squarer housing, 16-inch screen on a short post.
//   Vista: longest rail, clear water tank with visible water, 27-inch screen on a tall mast.
import {
  THREE,
  M,
  FRAME,
  box,
  cyl,
  mesh,
  at,
  rod,
  tube,
  extrude,
  roundedRectShape,
  lathe,
  screenMaterial,
  track,
  wordmark,
} from './core.js';
import {uiTexture} from './ui.js';

export const MODELS = {
  pro: {rail: [-1.12, 0.9], railY: 0.33, railW: 0.15, screen: [0.49, 0.28], screenAt: [0.76, 1.2], scale: 1},
  wave: {rail: [-0.86, 0.72], railY: 0.27, railW: 0.13, screen: [0.35, 0.2], screenAt: [0.66, 0.98], scale: 0.92},
  vista: {rail: [-1.26, 1.0], railY: 0.37, railW: 0.16, screen: [0.6, 0.34], screenAt: [0.9, 1.33], scale: 1.05},
};

function screenUnit(w, h, frameMat, tex) {
  const g = new THREE.Group();
  const mark = wordmark(w * 0.22, '#' + frameMat.color.getHexString(THREE.SRGBColorSpace));
  mark.rotation.y = Math.PI / 2;
  mark.position.set(0.0375, h * 0.25, 0);
  g.add(mark);
  const bezel = 0.016;
  g.add(box(0.03, h + bezel * 2, w + bezel * 2, M.glass(), 0.012));
  const back = box(0.03, h * 0.8, w * 0.8, frameMat, 0.012);
  back.position.x = 0.022;
  g.add(back);
  const face = new THREE.Mesh(new THREE.PlaneGeometry(w, h), screenMaterial(tex));
  face.rotation.y = -Math.PI / 2;
  face.position.x = -0.0152;
  g.add(face);
  return g;
}

function footrests(frameMat, x, y, s = 1) {
  const g = new THREE.Group();
  // Bracket from the rail to the plates.
  g.add(at(box(0.22 * s, 0.1, 0.3 * s, frameMat, 0.03), x + 0.04, y + 0.05, 0));
  for (const z of [-0.095 * s, 0.095 * s]) {
    const plate = new THREE.Group();
    plate.add(box(0.02, 0.32 * s, 0.13 * s, M.graphite(), 0.008));
    // Heel cup.
    const heel = box(0.07, 0.03, 0.13 * s, M.graphite(), 0.012);
    heel.position.set(-0.035, -0.15 * s, 0);
    plate.add(heel);
    // Strap across the forefoot: an arch of webbing with an aluminium buckle.
    const strap = mesh(new THREE.TorusGeometry(0.07 * s, 0.012, 12, 48, Math.PI), M.strap());
    strap.scale.set(1, 1, 0.25);
    strap.rotation.set(0, Math.PI / 2, Math.PI / 2);
    strap.scale.set(0.7, 1, 1);
    strap.position.set(-0.01, 0.05 * s, 0);
    const band = box(0.06, 0.04, 0.15 * s, M.strap(), 0.015);
    band.position.set(-0.03, 0.05 * s, 0);
    plate.add(band);
    const buckle = box(0.01, 0.03, 0.03, M.aluminium(), 0.004);
    buckle.position.set(-0.062, 0.05 * s, 0.04 * s * Math.sign(z));
    plate.add(buckle);
    plate.position.set(x, y + 0.2 * s, z);
    plate.rotation.z = -0.62; // leaning back toward the seat
    g.add(plate);
  }
  return g;
}

function seat(x, y, s = 1) {
  const g = new THREE.Group();
  g.add(at(box(0.26 * s, 0.05, 0.2 * s, M.aluminium(), 0.015), x, y + 0.025, 0));
  for (const dx of [-0.09, 0.09]) {
    for (const z of [-0.085 * s, 0.085 * s]) {
      const wheel = cyl(0.026, 0.026, 0.02, M.rubber(), 32);
      wheel.rotation.x = Math.PI / 2;
      wheel.position.set(x + dx * s, y + 0.012, z);
      g.add(wheel);
    }
  }
  const cushion = box(0.36 * s, 0.075, 0.3 * s, M.seat(), 0.035);
  cushion.position.set(x, y + 0.09, 0);
  g.add(cushion);
  const groove = box(0.3 * s, 0.01, 0.012, M.rubber(), 0.004);
  groove.position.set(x, y + 0.128, 0);
  g.add(groove);
  return g;
}

function handle(x, y, s = 1, toward = null) {
  const g = new THREE.Group();
  const bar = cyl(0.014, 0.014, 0.56 * s, M.aluminium(), 24);
  bar.rotation.x = Math.PI / 2;
  bar.position.set(x, y, 0);
  g.add(bar);
  for (const z of [-0.2 * s, 0.2 * s]) {
    const grip = cyl(0.021, 0.021, 0.15 * s, M.rubber(), 24);
    grip.rotation.x = Math.PI / 2;
    grip.position.set(x, y, z);
    g.add(grip);
  }
  g.add(at(box(0.03, 0.03, 0.05, M.graphite(), 0.01), x + 0.015, y, 0));
  if (toward) {
    // The strap runs from the handle into the flywheel housing.
    const strap = rod([x + 0.02, y, 0], toward, 0.006, M.strap());
    strap.scale.set(1, 1, 3.5);
    g.add(strap);
  }
  return g;
}

function railAndFeet(model, frameMat) {
  const g = new THREE.Group();
  const [x0, x1] = model.rail;
  const len = x1 - x0;
  const y = model.railY;
  const rail = box(len, 0.07, model.railW, M.ash(), 0.014);
  rail.position.set((x0 + x1) / 2, y, 0);
  g.add(rail);
  // Aluminium seat track set into the wood.
  for (const z of [-model.railW * 0.28, model.railW * 0.28]) {
    g.add(at(box(len * 0.8, 0.008, 0.018, M.aluminium(), 0.003), x0 + len * 0.42, y + 0.036, z));
  }
  // Rear foot: a short post and a cross bar with rubber pads.
  g.add(at(box(0.07, y - 0.03, 0.08, frameMat, 0.02), x0 + 0.09, (y - 0.03) / 2 + 0.02, 0));
  g.add(at(box(0.09, 0.045, 0.52, frameMat, 0.02), x0 + 0.09, 0.035, 0));
  for (const z of [-0.22, 0.22]) g.add(at(box(0.1, 0.014, 0.08, M.rubber(), 0.006), x0 + 0.09, 0.007, z));
  // Rear end cap.
  g.add(at(box(0.03, 0.07, model.railW + 0.01, frameMat, 0.012), x0 - 0.01, y, 0));
  return g;
}

function proFront(model, frameMat) {
  const g = new THREE.Group();
  const cx = 1.03;
  const cy = 0.38;
  // Round magnetic flywheel housing with soft bevels.
  const disc = new THREE.Shape();
  disc.absarc(0, 0, 0.29, 0, Math.PI * 2, false);
  const housing = extrude(disc, 0.14, frameMat, 0.035, 6);
  housing.position.set(cx, cy, 0);
  g.add(housing);
  for (const side of [-1, 1]) {
    const hub = cyl(0.085, 0.085, 0.03, M.aluminium(), 64);
    hub.rotation.x = Math.PI / 2;
    hub.position.set(cx, cy, side * 0.112);
    g.add(hub);
    const ring = mesh(new THREE.TorusGeometry(0.225, 0.004, 8, 96), M.aluminium());
    ring.position.set(cx, cy, side * 0.106);
    g.add(ring);
    const mark = wordmark(0.11, '#' + frameMat.color.getHexString(THREE.SRGBColorSpace));
    mark.position.set(cx, cy - 0.155, side * 0.1062);
    if (side < 0) mark.rotation.y = Math.PI;
    g.add(mark);
  }
  // Neck from rail to housing and the front stabiliser.
  g.add(at(box(0.32, 0.09, 0.12, frameMat, 0.03), 0.82, model.railY + 0.01, 0));
  g.add(at(box(0.16, 0.16, 0.14, frameMat, 0.04), cx, 0.1, 0));
  g.add(at(box(0.12, 0.05, 0.58, frameMat, 0.02), cx, 0.035, 0));
  for (const z of [-0.25, 0.25]) g.add(at(box(0.13, 0.014, 0.08, M.rubber(), 0.006), cx, 0.007, z));
  // Curved arm up to the 22-inch screen.
  g.add(
    tube(
      [
        [cx - 0.02, cy + 0.26, 0],
        [cx - 0.01, cy + 0.5, 0],
        [cx - 0.08, cy + 0.7, 0],
        [model.screenAt[0] + 0.05, model.screenAt[1] - 0.02, 0],
      ],
      0.026,
      frameMat,
    ),
  );
  return g;
}

function waveFront(model, frameMat) {
  const g = new THREE.Group();
  const cx = 0.88;
  const cy = 0.3;
  const housing = extrude(roundedRectShape(0.4, 0.44, 0.12), 0.14, frameMat, 0.03, 5);
  housing.position.set(cx, cy, 0);
  g.add(housing);
  for (const side of [-1, 1]) {
    const grille = box(0.2, 0.012, 0.01, M.graphite(), 0.004);
    for (let i = 0; i < 5; i++) {
      const s = grille.clone();
      s.position.set(cx + 0.02, cy - 0.08 + i * 0.04, side * 0.106);
      g.add(s);
    }
    const mark = wordmark(0.1, '#' + frameMat.color.getHexString(THREE.SRGBColorSpace));
    mark.position.set(cx + 0.02, cy + 0.12, side * 0.1012);
    if (side < 0) mark.rotation.y = Math.PI;
    g.add(mark);
  }
  g.add(at(box(0.12, 0.045, 0.48, frameMat, 0.02), cx, 0.03, 0));
  for (const z of [-0.2, 0.2]) g.add(at(box(0.12, 0.012, 0.07, M.rubber(), 0.005), cx, 0.006, z));
  // Short straight post to the 16-inch screen.
  g.add(rod([cx - 0.05, cy + 0.2, 0], [model.screenAt[0] + 0.03, model.screenAt[1] - 0.05, 0], 0.022, frameMat));
  return g;
}

function vistaFront(model, frameMat) {
  const g = new THREE.Group();
  const cx = 1.26;
  const base = 0.07;
  const tankH = 0.25;
  // Plinth, clear tank, water with paddles, and a lid.
  g.add(at(cyl(0.35, 0.36, base, frameMat, 96), cx, base / 2, 0));
  const tankMat = track(
    new THREE.MeshPhysicalMaterial({
      color: '#eef6f8',
      roughness: 0.04,
      metalness: 0,
      transparent: true,
      opacity: 0.22,
      clearcoat: 1,
      clearcoatRoughness: 0.02,
      depthWrite: false,
      side: THREE.DoubleSide,
    }),
  );
  const tank = cyl(0.32, 0.32, tankH, tankMat, 96);
  tank.castShadow = false;
  tank.position.set(cx, base + tankH / 2, 0);
  tank.renderOrder = 3;
  const waterH = tankH * 0.68;
  const waterMat = track(
    new THREE.MeshPhysicalMaterial({
      color: '#4f9bb8',
      roughness: 0.1,
      transparent: true,
      opacity: 0.62,
      clearcoat: 1,
      depthWrite: false,
    }),
  );
  const water = cyl(0.312, 0.312, waterH, waterMat, 96);
  water.position.set(cx, base + waterH / 2 + 0.002, 0);
  water.renderOrder = 2;
  water.castShadow = false;
  g.add(water);
  // Surface ripple ring and paddles seen through the water.
  const surface = mesh(
    new THREE.CircleGeometry(0.31, 96),
    track(
      new THREE.MeshPhysicalMaterial({
        color: '#8cc6da',
        roughness: 0.05,
        transparent: true,
        opacity: 0.5,
        clearcoat: 1,
        depthWrite: false,
      }),
    ),
  );
  surface.rotation.x = -Math.PI / 2;
  surface.position.set(cx, base + waterH + 0.003, 0);
  surface.renderOrder = 2;
  g.add(surface);
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + 0.4;
    const paddle = box(0.24, waterH * 0.8, 0.012, M.graphite(), 0.004);
    paddle.position.set(cx + Math.cos(a) * 0.15, base + waterH * 0.45, Math.sin(a) * 0.15);
    paddle.rotation.y = -a;
    g.add(paddle);
  }
  g.add(at(cyl(0.035, 0.035, tankH, M.steel(), 32), cx, base + tankH / 2, 0));
  g.add(tank);
  g.add(at(cyl(0.33, 0.33, 0.04, frameMat, 96), cx, base + tankH + 0.02, 0));
  g.add(at(cyl(0.09, 0.09, 0.02, M.aluminium(), 64), cx, base + tankH + 0.05, 0));
  // Front tower from the rail end over the tank.
  g.add(at(box(0.3, 0.12, 0.16, frameMat, 0.04), 0.98, model.railY, 0));
  g.add(at(box(0.16, model.railY + 0.02, 0.16, frameMat, 0.04), 0.98, (model.railY + 0.02) / 2, 0));
  for (const side of [-1, 1]) {
    const mark = wordmark(0.1, '#' + frameMat.color.getHexString(THREE.SRGBColorSpace));
    mark.position.set(0.98, model.railY * 0.45, side * 0.0812);
    if (side < 0) mark.rotation.y = Math.PI;
    g.add(mark);
  }
  g.add(at(box(0.12, 0.05, 0.62, frameMat, 0.02), 0.98, 0.035, 0));
  for (const z of [-0.27, 0.27]) g.add(at(box(0.13, 0.014, 0.08, M.rubber(), 0.006), 0.98, 0.007, z));
  // Tall mast for the 27-inch screen.
  g.add(
    tube(
      [
        [1.02, model.railY + 0.05, 0],
        [1.04, 0.8, 0],
        [1.0, 1.1, 0],
        [model.screenAt[0] + 0.06, model.screenAt[1] - 0.02, 0],
      ],
      0.032,
      frameMat,
    ),
  );
  return g;
}

/** A complete rower. `color` is a slug from FRAME; `screen` picks the UI on the display. */
export function buildRower(kind, color, {seed = 2} = {}) {
  const model = MODELS[kind];
  const frameMat = M.frame(FRAME[color] ?? FRAME['pirate-black']);
  const g = new THREE.Group();
  g.add(railAndFeet(model, frameMat));
  const front =
    kind === 'pro'
      ? proFront(model, frameMat)
      : kind === 'wave'
        ? waveFront(model, frameMat)
        : vistaFront(model, frameMat);
  g.add(front);
  const fx = kind === 'wave' ? 0.5 : kind === 'pro' ? 0.6 : 0.7;
  g.add(footrests(frameMat, fx, model.railY, model.scale));
  g.add(seat(kind === 'wave' ? -0.35 : -0.45, model.railY + 0.035, model.scale));
  const hx = fx + 0.2;
  const hy = model.railY + 0.3;
  const into = kind === 'vista' ? [1.0, model.railY + 0.08, 0] : kind === 'wave' ? [0.8, 0.45, 0] : [0.95, 0.5, 0];
  g.add(handle(hx, hy, model.scale, into));
  // Handle rest on the bracket.
  g.add(at(box(0.03, hy - model.railY - 0.02, 0.05, M.graphite(), 0.01), hx + 0.02, (hy + model.railY) / 2, 0));
  const [sw, sh] = model.screen;
  const scr = screenUnit(sw, sh, frameMat, uiTexture('metrics', 1600, Math.round((1600 * sh) / sw), {seed}));
  scr.position.set(model.screenAt[0], model.screenAt[1], 0);
  scr.rotation.z = -0.22; // tilted back toward the rower's eyes
  g.add(scr);
  g.userData.seat = new THREE.Vector3(kind === 'wave' ? -0.35 : -0.45, model.railY + 0.15, 0);
  g.userData.foot = new THREE.Vector3(fx, model.railY + 0.2, 0);
  g.userData.handle = new THREE.Vector3(hx, hy, 0);
  return g;
}

/** The fitted cover: a soft extruded silhouette of a Pro in charcoal fabric. */
export function buildCover() {
  const s = new THREE.Shape();
  s.moveTo(-1.14, 0.0);
  s.lineTo(-1.14, 0.4);
  s.quadraticCurveTo(-1.1, 0.43, -0.9, 0.43);
  s.lineTo(-0.55, 0.44);
  s.quadraticCurveTo(-0.4, 0.56, -0.25, 0.45);
  s.lineTo(0.55, 0.46);
  s.quadraticCurveTo(0.72, 0.5, 0.74, 0.74);
  s.quadraticCurveTo(0.8, 1.05, 0.82, 1.34);
  s.quadraticCurveTo(0.86, 1.44, 0.98, 1.36);
  s.quadraticCurveTo(1.1, 1.1, 1.2, 0.72);
  s.quadraticCurveTo(1.4, 0.42, 1.32, 0.1);
  s.lineTo(1.3, 0.0);
  s.lineTo(-1.14, 0.0);
  const g = new THREE.Group();
  const body = extrude(s, 0.34, M.fabric('#3a3f44'), 0.07, 8);
  body.position.y = 0.07; // the bevel grows the outline; keep the hem on the floor
  g.add(body);
  // Hem and a woven label in Deep Sea.
  g.add(at(box(2.5, 0.03, 0.5, M.fabric('#2c3034'), 0.012), 0.08, 0.03, 0));
  g.add(at(box(0.16, 0.05, 0.005, M.matte('#063448', 0.7), 0.002), -0.6, 0.3, 0.242));
  return g;
}

export {lathe};
