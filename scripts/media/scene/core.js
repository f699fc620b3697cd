/* global document, FontFace */
// Shared pieces for every generated image: one renderer, one studio (backdrop,
// light rig, contact shadow), the brand's materials and a seeded random source.
// Runs inside headless Chromium; render.ts serves three.js from node_modules.
import * as THREE from 'three';
import {RoomEnvironment} from 'three/addons/environments/RoomEnvironment.js';
import {RoundedBoxGeometry} from 'three/addons/geometries/RoundedBoxGeometry.js';
import {HorizontalBlurShader} from 'three/addons/shaders/HorizontalBlurShader.js';
import {VerticalBlurShader} from 'three/addons/shaders/VerticalBlurShader.js';

export {THREE, RoundedBoxGeometry};

/** Frame and housing colours of the rowers (brand.md: product colours). */
export const FRAME = {
  'pirate-black': '#1d2327',
  river: '#2f6f8f',
  forest: '#2f5d46',
  sunrise: '#e0a458',
  sunset: '#c4684f',
};
export const DEEP_SEA = '#063448';
export const CEDAR = '#BA6356';
/** Studio backdrop tones, the same in every product image so a page reads as one shop. */
export const BACKDROP = {top: '#f4efe8', bottom: '#e8e0d4'};

// ---------------------------------------------------------------- random
/** mulberry32: small, fast and the same on every machine, so renders are reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- fonts
let fontsReady = null;
export function loadFonts() {
  if (!fontsReady) {
    const inter = new FontFace('Inter', 'url(/fonts/inter.woff2)', {weight: '100 900'});
    const fraunces = new FontFace('Fraunces', 'url(/fonts/fraunces.woff2)', {weight: '100 900'});
    fontsReady = Promise.all([inter.load(), fraunces.load()]).then((faces) => {
      for (const f of faces) document.fonts.add(f);
    });
  }
  return fontsReady;
}

// ---------------------------------------------------------------- renderer
let renderer = null;
let envTexture = null;
export function getRenderer() {
  if (!renderer) {
    renderer = new THREE.WebGLRenderer({antialias: true, preserveDrawingBuffer: true, alpha: false});
    renderer.setPixelRatio(1);
    renderer.outputColorSpace = THREE.SRGBColorSpace;
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = THREE.VSMShadowMap;
    const pmrem = new THREE.PMREMGenerator(renderer);
    const room = new RoomEnvironment();
    envTexture = pmrem.fromScene(room, 0.04).texture;
    pmrem.dispose();
  }
  return renderer;
}
export function environment() {
  getRenderer();
  return envTexture;
}

// Everything a scene creates is registered here and freed after the frame is read back.
const disposables = new Set();
export function track(thing) {
  disposables.add(thing);
  return thing;
}
export function disposeAll(scene) {
  scene.traverse((o) => {
    if (o.geometry) disposables.add(o.geometry);
    const mats = Array.isArray(o.material) ? o.material : o.material ? [o.material] : [];
    for (const m of mats) {
      if (m.userData.keep) continue; // shared for the whole run
      disposables.add(m);
      for (const k of ['map', 'normalMap', 'roughnessMap', 'emissiveMap', 'alphaMap', 'bumpMap']) {
        if (m[k] && !m[k].userData.keep) disposables.add(m[k]);
      }
    }
  });
  if (scene.background && scene.background.isTexture) disposables.add(scene.background);
  for (const d of disposables) d.dispose?.();
  disposables.clear();
}

// ---------------------------------------------------------------- canvas textures
export function canvasTexture(w, h, draw, {srgb = true, repeat = null} = {}) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  draw(ctx, w, h);
  const t = new THREE.CanvasTexture(c);
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  if (repeat) {
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(repeat[0], repeat[1]);
  }
  return track(t);
}

/** A texture kept for the whole run (used by shared materials). */
function keep(t) {
  disposables.delete(t);
  t.userData.keep = true;
  return t;
}

