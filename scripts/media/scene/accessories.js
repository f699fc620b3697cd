// Accessories, services and package group shots, each on the studio backdrop.
import {
  THREE,
  M,
  DEEP_SEA,
  CEDAR,
  box,
  cyl,
  mesh,
  at,
  rod,
  extrude,
  lathe,
  screenMaterial,
  canvasTexture,
  track,
} from './core.js';
import {buildRower, buildCover} from './rowers.js';
import {uiTexture} from './ui.js';

// ---------------------------------------------------------------- pieces
export function mat(length = 2.5, width = 0.95, rolled = true) {
  const g = new THREE.Group();
  const rubber = M.matte('#232527', 0.92);
  const flat = rolled ? length - 0.35 : length;
  g.add(at(box(flat, 0.006, width, rubber, 0.003), -(length - flat) / 2, 0.003, 0));
  if (rolled) {
    const roll = cyl(0.07, 0.07, width, rubber, 64);
    roll.rotation.x = Math.PI / 2;
    roll.position.set(length / 2 - 0.28, 0.07, 0);
    g.add(roll);
    const end = mesh(new THREE.TorusGeometry(0.045, 0.012, 12, 64), rubber);
    end.position.set(length / 2 - 0.28, 0.07, width / 2 + 0.001);
    g.add(end);
    const end2 = end.clone();
    end2.position.z = -width / 2 - 0.001;
    g.add(end2);
  }
  // Embossed logo tab near a corner.
  g.add(at(box(0.18, 0.004, 0.05, M.matte('#3a3d40', 0.7), 0.002), -length / 2 + 0.2, 0.008, width / 2 - 0.08));
  return g;
}

export function heartRateMonitor() {
  const g = new THREE.Group();
  const band = mesh(
    new THREE.CylinderGeometry(0.16, 0.16, 0.032, 128, 1, true),
    track(
      new THREE.MeshPhysicalMaterial({
        color: '#1e2022',
        roughness: 0.85,
        sheen: 0.8,
        sheenColor: '#666',
        side: THREE.DoubleSide,
      }),
    ),
  );
  band.scale.set(1.35, 1, 0.95);
  band.position.y = 0.016;
  g.add(band);
  // Sensor pads inside the strap.
  for (const side of [-1, 1]) {
    const pad = mesh(
      new THREE.CylinderGeometry(0.158, 0.158, 0.026, 64, 1, true, Math.PI / 2 + side * 0.25 - 0.2, 0.4),
      track(new THREE.MeshStandardMaterial({color: '#3a3d41', roughness: 0.5, side: THREE.DoubleSide})),
    );
    pad.scale.set(1.33, 1, 0.93);
    pad.position.y = 0.016;
    g.add(pad);
  }
  // The pod clips on at the front.
  const pod = box(0.1, 0.042, 0.022, M.plastic(DEEP_SEA), 0.012);
  pod.position.set(0, 0.022, 0.163);
  g.add(pod);
  const led = cyl(0.005, 0.005, 0.004, track(new THREE.MeshBasicMaterial({color: CEDAR})), 24);
  led.rotation.x = Math.PI / 2;
  led.position.set(0.03, 0.028, 0.175);
  g.add(led);
  const mark = box(0.03, 0.004, 0.002, M.matte('#e8e0d4', 0.5), 0.001);
  mark.position.set(-0.015, 0.022, 0.1745);
  g.add(mark);
  // Clasp on one side.
  g.add(at(box(0.012, 0.03, 0.03, M.aluminium(), 0.004), -0.215, 0.016, 0));
  return g;
}

export function seatCushion() {
  const g = new THREE.Group();
  const s = new THREE.Shape();
  s.moveTo(-0.16, -0.15);
  s.bezierCurveTo(-0.2, 0.0, -0.2, 0.12, -0.12, 0.16);
  s.lineTo(0.12, 0.16);
  s.bezierCurveTo(0.2, 0.12, 0.2, 0.0, 0.16, -0.15);
  s.bezierCurveTo(0.1, -0.2, -0.1, -0.2, -0.16, -0.15);
  const body = extrude(s, 0.03, M.fabric('#34383c'), 0.022, 8);
  body.rotation.x = -Math.PI / 2;
  body.position.y = 0.04;
  g.add(body);
  // Piping and a centre channel.
  g.add(at(box(0.22, 0.004, 0.012, M.matte('#24272a', 0.9), 0.002), 0, 0.077, 0.02));
  g.add(at(box(0.06, 0.003, 0.022, M.matte(DEEP_SEA, 0.7), 0.001), 0, 0.076, 0.14));
  return g;
}

