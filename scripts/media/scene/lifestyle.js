// Lifestyle scenes: rooms built from boxes and extrusions, lit by low sun through
// the windows (from the left of the picture, like the studio key light), a soft
// window area light, and a warm bounce from the floor.
import {
  THREE,
  M,
  FRAME,
  DEEP_SEA,
  CEDAR,
  box,
  cyl,
  mesh,
  at,
  rod,
  canvasTexture,
  screenMaterial,
  environment,
  track,
  rng,
  lathe,
  contactShadow,
  boundsOf,
} from './core.js';
import {RectAreaLightUniformsLib} from 'three/addons/lights/RectAreaLightUniformsLib.js';
import {buildRower} from './rowers.js';
import {forgePlatform, mat, seatCushion, dumbbellSet, tablet} from './accessories.js';
import {paintRiver, uiTexture} from './ui.js';
import {rowingFigure, standingFigure} from './people.js';

let areaReady = false;

// ---------------------------------------------------------------- textures
function plankTexture(seed, {base = [184, 140, 96], spread = 16, planks = 12} = {}) {
  const r = rng(seed);
  return canvasTexture(
    2048,
    2048,
    (ctx, w, h) => {
      const ph = h / planks;
      for (let row = 0; row < planks; row++) {
        let x = -r() * 600;
        while (x < w) {
          const len = 500 + r() * 900;
          const v = (r() - 0.5) * spread;
          ctx.fillStyle = `rgb(${base[0] + v},${base[1] + v * 0.8},${base[2] + v * 0.6})`;
          ctx.fillRect(x, row * ph, len, ph);
          for (let i = 0; i < 26; i++) {
            const y = row * ph + r() * ph;
            ctx.strokeStyle = `rgba(90,55,30,${0.05 + r() * 0.12})`;
            ctx.lineWidth = 0.6 + r() * 1.8;
            ctx.beginPath();
            ctx.moveTo(x, y);
            ctx.bezierCurveTo(
              x + len * 0.3,
              y + (r() - 0.5) * 10,
              x + len * 0.6,
              y + (r() - 0.5) * 10,
              x + len,
              y + (r() - 0.5) * 6,
            );
            ctx.stroke();
          }
          ctx.fillStyle = 'rgba(60,40,25,0.45)';
          ctx.fillRect(x, row * ph, 2, ph);
          x += len;
        }
        ctx.fillStyle = 'rgba(60,40,25,0.35)';
        ctx.fillRect(0, row * ph, w, 2);
      }
    },
    {repeat: [1, 1]},
  );
}