/** Wood grain: long streaks of darker late-wood over a pale base (ash by default). */
export function woodTexture({
  seed = 1,
  base = '#d7bf98',
  dark = '#b39067',
  w = 2048,
  h = 256,
  streaks = 140,
  knots = 0,
} = {}) {
  const r = rng(seed);
  return canvasTexture(w, h, (ctx) => {
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < streaks; i++) {
      const y = r() * h;
      const amp = 2 + r() * 10;
      const freq = 0.5 + r() * 2.5;
      const phase = r() * 10;
      ctx.strokeStyle = dark;
      ctx.globalAlpha = 0.08 + r() * 0.28;
      ctx.lineWidth = 0.5 + r() * 2.2;
      ctx.beginPath();
      for (let x = 0; x <= w; x += 16) {
        const yy = y + Math.sin((x / w) * Math.PI * freq + phase) * amp;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      ctx.stroke();
    }
    for (let k = 0; k < knots; k++) {
      const x = r() * w;
      const y = r() * h;
      for (let i = 0; i < 6; i++) {
        ctx.globalAlpha = 0.12;
        ctx.beginPath();
        ctx.ellipse(x, y, 10 + i * 7, 3 + i * 2, 0, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
    // Fine pores.
    const img = ctx.getImageData(0, 0, w, h);
    for (let i = 0; i < img.data.length; i += 4) {
      const n = (r() - 0.5) * 10;
      img.data[i] += n;
      img.data[i + 1] += n;
      img.data[i + 2] += n;
    }
    ctx.putImageData(img, 0, 0);
  });
}

/** Fine noise used as a bump map for fabric, rubber and powder coat. */
export function noiseTexture(seed = 7, size = 256, repeat = [4, 4]) {
  const r = rng(seed);
  return canvasTexture(
    size,
    size,
    (ctx) => {
      const img = ctx.createImageData(size, size);
      for (let i = 0; i < img.data.length; i += 4) {
        const v = 110 + r() * 60;
        img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
        img.data[i + 3] = 255;
      }
      ctx.putImageData(img, 0, 0);
    },
    {srgb: false, repeat},
  );
}

// ---------------------------------------------------------------- materials
const matCache = new Map();
function cached(key, make) {
  if (!matCache.has(key)) {
    const m = make();
    m.userData.keep = true;
    matCache.set(key, m);
  }
  return matCache.get(key);
}
/** Materials live for the whole run (shared programs compile once in SwiftShader). */
export const M = {
  frame: (hex) =>
    cached(
      `frame${hex}`,
      () =>
        new THREE.MeshPhysicalMaterial({
          color: hex,
          metalness: 0.25,
          roughness: 0.42,
          clearcoat: 0.6,
          clearcoatRoughness: 0.25,
        }),
    ),
  aluminium: () =>
    cached('alu', () => new THREE.MeshStandardMaterial({color: '#d3d7db', metalness: 0.8, roughness: 0.34})),
  steel: () => cached('steel', () => new THREE.MeshStandardMaterial({color: '#8d969c', metalness: 1, roughness: 0.25})),
  chrome: () =>
    cached('chrome', () => new THREE.MeshStandardMaterial({color: '#e6e8ea', metalness: 1, roughness: 0.12})),
  rubber: () => cached('rubber', () => new THREE.MeshStandardMaterial({color: '#1c1d1f', roughness: 0.85})),
  graphite: () =>
    cached('graphite', () => new THREE.MeshStandardMaterial({color: '#2c2f33', roughness: 0.55, metalness: 0.2})),
  seat: () =>
    cached(
      'seat',
      () =>
        new THREE.MeshPhysicalMaterial({
          color: '#26282b',
          roughness: 0.62,
          sheen: 0.6,
          sheenColor: '#555',
          sheenRoughness: 0.6,
        }),
    ),
  strap: () => cached('strap', () => new THREE.MeshStandardMaterial({color: '#202225', roughness: 0.9})),
  glass: () =>
    cached(
      'glass',
      () =>
        new THREE.MeshPhysicalMaterial({
          color: '#0b0e11',
          roughness: 0.08,
          metalness: 0.1,
          clearcoat: 1,
          clearcoatRoughness: 0.05,
        }),
    ),
  ash: () =>
    cached(
      'ash',
      () =>
        new THREE.MeshPhysicalMaterial({
          map: keep(woodTexture({seed: 3, base: '#d6b68c', dark: '#8c6642', streaks: 260})),
          roughness: 0.5,
          clearcoat: 0.35,
          clearcoatRoughness: 0.35,
        }),
    ),
  oak: () =>
    cached(
      'oak',
      () =>
        new THREE.MeshPhysicalMaterial({
          map: keep(woodTexture({seed: 5, base: '#c89f72', dark: '#8f6440', knots: 2})),
          roughness: 0.55,
          clearcoat: 0.2,
        }),
    ),
  fabric: (hex) =>
    cached(
      `fabric${hex}`,
      () =>
        new THREE.MeshPhysicalMaterial({
          color: hex,
          roughness: 0.92,
          sheen: 0.35,
          sheenColor: '#9a9a9a',
          sheenRoughness: 0.7,
        }),
    ),
  matte: (hex, rough = 0.8) =>
    cached(`matte${hex}${rough}`, () => new THREE.MeshStandardMaterial({color: hex, roughness: rough})),
  plastic: (hex) =>
    cached(`plastic${hex}`, () => new THREE.MeshPhysicalMaterial({color: hex, roughness: 0.35, clearcoat: 0.4})),
  metal: (hex, rough = 0.3) =>
    cached(`metal${hex}${rough}`, () => new THREE.MeshStandardMaterial({color: hex, metalness: 1, roughness: rough})),
};

const wordmarks = new Map();
/** The Keel wordmark as a small printed decal; light on dark frames, dark on light ones. */
export function wordmark(width, onHex) {
  const c = new THREE.Color(onHex);
  const light = c.r * 0.2126 + c.g * 0.7152 + c.b * 0.0722 < 0.35;
  const key = light ? 'light' : 'dark';
  if (!wordmarks.has(key)) {
    const tex = keep(
      canvasTexture(512, 160, (ctx, w, h) => {
        ctx.clearRect(0, 0, w, h);
        ctx.fillStyle = light ? '#f4efe8' : '#2a211a';
        ctx.font = '600 128px Fraunces, serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText('Keel', w / 2, h / 2 + 6);
      }),
    );
    const m = new THREE.MeshStandardMaterial({
      map: tex,
      transparent: true,
      roughness: 0.5,
      metalness: 0.1,
      opacity: 0.9,
      polygonOffset: true,
      polygonOffsetFactor: -2,
      depthWrite: false,
    });
    m.userData.keep = true;
    wordmarks.set(key, m);
  }
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(width, width * 0.3125), wordmarks.get(key));
  mesh.userData.noFrame = true;
  return mesh;
}

/** A lit screen: unlit texture so the UI keeps its colours under the studio lights. */
export function screenMaterial(texture) {
  return track(new THREE.MeshBasicMaterial({map: texture, toneMapped: false}));
}

// ---------------------------------------------------------------- geometry helpers
export function box(w, h, d, mat, r = 0) {
  const g =
    r > 0
      ? new RoundedBoxGeometry(w, h, d, 4, Math.min(r, w / 2, h / 2, d / 2) * 0.999)
      : new THREE.BoxGeometry(w, h, d);
  return mesh(g, mat);
}
export function cyl(rt, rb, h, mat, seg = 48) {
  return mesh(new THREE.CylinderGeometry(rt, rb, h, seg), mat);
}
export function mesh(g, mat) {
  const m = new THREE.Mesh(g, mat);
  m.castShadow = true;
  m.receiveShadow = true;
  return m;
}
export function at(obj, x, y, z, rx = 0, ry = 0, rz = 0) {
  obj.position.set(x, y, z);
  obj.rotation.set(rx, ry, rz);
  return obj;
}
/** A tube between two points (rods, limbs, straps). */
export function rod(a, b, radius, mat, capsule = false) {
  const va = new THREE.Vector3(...a);
  const vb = new THREE.Vector3(...b);
  const len = va.distanceTo(vb);
  const g = capsule
    ? new THREE.CapsuleGeometry(radius, Math.max(len, 0.0001), 8, 24)
    : new THREE.CylinderGeometry(radius, radius, len, 32);
  const m = mesh(g, mat);
  m.position.copy(va).add(vb).multiplyScalar(0.5);
  m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), vb.clone().sub(va).normalize());
  return m;
}
export function tube(points, radius, mat, closed = false) {
  const curve = new THREE.CatmullRomCurve3(
    points.map((p) => new THREE.Vector3(...p)),
    closed,
    'centripetal',
  );
  return mesh(new THREE.TubeGeometry(curve, 96, radius, 24, closed), mat);
}
/** An extruded 2D outline with soft bevels: housings, shields, covers. */
export function extrude(shape, depth, mat, bevel = 0.01, segs = 4) {
  const g = new THREE.ExtrudeGeometry(shape, {
    depth,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: segs,
    curveSegments: 48,
  });
  g.translate(0, 0, -depth / 2);
  return mesh(g, mat);
}
export function roundedRectShape(w, h, r, cx = 0, cy = 0) {
  const s = new THREE.Shape();
  const x = cx - w / 2;
  const y = cy - h / 2;
  s.moveTo(x + r, y);
  s.lineTo(x + w - r, y);
  s.quadraticCurveTo(x + w, y, x + w, y + r);
  s.lineTo(x + w, y + h - r);
  s.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  s.lineTo(x + r, y + h);
  s.quadraticCurveTo(x, y + h, x, y + h - r);
  s.lineTo(x, y + r);
  s.quadraticCurveTo(x, y, x + r, y);
  return s;
}
export function lathe(profile, mat, seg = 64) {
  return mesh(
    new THREE.LatheGeometry(
      profile.map(([x, y]) => new THREE.Vector2(x, y)),
      seg,
    ),
    mat,
  );
}