export function tablet(w, h, tex, {bezel = 0.012, depth = 0.008, color = '#2a2d31'} = {}) {
  const g = new THREE.Group();
  g.add(box(w + bezel * 2, h + bezel * 2, depth, M.metal(color, 0.35), 0.006));
  g.add(at(box(w + bezel * 1.6, h + bezel * 1.6, 0.001, M.glass()), 0, 0, depth / 2));
  const face = new THREE.Mesh(new THREE.PlaneGeometry(w, h), screenMaterial(tex));
  face.position.z = depth / 2 + 0.0012;
  g.add(face);
  return g;
}

export function deviceHolder() {
  const g = new THREE.Group();
  const tab = tablet(0.24, 0.16, uiTexture('classes', 1600, 1067));
  g.add(tab);
  // Jaws top and bottom, a spine behind, and the round clamp that fits the screen arm.
  for (const y of [-1, 1]) {
    g.add(at(box(0.12, 0.02, 0.03, M.aluminium(), 0.008), 0, y * 0.095, -0.004));
    g.add(at(box(0.1, 0.012, 0.012, M.rubber(), 0.004), 0, y * 0.088, 0.006));
  }
  g.add(at(box(0.035, 0.2, 0.02, M.aluminium(), 0.008), 0, 0, -0.016));
  const ring = mesh(new THREE.TorusGeometry(0.032, 0.01, 16, 48), M.graphite());
  ring.position.set(0, -0.02, -0.05);
  g.add(ring);
  g.add(at(box(0.02, 0.03, 0.03, M.aluminium(), 0.006), 0, -0.02, -0.03));
  const knob = cyl(0.012, 0.012, 0.03, M.chrome(), 32);
  knob.rotation.x = Math.PI / 2;
  knob.position.set(0, -0.065, -0.05);
  g.add(knob);
  // Stand on a short piece of arm so it reads as mounted.
  const stub = cyl(0.025, 0.025, 0.22, M.frame('#1d2327'), 48);
  stub.position.set(0, -0.13, -0.05);
  g.add(stub);
  g.add(at(cyl(0.09, 0.1, 0.02, M.frame('#1d2327'), 64), 0, -0.24, -0.05));
  g.rotation.x = -0.12;
  g.position.y = 0.25;
  return g;
}

export function foldedCover() {
  const g = new THREE.Group();
  const f = M.fabric('#3a3f44');
  for (let i = 0; i < 4; i++) g.add(at(box(0.42 - i * 0.004, 0.035, 0.3, f, 0.016), i * 0.004, 0.018 + i * 0.034, 0));
  g.add(at(box(0.1, 0.02, 0.004, M.matte(DEEP_SEA, 0.7), 0.001), -0.08, 0.09, 0.152));
  return g;
}

function dumbbell() {
  const g = new THREE.Group();
  const handle = cyl(0.017, 0.017, 0.16, M.chrome(), 32);
  handle.rotation.z = Math.PI / 2;
  g.add(handle);
  const grip = cyl(0.019, 0.019, 0.11, M.rubber(), 32);
  grip.rotation.z = Math.PI / 2;
  g.add(grip);
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i++) {
      const plate = cyl(
        0.095 - (i === 0 ? 0.01 : 0),
        0.095 - (i === 0 ? 0.01 : 0),
        0.017,
        i === 0 ? M.aluminium() : M.matte('#1f2123', 0.6),
        64,
      );
      plate.rotation.z = Math.PI / 2;
      plate.position.x = side * (0.085 + i * 0.019);
      g.add(plate);
    }
    const dial = cyl(0.04, 0.04, 0.012, M.plastic(CEDAR), 48);
    dial.rotation.z = Math.PI / 2;
    dial.position.x = side * (0.085 + 7 * 0.019);
    g.add(dial);
  }
  return g;
}