function viewTexture(kind, seed = 1) {
  return canvasTexture(2048, 1024, (ctx, w, h) => {
    if (kind === 'river') paintRiver(ctx, 0, 0, w, h, {seed});
    else if (kind === 'garden') {
      const sky = ctx.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#b8cfdc');
      sky.addColorStop(0.5, '#eef0e6');
      sky.addColorStop(1, '#a9b89a');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      const r = rng(seed);
      for (let i = 0; i < 60; i++) {
        ctx.fillStyle = `rgba(${70 + r() * 40},${100 + r() * 40},${70 + r() * 30},0.5)`;
        ctx.beginPath();
        ctx.ellipse(r() * w, h * (0.45 + r() * 0.4), 60 + r() * 160, 50 + r() * 120, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      // City: hazy facades.
      const sky = ctx.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#c9d7e0');
      sky.addColorStop(1, '#f1ece4');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      const r = rng(seed);
      for (let i = 0; i < 26; i++) {
        const bw = 80 + r() * 220;
        const bh = h * (0.25 + r() * 0.5);
        const x = r() * w;
        ctx.fillStyle = `rgba(${150 + r() * 40},${150 + r() * 30},${145 + r() * 30},0.55)`;
        ctx.fillRect(x, h - bh, bw, bh);
      }
    }
  });
}

// ---------------------------------------------------------------- room
/**
 * Floor, walls with window openings (extruded shapes with holes, so the sun casts
 * real mullion shadows), window frames, the view outside and the lights.
 * Walls: back (z = -d/2), left (x = -w/2), right (x = w/2).
 */
function room(scene, o) {
  const {
    w = 8,
    d = 7,
    h = 3.2,
    wall = '#ece5da',
    floor = 'oak',
    windows = [],
    view = 'river',
    sun = {},
    ceiling = true,
    seed = 1,
  } = o;
  if (!areaReady) {
    RectAreaLightUniformsLib.init();
    areaReady = true;
  }
  // Floor.
  let floorMat;
  if (floor === 'oak') {
    const t = plankTexture(seed);
    t.repeat.set(w / 2.4, d / 2.4);
    floorMat = track(
      new THREE.MeshPhysicalMaterial({map: t, roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.35}),
    );
  } else if (floor === 'pale-oak') {
    const t = plankTexture(seed, {base: [214, 186, 150], spread: 14});
    t.repeat.set(w / 2.4, d / 2.4);
    floorMat = track(new THREE.MeshPhysicalMaterial({map: t, roughness: 0.5, clearcoat: 0.25}));
  } else if (floor === 'rubber') {
    floorMat = M.matte('#34373a', 0.9);
  } else {
    floorMat = M.matte(floor, 0.85);
  }
  const fl = mesh(new THREE.PlaneGeometry(w, d), floorMat);
  fl.rotation.x = -Math.PI / 2;
  fl.castShadow = false;
  fl.userData.floor = true;
  scene.add(fl);
  const wallMat = track(new THREE.MeshStandardMaterial({color: wall, roughness: 0.95}));
  const makeWall = (len, which) => {
    const shape = new THREE.Shape();
    shape.moveTo(-len / 2, 0);
    shape.lineTo(len / 2, 0);
    shape.lineTo(len / 2, h);
    shape.lineTo(-len / 2, h);
    shape.lineTo(-len / 2, 0);
    for (const win of windows.filter((x) => x.wall === which)) {
      const hole = new THREE.Path();
      const x0 = win.x - win.w / 2;
      const y0 = win.sill ?? 0.0;
      hole.moveTo(x0, y0);
      hole.lineTo(x0, y0 + win.h);
      hole.lineTo(x0 + win.w, y0 + win.h);
      hole.lineTo(x0 + win.w, y0);
      hole.lineTo(x0, y0);
      shape.holes.push(hole);
    }
    const geo = new THREE.ExtrudeGeometry(shape, {depth: 0.2, bevelEnabled: false});
    // Planar UVs scaled to metres for the plaster texture.
    const uv = geo.attributes.uv;
    for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) / 3, uv.getY(i) / 3);
    const m = mesh(geo, wallMat);
    return m;
  };
  const back = makeWall(w, 'back');
  back.position.set(0, 0, -d / 2 - 0.2);
  scene.add(back);
  const left = makeWall(d, 'left');
  left.rotation.y = Math.PI / 2;
  left.position.set(-w / 2 - 0.2, 0, 0);
  scene.add(left);
  if (o.rightWall !== false) {
    const right = makeWall(d, 'right');
    right.rotation.y = -Math.PI / 2;
    right.position.set(w / 2 + 0.2, 0, 0);
    scene.add(right);
  }
  if (ceiling) {
    const c = mesh(new THREE.PlaneGeometry(w + 1, d + 1), M.matte('#f3efe9', 0.95));
    c.rotation.x = Math.PI / 2;
    c.position.y = h;
    scene.add(c);
  }
  // Skirting.
  scene.add(at(box(w, 0.08, 0.02, M.matte('#f1ece4', 0.6)), 0, 0.04, -d / 2 + 0.01));
  // Windows: frames, glass-free openings, views and area lights.
  const frameMat = M.metal('#3b3732', 0.45);
  for (const win of windows) {
    const y0 = win.sill ?? 0;
    const g = new THREE.Group();
    const t = 0.05;
    g.add(at(box(win.w, t, 0.08, frameMat), 0, y0 + t / 2, 0));
    g.add(at(box(win.w, t, 0.08, frameMat), 0, y0 + win.h - t / 2, 0));
    g.add(at(box(t, win.h, 0.08, frameMat), -win.w / 2 + t / 2, y0 + win.h / 2, 0));
    g.add(at(box(t, win.h, 0.08, frameMat), win.w / 2 - t / 2, y0 + win.h / 2, 0));
    const panes = win.panes ?? Math.max(1, Math.round(win.w / 1.1));
    for (let i = 1; i < panes; i++)
      g.add(at(box(0.035, win.h, 0.06, frameMat), -win.w / 2 + (win.w * i) / panes, y0 + win.h / 2, 0));
    if (win.transom) g.add(at(box(win.w, 0.035, 0.06, frameMat), 0, y0 + win.h * win.transom, 0));
    // The view, a few metres outside, unlit so it reads as daylight.
    const vt = viewTexture(win.view ?? view, seed + 11);
    const vw = win.w * 3.2;
    const vh = vw / 2;
    const vmesh = new THREE.Mesh(
      new THREE.PlaneGeometry(vw, vh),
      track(new THREE.MeshBasicMaterial({map: vt, toneMapped: false, color: new THREE.Color(1.05, 1.03, 1.0)})),
    );
    vmesh.position.set(0, y0 + win.h * 0.35, -3.5);
    g.add(vmesh);
    const area = new THREE.RectAreaLight(win.light ?? '#ffe9d2', win.intensity ?? 3.5, win.w, win.h);
    area.position.set(0, y0 + win.h / 2, 0.05);
    area.lookAt(0, y0 + win.h / 2, 5);
    g.add(area);
    if (win.wall === 'back') g.position.set(win.x, 0, -d / 2 - 0.1);
    else if (win.wall === 'left') {
      g.rotation.y = Math.PI / 2;
      g.position.set(-w / 2 - 0.1, 0, win.x);
    } else {
      g.rotation.y = -Math.PI / 2;
      g.position.set(w / 2 + 0.1, 0, -win.x);
    }
    scene.add(g);
  }
  // Low sun from outside, shining in: window light falls across the floor.
  const sunLight = new THREE.DirectionalLight(sun.color ?? '#ffd6a3', (sun.intensity ?? 4.5) * 0.75);
  sunLight.position.set(...(sun.from ?? [-6, 4, -7]));
  sunLight.target.position.set(...(sun.to ?? [0, 0, 0]));
  sunLight.castShadow = true;
  sunLight.shadow.mapSize.set(4096, 4096);
  const sc = sunLight.shadow.camera;
  const ext = Math.max(w, d) * 0.9;
  sc.left = -ext;
  sc.right = ext;
  sc.top = ext;
  sc.bottom = -ext;
  sc.near = 0.5;
  sc.far = 40;
  sunLight.shadow.radius = sun.softness ?? 4;
  sunLight.shadow.blurSamples = 16;
  sunLight.shadow.bias = -0.0005;
  scene.add(sunLight, sunLight.target);
  scene.add(new THREE.HemisphereLight(o.sky ?? '#e6edf2', o.ground ?? '#b99b7c', o.hemi ?? 0.9));
  scene.environment = environment();
  scene.environmentIntensity = o.env ?? 0.35;
  scene.background = new THREE.Color(o.bg ?? '#d8d2c8');
  return {floorMat, wallMat};
}

function camera(job, fov, pos, look) {
  const c = new THREE.PerspectiveCamera(fov, job.width / job.height, 0.05, 100);
  c.position.set(...pos);
  c.lookAt(...look);
  return c;
}