// ---------------------------------------------------------------- studio
/**
 * The seamless studio: a painted backdrop (warm off-white to sand, brighter at the
 * upper left where the key light sits), a shadow-catching floor and the light rig.
 * Lights are placed relative to the camera so every angle keeps the key light at
 * the upper left of the picture.
 */
export function studioBackground(w, h, tones = BACKDROP) {
  const t = canvasTexture(Math.round(w / 2), Math.round(h / 2), (ctx, cw, ch) => {
    const g = ctx.createLinearGradient(0, 0, cw * 0.25, ch);
    g.addColorStop(0, tones.top);
    g.addColorStop(1, tones.bottom);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, cw, ch);
    const glow = ctx.createRadialGradient(cw * 0.3, ch * 0.28, 0, cw * 0.3, ch * 0.28, Math.max(cw, ch) * 0.75);
    glow.addColorStop(0, 'rgba(255,253,249,0.55)');
    glow.addColorStop(1, 'rgba(255,253,249,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, cw, ch);
    const vig = ctx.createRadialGradient(
      cw * 0.5,
      ch * 0.45,
      Math.min(cw, ch) * 0.4,
      cw * 0.5,
      ch * 0.5,
      Math.max(cw, ch) * 0.85,
    );
    vig.addColorStop(0, 'rgba(120,100,80,0)');
    vig.addColorStop(1, 'rgba(120,100,80,0.10)');
    ctx.fillStyle = vig;
    ctx.fillRect(0, 0, cw, ch);
  });
  return t;
}