export function dumbbellSet() {
  const g = new THREE.Group();
  const frame = M.frame('#1d2327');
  const top = 0.62;
  // Stand: two A-frame sides, cross bars and two cradles.
  for (const x of [-0.36, 0.36]) {
    g.add(rod([x, 0.02, -0.22], [x, top, -0.02], 0.02, frame));
    g.add(rod([x, 0.02, 0.22], [x, top, 0.02], 0.02, frame));
    g.add(at(box(0.05, 0.02, 0.5, frame, 0.008), x, 0.01, 0));
  }
  g.add(rod([-0.36, 0.3, 0], [0.36, 0.3, 0], 0.015, frame));
  for (const z of [-0.13, 0.13]) {
    g.add(at(box(0.74, 0.03, 0.2, M.graphite(), 0.01), 0, top + 0.015, z));
    const db = dumbbell();
    db.position.set(0, top + 0.12, z);
    g.add(db);
  }
  g.add(at(box(0.8, 0.01, 0.05, frame, 0.004), 0, top, 0));
  return g;
}

export function cleaningKit() {
  const g = new THREE.Group();
  const bottleMat = track(
    new THREE.MeshPhysicalMaterial({
      color: '#f2efe9',
      roughness: 0.35,
      clearcoat: 0.6,
      transmission: 0,
      transparent: false,
    }),
  );
  const bottle = lathe(
    [
      [0, 0],
      [0.036, 0],
      [0.04, 0.006],
      [0.04, 0.14],
      [0.03, 0.17],
      [0.016, 0.18],
      [0.016, 0.195],
      [0, 0.195],
    ],
    bottleMat,
  );
  g.add(bottle);
  const label = mesh(
    new THREE.CylinderGeometry(0.0405, 0.0405, 0.07, 64, 1, true),
    track(new THREE.MeshStandardMaterial({map: labelTexture(), roughness: 0.6})),
  );
  label.position.y = 0.075;
  label.rotation.y = -1.22; // turn the printed side toward the camera
  g.add(label);
  // Trigger head.
  g.add(at(box(0.03, 0.035, 0.075, M.plastic('#26292c'), 0.01), 0, 0.21, 0.012));
  g.add(at(box(0.012, 0.045, 0.02, M.plastic('#26292c'), 0.005), 0, 0.185, 0.03, 0.3));
  const nozzle = cyl(0.008, 0.01, 0.02, M.plastic('#26292c'), 24);
  nozzle.rotation.x = Math.PI / 2;
  nozzle.position.set(0, 0.215, 0.055);
  g.add(nozzle);
  // Folded microfibre cloth.
  const cloth = new THREE.Group();
  cloth.add(at(box(0.2, 0.014, 0.16, M.fabric('#2f6f8f'), 0.006), 0, 0.007, 0));
  cloth.add(at(box(0.19, 0.014, 0.155, M.fabric('#2f6f8f'), 0.006), 0.004, 0.02, 0.003));
  cloth.position.set(0.2, 0, 0.02);
  cloth.rotation.y = -0.25;
  g.add(cloth);
  // Small brush: oak handle and grey bristles.
  const brush = new THREE.Group();
  brush.add(at(box(0.14, 0.018, 0.028, M.oak(), 0.008), 0, 0.026, 0));
  brush.add(at(box(0.05, 0.022, 0.024, M.matte('#55595e', 0.95), 0.004), 0.08, 0.011, 0));
  brush.position.set(0.05, 0, 0.16);
  brush.rotation.y = 0.5;
  g.add(brush);
  return g;
}

function labelTexture() {
  return canvasTexture(512, 256, (ctx, w, h) => {
    ctx.fillStyle = DEEP_SEA;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#f4efe8';
    ctx.font = '700 72px Fraunces, serif';
    ctx.textAlign = 'center';
    ctx.fillText('Keel', w * 0.25, h * 0.52);
    ctx.font = '600 24px Inter, sans-serif';
    ctx.fillText('CLEANER', w * 0.25, h * 0.76);
  });
}