let grounding = [];
/** A soft contact shadow under an object already placed in the scene. */
function ground(scene, obj, {opacity = 0.5, blur = 2.5} = {}) {
  const b = boundsOf(obj);
  const size = b.getSize(new THREE.Vector3());
  const c = b.getCenter(new THREE.Vector3());
  grounding.push(
    contactShadow(scene, {
      width: size.x + 0.5,
      depth: size.z + 0.5,
      cx: c.x,
      cz: c.z,
      y: b.min.y + 0.002,
      height: Math.min(0.5, size.y),
      opacity,
      blur,
      res: 512,
      only: obj,
    }),
  );
  return obj;
}

function done(scene, cam, exposure = 1.0) {
  const before = grounding;
  grounding = [];
  return {scene, camera: cam, toneMapping: THREE.ACESFilmicToneMapping, exposure, before};
}

// ---------------------------------------------------------------- props
function plant(h = 1.4, seed = 1, pot = '#d9cfc2') {
  const g = new THREE.Group();
  const r = rng(seed);
  g.add(
    lathe(
      [
        [0, 0],
        [0.16, 0],
        [0.2, 0.32],
        [0.21, 0.36],
        [0, 0.36],
      ],
      M.matte(pot, 0.8),
    ),
  );
  const leafMat = M.matte('#4c6b4a', 0.7);
  const leafMat2 = M.matte('#5f7f55', 0.7);
  for (let i = 0; i < 14; i++) {
    const a = r() * Math.PI * 2;
    const len = h * (0.45 + r() * 0.5);
    const tip = [Math.cos(a) * (0.2 + r() * 0.35), 0.36 + len, Math.sin(a) * (0.2 + r() * 0.35)];
    g.add(rod([0, 0.34, 0], tip, 0.008, M.matte('#6b5a3e', 0.8)));
    const leaf = mesh(new THREE.SphereGeometry(0.16, 16, 12), i % 2 ? leafMat : leafMat2);
    leaf.scale.set(1, 0.25, 0.55);
    leaf.position.set(...tip);
    leaf.rotation.set(r() - 0.5, a, r() * 0.8 - 0.4);
    g.add(leaf);
  }
  return g;
}

function sofa(color = '#cfc4b4', len = 2.2) {
  const g = new THREE.Group();
  const f = M.fabric(color);
  g.add(at(box(len, 0.22, 0.9, f, 0.06), 0, 0.24, 0));
  g.add(at(box(len, 0.5, 0.22, f, 0.08), 0, 0.55, -0.36));
  for (const s of [-1, 1]) g.add(at(box(0.2, 0.34, 0.9, f, 0.08), s * (len / 2 - 0.1), 0.44, 0));
  for (let i = 0; i < 2; i++)
    g.add(at(box(len / 2 - 0.22, 0.12, 0.66, f, 0.05), -len / 4 + 0.02 + i * (len / 2 - 0.04) - 0.02 * i, 0.41, 0.07));
  for (const x of [-1, 1])
    for (const z of [-1, 1]) g.add(at(cyl(0.02, 0.015, 0.13, M.oak()), x * (len / 2 - 0.1), 0.065, z * 0.36));
  g.add(at(box(0.4, 0.36, 0.12, M.fabric(CEDAR), 0.05), -len / 2 + 0.42, 0.6, -0.2, -0.2, 0.2, 0.1));
  return g;
}

function rug(w, d, color = '#ddd2c2') {
  return at(box(w, 0.012, d, M.fabric(color), 0.005), 0, 0.006, 0);
}

function sideTable() {
  const g = new THREE.Group();
  g.add(at(cyl(0.25, 0.25, 0.03, M.oak(), 48), 0, 0.52, 0));
  g.add(at(cyl(0.025, 0.03, 0.5, M.metal('#3b3732', 0.4)), 0, 0.26, 0));
  g.add(at(cyl(0.18, 0.18, 0.02, M.metal('#3b3732', 0.4)), 0, 0.01, 0));
  g.add(at(cyl(0.045, 0.04, 0.12, M.matte('#e8e0d4', 0.4)), 0.06, 0.6, 0.03));
  return g;
}

function pendant(y, len = 0.8, color = '#e8e0d4') {
  const g = new THREE.Group();
  g.add(rod([0, y, 0], [0, y - len, 0], 0.004, M.rubber()));
  const shade = lathe(
    [
      [0.02, 0],
      [0.18, -0.16],
      [0.2, -0.2],
      [0.19, -0.2],
      [0.02, -0.02],
    ],
    M.matte(color, 0.5),
  );
  shade.position.y = y - len;
  g.add(shade);
  const bulb = new THREE.Mesh(
    new THREE.SphereGeometry(0.05, 16, 12),
    track(new THREE.MeshBasicMaterial({color: '#fff1da'})),
  );
  bulb.position.y = y - len - 0.15;
  g.add(bulb);
  const light = new THREE.PointLight('#ffd9a8', 1.2, 5, 2);
  light.position.y = y - len - 0.25;
  g.add(light);
  return g;
}

function shelf(w = 1.6) {
  const g = new THREE.Group();
  for (const y of [0.4, 0.85, 1.3]) g.add(at(box(w, 0.03, 0.3, M.oak(), 0.005), 0, y, 0));
  for (const x of [-w / 2, w / 2]) g.add(at(box(0.03, 1.35, 0.3, M.oak(), 0.005), x, 0.675, 0));
  const r = rng(9);
  const cols = ['#c4684f', '#063448', '#e8e0d4', '#2f5d46', '#cbb393', '#8aa7b5'];
  for (const y of [0.415, 0.865]) {
    let x = -w / 2 + 0.1;
    while (x < w / 2 - 0.3) {
      const bw = 0.025 + r() * 0.03;
      const bh = 0.2 + r() * 0.1;
      g.add(at(box(bw, bh, 0.2, M.matte(cols[Math.floor(r() * cols.length)], 0.8)), x, y + bh / 2, 0));
      x += bw + 0.004;
      if (r() > 0.85) x += 0.2;
    }
  }
  g.add(
    at(
      lathe(
        [
          [0, 0],
          [0.08, 0],
          [0.1, 0.14],
          [0.05, 0.22],
          [0, 0.22],
        ],
        M.matte('#d9cfc2', 0.5),
      ),
      w / 4,
      1.315,
      0,
    ),
  );
  return g;
}