export function lightRig(
  scene,
  camera,
  target,
  {key = 2.6, fill = 0.55, rim = 1.4, size = 3, shadowRadius = 10, hemi = 0.5} = {},
) {
  const toCam = new THREE.Vector3().subVectors(camera.position, target);
  toCam.y = 0;
  toCam.normalize();
  const up = new THREE.Vector3(0, 1, 0);
  const right = new THREE.Vector3().crossVectors(up, toCam).normalize(); // camera's right in world
  const place = (side, toward, height, dist) =>
    new THREE.Vector3()
      .copy(target)
      .addScaledVector(right, side * dist)
      .addScaledVector(toCam, toward * dist)
      .addScaledVector(up, height * dist);

  const keyLight = new THREE.DirectionalLight('#fff6ea', key);
  keyLight.position.copy(place(-0.75, 0.55, 1.05, size * 1.6));
  keyLight.target.position.copy(target);
  keyLight.castShadow = true;
  keyLight.shadow.mapSize.set(2048, 2048);
  const sc = keyLight.shadow.camera;
  sc.left = -size;
  sc.right = size;
  sc.top = size;
  sc.bottom = -size;
  sc.near = 0.1;
  sc.far = size * 6;
  keyLight.shadow.radius = shadowRadius;
  keyLight.shadow.blurSamples = 20;
  keyLight.shadow.bias = -0.0004;
  scene.add(keyLight, keyLight.target);

  const fillLight = new THREE.DirectionalLight('#eef3ff', fill);
  fillLight.position.copy(place(1, 0.8, 0.35, size * 1.6));
  fillLight.target.position.copy(target);
  scene.add(fillLight, fillLight.target);

  const rimLight = new THREE.DirectionalLight('#ffffff', rim);
  rimLight.position.copy(place(0.6, -1, 0.9, size * 1.6));
  rimLight.target.position.copy(target);
  scene.add(rimLight, rimLight.target);

  scene.add(new THREE.HemisphereLight('#fffaf2', '#d9cdbd', hemi));
  return {keyLight, fillLight, rimLight};
}