export function forgePlatform() {
  const g = new THREE.Group();
  const frame = M.frame('#1d2327');
  // Oak platform on a low black base with a rubber training zone.
  g.add(at(box(2.0, 0.05, 1.25, M.graphite(), 0.01), 0, 0.025, 0));
  g.add(at(box(1.96, 0.04, 1.21, M.oak(), 0.008), 0, 0.07, 0));
  g.add(at(box(1.1, 0.006, 0.8, M.matte('#232527', 0.92), 0.002), 0, 0.092, 0.08));
  // Central tower with a portrait screen, two folding arms with pulleys.
  const towerX = 0;
  const towerZ = -0.48;
  g.add(at(box(0.22, 2.05, 0.16, frame, 0.03), towerX, 1.1, towerZ));
  g.add(at(box(0.5, 0.06, 0.3, frame, 0.02), towerX, 0.12, towerZ));
  const scr = tablet(0.36, 0.64, uiTexture('metrics', 900, 1600, {seed: 6, portrait: true}), {
    bezel: 0.015,
    depth: 0.03,
    color: '#15181b',
  });
  scr.position.set(towerX, 1.3, towerZ + 0.1);
  g.add(scr);
  for (const side of [-1, 1]) {
    const pivot = [towerX + side * 0.11, 1.05, towerZ];
    const end = [towerX + side * 0.78, 1.22, towerZ + 0.42];
    g.add(rod(pivot, end, 0.035, frame));
    g.add(at(cyl(0.05, 0.05, 0.08, M.aluminium(), 48), pivot[0], pivot[1], pivot[2]));
    const pulley = cyl(0.045, 0.045, 0.04, M.aluminium(), 48);
    pulley.rotation.z = Math.PI / 2;
    pulley.position.set(end[0], end[1] - 0.05, end[2]);
    g.add(pulley);
    // Cable down to a D-handle.
    const hy = 0.78;
    g.add(rod([end[0], end[1] - 0.09, end[2]], [end[0], hy + 0.07, end[2]], 0.004, M.rubber()));
    const dh = mesh(new THREE.TorusGeometry(0.055, 0.01, 12, 48, Math.PI), M.aluminium());
    dh.rotation.set(0, Math.PI / 2, Math.PI);
    dh.position.set(end[0], hy + 0.07, end[2]);
    g.add(dh);
    const grip = cyl(0.017, 0.017, 0.11, M.rubber(), 24);
    grip.rotation.x = Math.PI / 2;
    grip.position.set(end[0], hy + 0.015, end[2]);
    g.add(grip);
  }
  // Bench-free storage: two plate pegs on the tower base.
  for (const side of [-1, 1]) {
    const plate = cyl(0.16, 0.16, 0.035, M.matte('#1f2123', 0.6), 64);
    plate.rotation.x = Math.PI / 2;
    plate.position.set(side * 0.38, 0.26, towerZ - 0.02);
    g.add(plate);
    g.add(at(cyl(0.03, 0.03, 0.04, M.aluminium(), 32), side * 0.38, 0.26, towerZ + 0.01, Math.PI / 2));
  }
  return g;
}

export function laptop(tex) {
  const g = new THREE.Group();
  const alu = M.metal('#b8bdc2', 0.35);
  g.add(at(box(0.34, 0.012, 0.235, alu, 0.006), 0, 0.006, 0));
  g.add(at(box(0.3, 0.002, 0.11, M.graphite(), 0.001), 0, 0.0125, -0.035));
  g.add(at(box(0.11, 0.002, 0.07, M.metal('#a9aeb3', 0.3), 0.001), 0, 0.0125, 0.07));
  const lid = new THREE.Group();
  lid.add(at(box(0.34, 0.225, 0.007, alu, 0.005), 0, 0.1125, -0.004));
  lid.add(at(box(0.332, 0.217, 0.001, M.glass()), 0, 0.1125, 0.0005));
  const face = new THREE.Mesh(new THREE.PlaneGeometry(0.31, 0.194), screenMaterial(tex));
  face.position.set(0, 0.115, 0.0012);
  lid.add(face);
  lid.position.set(0, 0.012, -0.115);
  lid.rotation.x = -0.28;
  g.add(lid);
  return g;
}