function bench(len = 1.2) {
  const g = new THREE.Group();
  g.add(at(box(len, 0.05, 0.36, M.oak(), 0.01), 0, 0.44, 0));
  for (const x of [-len / 2 + 0.1, len / 2 - 0.1])
    g.add(at(box(0.04, 0.42, 0.3, M.metal('#2c2f33', 0.4), 0.005), x, 0.21, 0));
  return g;
}

function towel(color = '#e8e0d4') {
  return at(box(0.5, 0.05, 0.22, M.fabric(color), 0.02), 0, 0.025, 0);
}

function bottle() {
  const g = new THREE.Group();
  g.add(at(cyl(0.035, 0.035, 0.22, M.metal('#c9ced3', 0.25), 32), 0, 0.11, 0));
  g.add(at(cyl(0.025, 0.03, 0.04, M.plastic(DEEP_SEA), 32), 0, 0.24, 0));
  return g;
}

function wallScreen(tex, w = 1.6) {
  const g = new THREE.Group();
  const h = (w * 9) / 16;
  g.add(box(w + 0.03, h + 0.03, 0.04, M.glass(), 0.01));
  const face = new THREE.Mesh(new THREE.PlaneGeometry(w, h), screenMaterial(tex));
  face.position.z = 0.021;
  g.add(face);
  return g;
}