/** Soft contact shadow under the product: the scene's depth seen from below, blurred. */
export function contactShadow(
  scene,
  {
    width = 4,
    depth = 3,
    height = 1.2,
    blur = 2.2,
    darkness = 1.3,
    opacity = 0.55,
    res = 1024,
    y = 0.001,
    cx = 0,
    cz = 0,
    only = null,
  } = {},
) {
  const r = getRenderer();
  const rt = track(new THREE.WebGLRenderTarget(res, res));
  const rtBlur = track(new THREE.WebGLRenderTarget(res, res));
  rt.texture.generateMipmaps = false;
  rtBlur.texture.generateMipmaps = false;
  const planeGeo = new THREE.PlaneGeometry(width, depth).rotateX(Math.PI / 2);
  const plane = new THREE.Mesh(
    planeGeo,
    track(
      new THREE.MeshBasicMaterial({map: rt.texture, opacity, transparent: true, depthWrite: false, toneMapped: false}),
    ),
  );
  plane.renderOrder = 1;
  plane.scale.y = -1;
  plane.position.set(cx, y, cz);
  const blurPlane = new THREE.Mesh(planeGeo);
  blurPlane.visible = false;
  // Same place as the camera: the blur passes draw this plane at distance zero.
  blurPlane.position.set(cx, y - 0.02, cz);
  const cam = new THREE.OrthographicCamera(-width / 2, width / 2, depth / 2, -depth / 2, 0, height);
  cam.rotation.x = Math.PI / 2;
  // A little below the floor, so faces resting on it (rubber feet) are in front of the camera.
  cam.position.set(cx, y - 0.02, cz);
  const depthMat = track(new THREE.MeshDepthMaterial({side: THREE.DoubleSide}));
  depthMat.onBeforeCompile = (shader) => {
    shader.uniforms.darkness = {value: darkness};
    shader.fragmentShader = `uniform float darkness;\n${shader.fragmentShader.replace(
      'gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );',
      'gl_FragColor = vec4( vec3( 0.0 ), ( 1.0 - fragCoordZ ) * darkness );',
    )}`;
  };
  depthMat.depthTest = false;
  depthMat.depthWrite = false;
  const hBlur = track(new THREE.ShaderMaterial(HorizontalBlurShader));
  const vBlur = track(new THREE.ShaderMaterial(VerticalBlurShader));
  hBlur.depthTest = vBlur.depthTest = false;
  scene.add(plane, blurPlane);

  const blurOnce = (amount) => {
    blurPlane.visible = true;
    blurPlane.material = hBlur;
    hBlur.uniforms.tDiffuse.value = rt.texture;
    hBlur.uniforms.h.value = amount / 256;
    r.setRenderTarget(rtBlur);
    r.render(blurPlane, cam);
    blurPlane.material = vBlur;
    vBlur.uniforms.tDiffuse.value = rtBlur.texture;
    vBlur.uniforms.v.value = amount / 256;
    r.setRenderTarget(rt);
    r.render(blurPlane, cam);
    blurPlane.visible = false;
  };
  // Called just before the final render, once the scene is complete.
  return () => {
    const bg = scene.background;
    scene.background = null;
    scene.overrideMaterial = depthMat;
    plane.visible = false;
    // Floors and other contact planes are not casters.
    const hidden = [];
    // With `only`, the pass draws just that object: much cheaper in full rooms.
    if (only) {
      for (const o of scene.children) {
        if (o !== only && o.visible) {
          o.visible = false;
          hidden.push(o);
        }
      }
    }
    scene.traverse((o) => {
      if (
        o.visible &&
        (o.userData.floor || (o !== plane && o.material && o.material.map && o.material.map.isRenderTargetTexture))
      ) {
        o.visible = false;
        hidden.push(o);
      }
    });
    const clear = r.getClearAlpha();
    r.setClearAlpha(0);
    r.setRenderTarget(rt);
    r.clear();
    r.render(scene, cam);
    scene.overrideMaterial = null;
    for (const o of hidden) o.visible = true;
    blurOnce(blur);
    blurOnce(blur * 0.4);
    r.setRenderTarget(null);
    r.setClearAlpha(clear);
    plane.visible = true;
    scene.background = bg;
  };
}