function shield(years) {
  const g = new THREE.Group();
  const s = new THREE.Shape();
  s.moveTo(0, 0.5);
  s.bezierCurveTo(0.14, 0.42, 0.3, 0.42, 0.4, 0.44);
  s.lineTo(0.4, 0.05);
  s.bezierCurveTo(0.4, -0.22, 0.2, -0.4, 0, -0.5);
  s.bezierCurveTo(-0.2, -0.4, -0.4, -0.22, -0.4, 0.05);
  s.lineTo(-0.4, 0.44);
  s.bezierCurveTo(-0.3, 0.42, -0.14, 0.42, 0, 0.5);
  const rim = extrude(s, 0.06, M.metal('#c07a62', 0.28), 0.02, 6);
  g.add(rim);
  const inner = new THREE.Shape(s.getPoints(96).map((p) => p.clone().multiplyScalar(0.86)));
  const face = extrude(
    inner,
    0.05,
    track(new THREE.MeshPhysicalMaterial({color: DEEP_SEA, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.1})),
    0.012,
    4,
  );
  face.position.z = 0.025;
  g.add(face);
  const tex = canvasTexture(1024, 1024, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = '#f4efe8';
    ctx.textAlign = 'center';
    ctx.font = '600 470px Fraunces, serif';
    ctx.fillText(String(years), w / 2, h * 0.6);
    ctx.font = '600 86px Inter, sans-serif';
    ctx.letterSpacing = '18px';
    ctx.fillText('YEARS', w / 2 + 9, h * 0.74);
    ctx.fillStyle = '#d9917f';
    ctx.fillRect(w / 2 - 70, h * 0.19, 140, 8);
    ctx.font = '700 64px Fraunces, serif';
    ctx.letterSpacing = '0px';
    ctx.fillStyle = '#f4efe8';
    ctx.fillText('Keel', w / 2, h * 0.16);
  });
  const decal = new THREE.Mesh(
    new THREE.PlaneGeometry(0.8, 0.8),
    track(new THREE.MeshStandardMaterial({map: tex, transparent: true, roughness: 0.4, metalness: 0.2})),
  );
  decal.position.z = 0.0885;
  g.add(decal);
  // Oak plinth.
  const plinth = box(0.7, 0.08, 0.26, M.oak(), 0.02);
  plinth.position.set(0, -0.54, 0);
  g.add(plinth);
  g.position.y = 0.58;
  g.rotation.y = -0.18;
  return g;
}

function group(...items) {
  const g = new THREE.Group();
  for (const [obj, x, z, ry = 0, y = 0] of items) {
    obj.position.x += x;
    obj.position.z += z;
    obj.position.y += y;
    obj.rotation.y += ry;
    g.add(obj);
  }
  return g;
}

const TQ = {azimuth: 40, elevation: 22, fill: 0.74, offsetY: -0.03};

export const PRODUCTS = {
  'keel-forge-strength-platform': () => ({
    obj: forgePlatform(),
    view: {azimuth: 32, elevation: 14, fill: 0.8, offsetY: -0.02},
  }),
  'rower-mat': () => ({obj: mat(), view: {azimuth: 28, elevation: 34, fill: 0.74, offsetY: 0}}),
  'heart-rate-monitor': () => {
    const o = heartRateMonitor();
    o.rotation.y = -0.35;
    return {obj: o, view: {azimuth: 10, elevation: 34, fill: 0.66, offsetY: 0}, opts: {contactHeight: 0.05}};
  },
  'seat-cushion': () => ({
    obj: seatCushion(),
    view: {azimuth: 35, elevation: 30, fill: 0.66, offsetY: 0},
    opts: {contactHeight: 0.08},
  }),
  'device-holder': () => ({
    obj: deviceHolder(),
    view: {azimuth: 28, elevation: 10, fill: 0.7, offsetY: 0},
    opts: {contactHeight: 0.1},
  }),
  'rower-cover': () => ({obj: buildCover(), view: {azimuth: 36, elevation: 14, fill: 0.78, offsetY: -0.02}}),
  'dumbbell-set': () => ({obj: dumbbellSet(), view: {azimuth: 30, elevation: 18, fill: 0.74, offsetY: -0.02}}),
  'cleaning-kit': () => ({
    obj: cleaningKit(),
    view: {azimuth: 20, elevation: 24, fill: 0.68, offsetY: 0},
    opts: {contactHeight: 0.08},
  }),
  'all-access-membership': () => {
    const t = tablet(0.3, 0.2, uiTexture('classes', 1800, 1200));
    t.rotation.x = -0.2;
    t.position.y = 0.13;
    const standBack = at(box(0.16, 0.16, 0.012, M.aluminium(), 0.005), 0, 0.075, -0.07, 0.45);
    const standBase = at(box(0.16, 0.01, 0.14, M.aluminium(), 0.004), 0, 0.005, -0.02);
    const phone = tablet(0.068, 0.146, uiTexture('metrics', 700, 1500, {seed: 5, portrait: true}), {bezel: 0.005});
    phone.rotation.x = -Math.PI / 2;
    phone.rotation.z = 0.3;
    phone.position.set(0.23, 0.005, 0.09);
    return {
      obj: group([t, 0, 0], [standBack, 0, 0], [standBase, 0, 0], [phone, 0, 0]),
      view: {azimuth: 18, elevation: 14, fill: 0.7, offsetY: 0},
      opts: {contactHeight: 0.1},
    };
  },
  'extended-warranty-3-year': () => ({
    obj: shield(3),
    view: {azimuth: 0, elevation: 6, fill: 0.66, offsetY: 0},
    opts: {contactHeight: 0.2},
  }),
  'extended-warranty-5-year': () => ({
    obj: shield(5),
    view: {azimuth: 0, elevation: 6, fill: 0.66, offsetY: 0},
    opts: {contactHeight: 0.2},
  }),
  'personal-coaching': () => {
    const l = laptop(uiTexture('call', 1600, 1000));
    const hrm = heartRateMonitor();
    hrm.scale.setScalar(0.8);
    return {
      obj: group([l, 0, 0, -0.2], [hrm, 0.32, 0.1, 0.4]),
      view: {azimuth: 8, elevation: 20, fill: 0.7, offsetY: 0},
      opts: {contactHeight: 0.15},
    };
  },
  'keel-wave-starter-bundle': () => {
    const r = buildRower('wave', 'pirate-black');
    return {obj: group([r, 0, 0], [heartRateMonitor(), 0.15, 0.62, -0.3], [cleaningKit(), -0.45, 0.6, 0.2]), view: TQ};
  },
  'keel-app': () => {
    const t = tablet(0.3, 0.225, uiTexture('classes', 1600, 1200));
    t.rotation.x = -0.22;
    t.position.y = 0.14;
    const standBack = at(box(0.16, 0.17, 0.012, M.aluminium(), 0.005), 0, 0.08, -0.08, 0.45);
    const standBase = at(box(0.16, 0.01, 0.14, M.aluminium(), 0.004), 0, 0.005, -0.03);
    const phone = tablet(0.068, 0.146, uiTexture('metrics', 700, 1500, {seed: 4, portrait: true}), {bezel: 0.005});
    phone.rotation.set(-0.25, -0.25, 0);
    phone.position.set(0.25, 0.08, 0.05);
    const phoneStand = at(box(0.05, 0.01, 0.06, M.aluminium(), 0.004), 0.25, 0.005, 0.06);
    return {
      obj: group([t, 0, 0], [standBack, 0, 0], [standBase, 0, 0], [phone, 0, 0], [phoneStand, 0, 0]),
      view: {azimuth: 14, elevation: 12, fill: 0.72, offsetY: 0},
      opts: {contactHeight: 0.1},
    };
  },
};