function signTexture(text, fg = '#f4efe8', bg = null, w = 1024, h = 256, size = 170) {
  return canvasTexture(w, h, (ctx) => {
    if (bg) {
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, w, h);
    } else ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = fg;
    ctx.font = `600 ${size}px Fraunces, serif`;
    const fit = Math.min(1, (w * 0.92) / ctx.measureText(text).width);
    ctx.font = `600 ${Math.floor(size * fit)}px Fraunces, serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, w / 2, h / 2 + size * 0.05);
  });
}

function sign(text, width, fg, bg) {
  const tex = signTexture(text, fg, bg);
  return new THREE.Mesh(
    new THREE.PlaneGeometry(width, width / 4),
    track(new THREE.MeshStandardMaterial({map: tex, transparent: !bg, roughness: 0.6})),
  );
}

const PERSON = {top: DEEP_SEA, bottom: '#2c2f33', skin: '#c68e6a', hair: '#2b1d16', shoe: '#ece6dc'};

// ---------------------------------------------------------------- scenes
function heroHome(job, portrait = false) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 9,
    d: 8,
    h: 3.6,
    windows: [{wall: 'back', x: -0.6, w: 5.6, h: 3.2, sill: 0.0, panes: 4, transom: 0.82}],
    view: 'river',
    sun: {from: [-7, 2.2, -9], to: [1, 0, 1], intensity: 5, softness: 3},
    seed: 2,
    hemi: 0.7,
  });
  const r = buildRower('pro', 'pirate-black');
  r.rotation.y = 0.42;
  r.position.set(0.5, 0, -0.7);
  scene.add(r);
  ground(scene, r);
  scene.add(ground(scene, at(plant(1.5, 4), 3.2, 0, -3.3)));
  scene.add(ground(scene, at(bench(1.3), -3.0, 0, -2.9)));
  scene.add(at(towel('#e8e0d4'), -2.8, 0.47, -2.9));
  scene.add(at(bottle(), -3.4, 0.465, -2.85));
  const cam = portrait
    ? camera(job, 50, [1.9, 1.15, 3.4], [0.2, 0.95, -1.2])
    : camera(job, 38, [2.9, 1.2, 3.0], [-0.2, 0.85, -1.3]);
  return done(scene, cam, 1.0);
}

function rowerWindow(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 8,
    d: 7,
    h: 3.0,
    wall: '#e9e1d5',
    windows: [{wall: 'left', x: -0.6, w: 2.6, h: 2.3, sill: 0.45, panes: 2, view: 'garden'}],
    sun: {from: [-9, 3.5, -2], to: [0, 0, 0], intensity: 4.5},
    seed: 3,
  });
  const r = buildRower('pro', 'river');
  r.rotation.y = -0.1;
  r.position.set(-1.8, 0, -0.8);
  scene.add(r);
  ground(scene, r);
  scene.add(ground(scene, at(sofa('#d3c8b8'), 1.8, 0, -2.9)));
  scene.add(at(rug(3, 2, '#e2d6c6'), 1.5, 0, -1.6));
  scene.add(ground(scene, at(plant(1.3, 7), -3.4, 0, -3.0)));
  scene.add(ground(scene, at(sideTable(), 3.2, 0, -2.4)));
  scene.add(ground(scene, at(shelf(1.4), 0.0, 0, -3.32)));
  return done(scene, camera(job, 42, [1.8, 1.3, 3.2], [-1.4, 0.8, -1.4]), 1.0);
}

function hotelGym(job) {
  const scene = new THREE.Scene();
  const {wallMat} = room(scene, {
    w: 10,
    d: 8,
    h: 3.2,
    wall: '#e4ddd2',
    floor: 'rubber',
    windows: [
      {wall: 'left', x: -1.2, w: 2.4, h: 2.5, sill: 0.3, panes: 2, view: 'city'},
      {wall: 'left', x: 1.8, w: 2.4, h: 2.5, sill: 0.3, panes: 2, view: 'city'},
    ],
    sun: {from: [-10, 5, 1], to: [0, 0, 0], intensity: 3.6, color: '#ffe6c7'},
    ceiling: true,
    seed: 4,
    hemi: 1.0,
    env: 0.5,
  });
  wallMat.color = new THREE.Color('#ffffff');
  // Walnut slat wall at the back with a mirror band and a screen.
  for (let i = 0; i < 60; i++)
    scene.add(at(box(0.06, 3.2, 0.04, M.matte('#6b4a33', 0.6)), -5 + 0.165 * i + 0.08, 1.6, -3.95));
  const gymScreen = wallScreen(uiTexture('classes', 1600, 900), 2.2);
  gymScreen.position.set(0.2, 1.7, -3.88);
  scene.add(gymScreen);
  for (const [x, c] of [
    [-0.9, 'pirate-black'],
    [1.1, 'river'],
  ]) {
    const r = buildRower('pro', c);
    r.rotation.y = Math.PI / 2 + 0.0;
    r.position.set(x, 0, -0.8);
    scene.add(r);
    ground(scene, r);
  }
  const db = dumbbellSet();
  db.position.set(3.6, 0, -3.2);
  scene.add(db);
  scene.add(at(towel('#f4efe8'), -2.6, 0.0, 0.6));
  for (const x of [-3, 0, 3])
    scene.add(
      at(
        new THREE.Mesh(new THREE.BoxGeometry(1.6, 0.02, 0.2), track(new THREE.MeshBasicMaterial({color: '#fff4e2'}))),
        x,
        3.19,
        -1,
      ),
    );
  scene.add(ground(scene, at(plant(1.2, 5, '#3b3732'), -4.2, 0, -3.2)));
  return done(scene, camera(job, 42, [3.0, 1.45, 2.6], [-0.2, 0.8, -1.4]), 1.0);
}

function showroom(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 12,
    d: 9,
    h: 3.8,
    wall: '#f1ece4',
    floor: 'pale-oak',
    windows: [{wall: 'left', x: 0, w: 6, h: 3.2, sill: 0.2, panes: 5, view: 'city'}],
    sun: {from: [-10, 6, 2], to: [0, 0, 0], intensity: 4},
    ceiling: true,
    seed: 5,
    hemi: 1.1,
    env: 0.5,
  });
  const s = sign('Keel', 3.2, DEEP_SEA);
  s.position.set(0, 2.6, -4.48);
  scene.add(s);
  const models = [
    ['wave', 'sunrise', -3.2],
    ['pro', 'river', 0],
    ['vista', 'forest', 3.4],
  ];
  for (const [m, c, x] of models) {
    scene.add(at(box(2.9, 0.1, 1.2, M.matte('#e4dccf', 0.7), 0.02), x + 0.1, 0.05, -1.3));
    const r = buildRower(m, c);
    r.position.set(x, 0.1, -1.3);
    r.rotation.y = 0.25;
    scene.add(r);
    ground(scene, r);
  }
  for (const x of [-3.2, 3.4]) scene.add(at(pendant(3.8, 1.3), x, 0, -1.3));
  scene.add(ground(scene, at(plant(1.7, 8), 5.3, 0, -4.0)));
  scene.add(ground(scene, at(plant(1.4, 9), -5.3, 0, -4.0)));
  return done(scene, camera(job, 54, [0.0, 1.55, 4.3], [0.0, 0.95, -1.5]), 1.0);
}

function coachingSession(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 8,
    d: 7,
    h: 3.0,
    wall: '#e6ded2',
    windows: [{wall: 'left', x: 0.5, w: 2.2, h: 2.2, sill: 0.5, panes: 2, view: 'garden'}],
    sun: {from: [-9, 4, 0], to: [0, 0, 0], intensity: 4},
    seed: 6,
  });
  const r = buildRower('pro', 'pirate-black');
  r.rotation.y = Math.PI / 2 - 0.05;
  r.position.set(0.4, 0, 0.4);
  r.add(rowingFigure(r, PERSON));
  scene.add(r);
  ground(scene, r);
  const scr = wallScreen(uiTexture('call', 1600, 900), 2.0);
  scr.position.set(0.4, 1.6, -3.45);
  scene.add(scr);
  scene.add(at(box(2.4, 0.5, 0.45, M.oak(), 0.02), 0.4, 0.25, -3.25));
  scene.add(ground(scene, at(plant(1.3, 3), 2.4, 0, -3.1)));
  return done(scene, camera(job, 44, [2.6, 1.5, 3.8], [0.1, 1.0, -1.2]), 1.0);
}

function morningRow(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 9,
    d: 7,
    h: 3.3,
    wall: '#ebe3d7',
    windows: [{wall: 'back', x: 0, w: 4.8, h: 2.6, sill: 0.3, panes: 3, view: 'river'}],
    sun: {from: [-6, 2.4, -9], to: [1, 0, 1], intensity: 5},
    seed: 7,
  });
  const r = buildRower('pro', 'sunset');
  r.position.set(0, 0, -0.9);
  r.add(rowingFigure(r, {...PERSON, top: '#2f6f8f', skin: '#e2b996', hair: '#6b4a2f'}));
  scene.add(r);
  ground(scene, r);
  scene.add(ground(scene, at(plant(1.4, 12), 3.2, 0, -3.0)));
  return done(scene, camera(job, 38, [0.2, 1.1, 4.2], [0.0, 0.8, -1]), 1.0);
}

function studioStrength(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 9,
    d: 7,
    h: 3.2,
    wall: '#dcd6cc',
    windows: [{wall: 'left', x: -0.5, w: 2.6, h: 2.6, sill: 0.3, panes: 2, view: 'garden'}],
    sun: {from: [-9, 4.5, -3], to: [0, 0, 0], intensity: 4.2},
    seed: 8,
  });
  const f = forgePlatform();
  f.position.set(0.3, 0, -1.6);
  f.rotation.y = -0.1;
  scene.add(f);
  ground(scene, f);
  scene.add(ground(scene, at(plant(1.6, 14), 3.2, 0, -3.0)));
  scene.add(ground(scene, at(bench(1.1), 2.6, 0, -0.6, 0, 0.9)));
  scene.add(at(towel('#2f5d46'), 2.6, 0.47, -0.6, 0, 0.9));
  return done(scene, camera(job, 42, [2.8, 1.55, 3.4], [0.0, 1.0, -1.6]), 1.0);
}

function riverDawn(job) {
  const scene = new THREE.Scene();
  // The far view is the same painted river as the windows (one light, one palette);
  // the near bank, reeds and jetty are modelled and lit by the low sun.
  scene.background = canvasTexture(job.width, job.height, (ctx, w, h) => {
    paintRiver(ctx, 0, -h * 0.12, w, h * 1.12, {seed: 8});
  });
  const r = rng(5);
  const reedMats = [M.matte('#6d7552', 0.9), M.matte('#8a8a5e', 0.9), M.matte('#5a6447', 0.9)];
  for (let i = 0; i < 260; i++) {
    const x = -5.2 + Math.pow(r(), 1.5) * 3.2;
    const z = -1 + r() * 3.5;
    const h = 0.7 + r() * 1.3;
    scene.add(rod([x, -0.4, z], [x + (r() - 0.3) * 0.35, h - 0.4, z], 0.012 + r() * 0.008, reedMats[i % 3]));
  }
  // A small jetty running out from the right: boards across, posts at the sides.
  for (let i = 0; i < 4; i++) {
    for (const x of [1.55, 2.85])
      scene.add(at(cyl(0.06, 0.06, 1.0, M.matte('#4b3d30', 0.9), 16), x, -0.1, 4 - i * 1.8));
  }
  for (let i = 0; i < 34; i++) scene.add(at(box(1.5, 0.05, 0.18, M.oak(), 0.01), 2.2, 0.42, 4.2 - i * 0.2));
  const sun = new THREE.DirectionalLight('#ffd2a0', 3.2);
  sun.position.set(6, 3, -10);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, {left: -8, right: 8, top: 8, bottom: -8, near: 0.5, far: 40});
  sun.shadow.radius = 3;
  scene.add(sun, new THREE.HemisphereLight('#f3dcc4', '#5b6a5e', 1.3));
  scene.environment = environment();
  scene.environmentIntensity = 0.3;
  const cam = camera(job, 40, [0, 1.4, 6], [0, 1.2, -4]);
  return done(scene, cam, 1.0);
}

function familyRoom(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 8,
    d: 7,
    h: 3.0,
    wall: '#ede5da',
    windows: [{wall: 'left', x: -0.4, w: 2.4, h: 2.2, sill: 0.5, panes: 2, view: 'garden'}],
    sun: {from: [-9, 4, -1], to: [0, 0, -1], intensity: 4.2},
    seed: 9,
  });
  // The Wave stands on its front end against the wall, rail upright.
  const r = buildRower('wave', 'forest');
  r.rotation.z = -Math.PI / 2;
  r.position.set(0, 1.12, 0);
  const holder = new THREE.Group();
  holder.add(r);
  holder.rotation.y = Math.PI / 2;
  holder.position.set(2.4, 0, -3.5 + 1.02);
  scene.add(holder);
  ground(scene, holder);
  scene.add(ground(scene, at(sofa('#c9b9a6', 2.4), -0.6, 0, -2.75)));
  scene.add(at(rug(3.4, 2.4, '#e3d8c8'), -0.4, 0, -1.4));
  scene.add(at(box(1.0, 0.36, 0.6, M.oak(), 0.03), -0.5, 0.18, -1.2));
  scene.add(ground(scene, at(plant(1.2, 19), -3.3, 0, -3.0)));
  scene.add(ground(scene, at(sideTable(), 1.2, 0, -3.0)));
  return done(scene, camera(job, 44, [-0.2, 1.4, 2.2], [1.3, 0.95, -2.5]), 1.0);
}

function recoveryStretch(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 7,
    d: 6,
    h: 3.0,
    wall: '#ece4d8',
    windows: [{wall: 'back', x: -0.4, w: 3.4, h: 2.5, sill: 0.25, panes: 3, view: 'river'}],
    sun: {from: [-5, 2.2, -8], to: [0.5, 0, 0.5], intensity: 5},
    seed: 10,
  });
  const m = mat(2.2, 0.8, false);
  m.position.set(0, 0, -0.6);
  m.rotation.y = 0.3;
  scene.add(m);
  const c = seatCushion();
  c.position.set(0.6, 0.006, -0.35);
  c.rotation.y = 0.7;
  scene.add(c);
  ground(scene, m, {opacity: 0.3});
  scene.add(at(towel('#2f6f8f'), -0.6, 0.006, -0.8, 0, 0.4));
  scene.add(at(bottle(), -0.95, 0.006, -0.5));
  scene.add(ground(scene, at(plant(1.4, 22), 2.2, 0, -2.4)));
  return done(scene, camera(job, 40, [1.6, 1.6, 3.0], [-0.1, 0.3, -1.0]), 1.0);
}

function teamWorkshop(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 9,
    d: 7,
    h: 3.4,
    wall: '#dcd3c6',
    floor: '#8f8a82',
    windows: [{wall: 'left', x: -0.8, w: 3, h: 2.2, sill: 0.9, panes: 3, view: 'garden'}],
    sun: {from: [-9, 5, -2], to: [0, 0.9, -1.5], intensity: 4.2},
    seed: 11,
  });
  // Bench: oak top on steel legs, pegboard behind.
  const top = 0.92;
  scene.add(at(box(3.2, 0.06, 0.9, M.oak(), 0.01), 0, top, -2.8));
  for (const x of [-1.5, 1.5])
    for (const z of [-3.15, -2.45]) scene.add(at(box(0.06, top, 0.06, M.metal('#3b3f44', 0.4)), x, top / 2, z));
  scene.add(at(box(3.0, 0.04, 0.8, M.metal('#3b3f44', 0.4)), 0, 0.2, -2.8));
  scene.add(at(box(3.4, 1.4, 0.03, M.matte('#cbb89c', 0.8)), 0, 1.9, -3.42));
  const r = rng(4);
  for (let i = 0; i < 14; i++) {
    const x = -1.5 + i * 0.22;
    const len = 0.15 + r() * 0.3;
    scene.add(
      rod([x, 2.3, -3.38], [x, 2.3 - len, -3.38], 0.012 + r() * 0.01, i % 3 === 0 ? M.oak() : M.metal('#7d858c', 0.3)),
    );
  }
  // Ash rails stacked, a housing in Sunset and a seat on the bench.
  for (let i = 0; i < 3; i++)
    scene.add(at(box(2.0, 0.06, 0.15, M.ash(), 0.01), -0.4, top + 0.06 + i * 0.062, -2.95 + i * 0.02));
  const disc = new THREE.Shape();
  disc.absarc(0, 0, 0.29, 0, Math.PI * 2, false);
  const housing = new THREE.Mesh(
    new THREE.ExtrudeGeometry(disc, {
      depth: 0.12,
      bevelEnabled: true,
      bevelThickness: 0.03,
      bevelSize: 0.03,
      bevelSegments: 5,
      curveSegments: 48,
    }),
    M.frame(FRAME.sunset),
  );
  housing.castShadow = true;
  housing.rotation.x = -Math.PI / 2;
  housing.position.set(1.0, top + 0.05, -2.6);
  scene.add(housing);
  scene.add(at(cyl(0.085, 0.085, 0.03, M.aluminium(), 48), 1.0, top + 0.22, -2.6));
  scene.add(at(box(0.36, 0.075, 0.3, M.seat(), 0.035), 0.3, top + 0.07, -2.45, 0, 0.4));
  for (let i = 0; i < 4; i++)
    scene.add(
      at(cyl(0.02, 0.02, 0.16, M.metal('#c9ced3', 0.3), 16), -1.3 + i * 0.08, top + 0.02, -2.4, 0, 0, Math.PI / 2),
    );
  scene.add(at(pendant(3.4, 1.2, '#2c2f33'), -0.4, 0, -2.7));
  scene.add(at(pendant(3.4, 1.2, '#2c2f33'), 0.9, 0, -2.7));
  // Shavings and an offcut on the floor.
  scene.add(at(box(0.6, 0.05, 0.12, M.ash(), 0.01), 1.7, 0.025, -1.6, 0, 0.6));
  scene.add(ground(scene, at(plant(1.0, 30, '#3b3732'), -3.6, 0, -3.0)));
  return done(scene, camera(job, 42, [1.5, 1.55, 0.5], [-0.1, 1.0, -2.8]), 1.0);
}

function locationStore(job) {
  const scene = new THREE.Scene();
  scene.background = viewTexture('city', 31);
  scene.environment = environment();
  scene.environmentIntensity = 0.6;
  // Pavement and kerb.
  const pave = mesh(new THREE.PlaneGeometry(40, 12), M.matte('#bdb5aa', 0.9));
  pave.rotation.x = -Math.PI / 2;
  pave.position.z = 3;
  pave.userData.floor = true;
  scene.add(pave);
  const road = mesh(new THREE.PlaneGeometry(40, 10), M.matte('#55585b', 0.9));
  road.rotation.x = -Math.PI / 2;
  road.position.set(0, -0.12, 13);
  road.userData.floor = true;
  scene.add(road);
  // Facade: a pale stone building with a Deep Sea shopfront around one big opening.
  const facade = new THREE.Shape();
  facade.moveTo(-8, 0);
  facade.lineTo(8, 0);
  facade.lineTo(8, 7);
  facade.lineTo(-8, 7);
  facade.lineTo(-8, 0);
  const hole = new THREE.Path();
  hole.moveTo(-3.8, 0);
  hole.lineTo(-3.8, 3.9);
  hole.lineTo(3.8, 3.9);
  hole.lineTo(3.8, 0);
  hole.lineTo(-3.8, 0);
  facade.holes.push(hole);
  const front = mesh(new THREE.ExtrudeGeometry(facade, {depth: 0.4, bevelEnabled: false}), M.matte('#e0d7c9', 0.9));
  front.position.z = -3.5;
  scene.add(front);
  for (let i = 0; i < 3; i++) scene.add(at(box(16, 0.06, 0.05, M.matte('#cfc5b5', 0.9)), 0, 4.6 + i * 0.9, -3.08));
  scene.add(at(box(0.4, 3.9, 0.5, M.matte(DEEP_SEA, 0.5)), -3.6, 1.95, -3.05));
  scene.add(at(box(0.4, 3.9, 0.5, M.matte(DEEP_SEA, 0.5)), 3.6, 1.95, -3.05));
  scene.add(at(box(7.6, 0.95, 0.5, M.matte(DEEP_SEA, 0.5)), 0, 3.42, -3.05));
  // Glazing with the shop behind: lit interior, rowers on plinths.
  const glassMat = track(
    new THREE.MeshPhysicalMaterial({
      color: '#cfdde3',
      roughness: 0.05,
      transparent: true,
      opacity: 0.22,
      clearcoat: 1,
      depthWrite: false,
    }),
  );
  const glass = new THREE.Mesh(new THREE.PlaneGeometry(6.6, 2.7), glassMat);
  glass.position.set(0, 1.55, -2.78);
  scene.add(glass);
  const interiorBack = mesh(new THREE.PlaneGeometry(7, 3), M.matte('#f1e7d8', 0.9));
  interiorBack.position.set(0, 1.5, -7);
  scene.add(interiorBack);
  const interiorFloor = mesh(new THREE.PlaneGeometry(7, 4.2), M.matte('#d4b991', 0.6));
  interiorFloor.rotation.x = -Math.PI / 2;
  interiorFloor.position.set(0, 0.2, -4.9);
  scene.add(interiorFloor);
  for (const [m, c, x] of [
    ['pro', 'river', -1.6],
    ['vista', 'sunset', 1.6],
  ]) {
    const r = buildRower(m, c);
    r.position.set(x, 0.2, -4.6);
    r.rotation.y = 0.35;
    r.scale.setScalar(0.9);
    scene.add(r);
    ground(scene, r);
  }
  const il = new THREE.PointLight('#ffe2bd', 8, 8, 1.5);
  il.position.set(0, 2.5, -5);
  scene.add(il);
  for (const x of [-3.35, 3.35]) scene.add(at(box(0.15, 2.9, 0.2, M.metal('#1f2326', 0.4)), x, 1.55, -2.8));
  scene.add(at(box(6.85, 0.15, 0.2, M.metal('#1f2326', 0.4)), 0, 2.95, -2.8));
  scene.add(at(box(6.85, 0.2, 0.25, M.matte('#1f2326', 0.6)), 0, 0.1, -2.8));
  const s = sign('Keel', 2.4, '#f4efe8');
  s.position.set(0, 3.42, -2.79);
  scene.add(s);
  // Planters with small trees either side.
  for (const x of [-4.6, 4.6]) {
    scene.add(at(box(0.9, 0.7, 0.9, M.matte('#3b3f44', 0.6), 0.02), x, 0.35, -1.8));
    const p = plant(1.6, x > 0 ? 3 : 6, '#3b3f44');
    p.position.set(x, 0.35, -1.8);
    p.scale.setScalar(1.3);
    scene.add(p);
  }
  const sun = new THREE.DirectionalLight('#ffe4c2', 3.2);
  sun.position.set(-8, 10, 8);
  sun.castShadow = true;
  sun.shadow.mapSize.set(4096, 4096);
  Object.assign(sun.shadow.camera, {left: -12, right: 12, top: 12, bottom: -12, near: 0.5, far: 50});
  sun.shadow.radius = 4;
  sun.shadow.bias = -0.0005;
  scene.add(sun, new THREE.HemisphereLight('#dfe8ef', '#b3a796', 1.0));
  return done(scene, camera(job, 42, [1.4, 1.5, 5.0], [0, 1.9, -3]), 1.0);
}

function locationHotel(job) {
  const scene = new THREE.Scene();
  room(scene, {
    w: 14,
    d: 10,
    h: 5.0,
    wall: '#e7dfd3',
    floor: '#d8cfc3',
    windows: [{wall: 'left', x: 0, w: 7, h: 4.2, sill: 0.2, panes: 5, transom: 0.75, view: 'garden'}],
    sun: {from: [-12, 7, 1], to: [0, 0, -1], intensity: 4},
    ceiling: true,
    seed: 12,
    hemi: 1.1,
    env: 0.5,
  });
  // Reception desk in oak and stone, a walnut panel wall with the hotel's sign.
  scene.add(at(box(4.2, 1.1, 0.9, M.oak(), 0.02), 2.5, 0.55, -3.6));
  scene.add(at(box(4.3, 0.05, 1.0, M.matte('#f1ece4', 0.3), 0.01), 2.5, 1.12, -3.6));
  scene.add(at(box(6, 4.2, 0.08, M.matte('#6b4a33', 0.6)), 2.5, 2.1, -4.9));
  const s = sign('Harbour Hotel', 3.2, '#e8d2b8');
  s.position.set(2.5, 3.2, -4.85);
  scene.add(s);
  for (const x of [0.9, 2.5, 4.1]) scene.add(at(pendant(5, 2.3, '#c9a46a'), x, 0, -3.2));
  // The Keel display: a Vista on a plinth with a small sign.
  scene.add(at(box(3.2, 0.16, 1.3, M.matte('#f4efe8', 0.4), 0.02), -2.4, 0.08, -1.4));
  const r = buildRower('vista', 'river');
  r.position.set(-2.5, 0.16, -1.4);
  r.rotation.y = 0.5;
  scene.add(r);
  ground(scene, r);
  const card = sign('Keel', 0.6, DEEP_SEA, '#f4efe8');
  card.position.set(-0.75, 0.5, -0.72);
  card.rotation.y = 0.3;
  scene.add(card);
  scene.add(at(box(0.04, 0.34, 0.04, M.metal('#3b3732', 0.4)), -0.75, 0.2, -0.74));
  scene.add(ground(scene, at(sofa('#b9a48c', 2.0), 5.0, 0, 0.4, 0, -Math.PI / 2)));
  scene.add(ground(scene, at(plant(2.0, 41), -6.2, 0, -4.2)));
  scene.add(ground(scene, at(plant(1.8, 43), 5.8, 0, -4.2)));
  const guest = standingFigure({top: '#cbb393', bottom: '#3b3f44', skin: '#a8704d', hair: '#1b1410', shoe: '#3b3732'});
  guest.position.set(1.2, 0, -2.6);
  guest.rotation.y = Math.PI / 2;
  scene.add(guest);
  return done(scene, camera(job, 50, [2.2, 1.6, 4.4], [0.2, 1.5, -2.4]), 1.0);
}

export const LIFESTYLE = {
  'hero-home': (job) => heroHome(job),
  'hero-home-mobile': (job) => heroHome(job, true),
  'rower-window': rowerWindow,
  'hotel-gym': hotelGym,
  showroom,
  'coaching-session': coachingSession,
  'morning-row': morningRow,
  'studio-strength': studioStrength,
  'river-dawn': riverDawn,
  'family-room': familyRoom,
  'recovery-stretch': recoveryStretch,
  'team-workshop': teamWorkshop,
  'location-store': locationStore,
  'location-hotel': locationHotel,
};

export {tablet, CEDAR};
