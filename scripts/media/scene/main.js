/* global window, FileReader, Blob, performance */
// Entry point in the page: render.ts calls window.renderJob(job) once per image and
// gets back the raw RGBA frame (base64) at `ss` times the output size.
import {
  THREE,
  getRenderer,
  environment,
  disposeAll,
  loadFonts,
  studioBackground,
  lightRig,
  contactShadow,
  shadowFloor,
  frameBox,
  boundsOf,
} from './core.js';
import {buildRower} from './rowers.js';
import {PRODUCTS, PACKAGES} from './accessories.js';
import {LIFESTYLE} from './lifestyle.js';
import {portrait} from './people.js';

/** Camera directions for the three product angles; the same for every rower (brand.md). */
export const ANGLES = {
  side: {azimuth: 0, elevation: 8, fill: 0.8, offsetY: -0.03},
  'three-quarter': {azimuth: 50, elevation: 16, fill: 0.76, offsetY: -0.03},
  front: {azimuth: -68, elevation: 18, fill: 0.74, offsetY: -0.03},
};

/**
 * A product on the seamless studio backdrop: camera fitted to the object, lights
 * placed relative to the camera (key upper left, fill right, rim behind), a soft
 * key-light shadow and a contact shadow on the floor.
 */
export function studioShot(job, obj, view, opts = {}) {
  const scene = new THREE.Scene();
  scene.background = studioBackground(job.width, job.height);
  scene.environment = environment();
  scene.environmentIntensity = opts.env ?? 0.55;
  scene.add(obj);
  const camera = new THREE.PerspectiveCamera(opts.fov ?? 24, job.width / job.height, 0.05, 200);
  const box = boundsOf(obj);
  const size = box.getSize(new THREE.Vector3());
  const target = frameBox(camera, box, {object: obj, ...view});
  const reach = Math.max(size.x, size.y, size.z);
  lightRig(scene, camera, target, {
    size: reach * 1.1,
    key: opts.key ?? 2.4,
    shadowRadius: opts.shadowRadius ?? 14,
    ...opts.lights,
  });
  shadowFloor(scene, opts.floorShadow ?? 0.16, reach * 12);
  const c = box.getCenter(new THREE.Vector3());
  const before = contactShadow(scene, {
    width: size.x + reach * 0.5,
    depth: size.z + reach * 0.5,
    cx: c.x,
    cz: c.z,
    height: opts.contactHeight ?? Math.min(0.6, size.y * 0.7 + 0.05),
    blur: opts.contactBlur ?? 2.4,
    opacity: opts.contact ?? 0.62,
  });
  return {scene, camera, before: [before], toneMapping: THREE.NeutralToneMapping, exposure: opts.exposure ?? 1.0};
}

const SCENES = {
  rower(job) {
    const obj = buildRower(job.model, job.color, {seed: 2});
    return studioShot(job, obj, ANGLES[job.angle]);
  },
  product(job) {
    const make = PRODUCTS[job.handle];
    if (!make) throw new Error(`no product scene ${job.handle}`);
    const {obj, view, opts} = make(job);
    return studioShot(job, obj, view, opts);
  },
  package(job) {
    const make = PACKAGES[job.handle];
    if (!make) throw new Error(`no package scene ${job.handle}`);
    const {obj, view, opts} = make(job);
    return studioShot(job, obj, view, opts);
  },
  lifestyle(job) {
    const make = LIFESTYLE[job.name];
    if (!make) throw new Error(`no lifestyle scene ${job.name}`);
    return make(job);
  },
  portrait(job) {
    return portrait(job);
  },
};

window.renderJob = async (job) => {
  await loadFonts();
  const r = getRenderer();
  const ss = job.ss ?? 2;
  const W = Math.round(job.width * ss);
  const H = Math.round(job.height * ss);
  r.setSize(W, H, false);
  const t0 = performance.now();
  const {scene, camera, before = [], toneMapping, exposure} = await SCENES[job.scene](job);
  r.toneMapping = toneMapping ?? THREE.NeutralToneMapping;
  r.toneMappingExposure = exposure ?? 1;
  r.shadowMap.needsUpdate = true;
  for (const f of before) f();
  r.setRenderTarget(null);
  r.render(scene, camera);
  const gl = r.getContext();
  const px = new Uint8Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const ms = performance.now() - t0;
  disposeAll(scene);
  const url = await new Promise((resolve) => {
    const fr = new FileReader();
    fr.onload = () => resolve(fr.result);
    fr.readAsDataURL(new Blob([px]));
  });
  return {width: W, height: H, ms, data: url.slice(url.indexOf(',') + 1)};
};
window.rendererReady = true;