export const PACKAGES = {
  'keel-pro-essentials': () => ({
    obj: group(
      [mat(2.6, 0.95, false), 0.05, 0],
      [buildRower('pro', 'pirate-black'), 0, 0, 0, 0.006],
      [heartRateMonitor(), -0.6, 0.62, 0.3],
    ),
    view: TQ,
  }),
  'keel-pro-complete': () => ({
    obj: group(
      [mat(2.6, 0.95, false), 0.05, 0],
      [buildRower('pro', 'pirate-black'), 0, 0, 0, 0.006],
      [heartRateMonitor(), -0.75, 0.7, 0.3],
      [seatCushion(), -0.2, 0.75, -0.3],
      [deviceHolder(), 0.35, 0.78, -0.5],
      [foldedCover(), -1.2, 0.75, 0.4],
    ),
    view: TQ,
  }),
  'keel-wave-essentials': () => ({
    obj: group(
      [mat(2.2, 0.9, false), 0.0, 0],
      [buildRower('wave', 'river'), 0, 0, 0, 0.006],
      [heartRateMonitor(), -0.45, 0.58, 0.3],
    ),
    view: TQ,
  }),
  'keel-vista-complete': () => ({
    obj: group(
      [mat(2.9, 1.0, false), 0.05, 0],
      [buildRower('vista', 'forest'), 0, 0, 0, 0.006],
      [heartRateMonitor(), -0.85, 0.72, 0.3],
      [seatCushion(), -0.3, 0.78, -0.3],
      [deviceHolder(), 0.3, 0.8, -0.5],
      [foldedCover(), -1.35, 0.78, 0.4],
    ),
    view: TQ,
  }),
  'keel-row-and-strength': () => ({
    obj: group([buildRower('pro', 'pirate-black'), -0.3, 1.15], [forgePlatform(), 0.5, -0.8, 0.0]),
    view: {azimuth: 36, elevation: 16, fill: 0.8, offsetY: -0.02},
  }),
};