export function shadowFloor(scene, opacity = 0.2, size = 30) {
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(size, size),
    track(new THREE.ShadowMaterial({opacity, color: '#3b2c1e'})),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  floor.userData.floor = true;
  scene.add(floor);
  return floor;
}

/**
 * Points the camera along a direction (azimuth from +Z toward +X, elevation, in
 * degrees) and moves it so the box fills `fill` of the frame, centred.
 */
export function samplePoints(object, box) {
  if (!object) {
    const pts = [];
    for (const x of [box.min.x, box.max.x])
      for (const y of [box.min.y, box.max.y])
        for (const z of [box.min.z, box.max.z]) pts.push(new THREE.Vector3(x, y, z));
    return pts;
  }
  const pts = [];
  object.updateMatrixWorld(true);
  object.traverse((o) => {
    if (!o.isMesh || !o.visible || o.userData.noFrame) return;
    const pos = o.geometry.attributes.position;
    const step = Math.max(1, Math.floor(pos.count / 400));
    for (let i = 0; i < pos.count; i += step)
      pts.push(new THREE.Vector3().fromBufferAttribute(pos, i).applyMatrix4(o.matrixWorld));
  });
  return pts;
}

export function frameBox(camera, box, opts) {
  const {azimuth, elevation, fill = 0.8, offsetY = 0.0, offsetX = 0} = opts;
  const center = box.getCenter(new THREE.Vector3());
  const a = THREE.MathUtils.degToRad(azimuth);
  const e = THREE.MathUtils.degToRad(elevation);
  const dir = new THREE.Vector3(Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e));
  // Frame on the geometry itself (a sample of its vertices), not the bounding box:
  // boxes of long diagonal objects leave a lot of empty frame.
  const corners = opts.points ?? samplePoints(opts.object, box);
  let dist = box.getSize(new THREE.Vector3()).length() * 2;
  const target = center.clone();
  for (let i = 0; i < 14; i++) {
    camera.position.copy(target).addScaledVector(dir, dist);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const c of corners) {
      const p = c.clone().project(camera);
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
    const extent = Math.max((maxX - minX) / 2, (maxY - minY) / 2);
    // Re-centre: move the target by the screen-space offset of the box centre.
    const cx = (maxX + minX) / 2 - offsetX;
    const cy = (maxY + minY) / 2 - offsetY;
    const h = Math.tan(THREE.MathUtils.degToRad(camera.fov / 2)) * dist;
    const camRight = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
    const camUp = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
    target.addScaledVector(camRight, cx * h * camera.aspect).addScaledVector(camUp, cy * h);
    dist *= extent / fill;
  }
  camera.position.copy(target).addScaledVector(dir, dist);
  camera.lookAt(target);
  camera.updateMatrixWorld();
  return target;
}

export function boundsOf(obj) {
  obj.updateMatrixWorld(true);
  return new THREE.Box3().setFromObject(obj);
}
