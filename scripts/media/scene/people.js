// Stylised people: smooth mannequin figures for the lifestyle scenes (no faces, on
// purpose) and soft geometric busts for the author, coach and testimonial portraits.
import {THREE, M, mesh, rod, lathe, at, environment, lightRig, track} from './core.js';

const SKIN = ['#c68e6a', '#f0c9a9', '#7a4e36', '#e8b896', '#d6a07c', '#a8704d'];

function skinMat(hex) {
  return M.matte(hex, 0.55);
}

/** Two-bone IK in the XY plane: where the knee or elbow goes. `bend` picks the side. */
function joint2(a, c, l1, l2, bend) {
  const dx = c[0] - a[0];
  const dy = c[1] - a[1];
  const d = Math.min(Math.hypot(dx, dy), l1 + l2 - 1e-4);
  const cosA = (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d);
  const ang = Math.atan2(dy, dx) + bend * Math.acos(Math.max(-1, Math.min(1, cosA)));
  return [a[0] + Math.cos(ang) * l1, a[1] + Math.sin(ang) * l1];
}

/**
 * A figure from 2D side-view joints (x forward, y up) mirrored across z.
 * pose: {hip, ankle, shoulder, hand, head, kneeBend, elbowBend, stance}
 */
export function figure(
  pose,
  {top = '#063448', bottom = '#2c2f33', skin = SKIN[0], hair = '#2b1d16', shoe = '#e9e4dc'} = {},
) {
  const g = new THREE.Group();
  const topMat = M.fabric(top);
  const botMat = M.fabric(bottom);
  const sk = skinMat(skin);
  const hw = 0.1; // half hip width
  const sw = 0.19; // half shoulder width
  for (const side of [-1, 1]) {
    const ankle = pose.anklesZ ? [...pose.ankle, side * pose.anklesZ] : [...pose.ankle, side * hw];
    const hip = [pose.hip[0], pose.hip[1], side * hw];
    const k2 = joint2(pose.hip, pose.ankle, 0.44, 0.43, pose.kneeBend ?? 1);
    const knee = [k2[0], k2[1], side * (hw + 0.01)];
    g.add(rod(hip, knee, 0.068, botMat, true));
    g.add(rod(knee, ankle, 0.052, botMat, true));
    const foot = at(
      new THREE.Mesh(new THREE.CapsuleGeometry(0.045, 0.14, 6, 16), M.matte(shoe, 0.6)),
      ankle[0] + (pose.footDir ?? 0.06),
      ankle[1] - 0.02,
      ankle[2],
      0,
      0,
      Math.PI / 2 + (pose.footTilt ?? 0),
    );
    foot.castShadow = true;
    g.add(foot);
    const shoulder = [pose.shoulder[0], pose.shoulder[1], side * sw];
    const hand = [pose.hand[0], pose.hand[1], side * (pose.handZ ?? 0.2)];
    const e2 = joint2(pose.shoulder, pose.hand, 0.3, 0.28, pose.elbowBend ?? -1);
    const elbow = [e2[0], e2[1], side * (sw + (pose.elbowOut ?? 0.05))];
    g.add(rod(shoulder, elbow, 0.045, topMat, true));
    g.add(rod(elbow, hand, 0.036, sk, true));
    g.add(at(mesh(new THREE.SphereGeometry(0.042, 24, 16), sk), ...hand));
  }
  // Torso: a tapered capsule from pelvis to chest, flattened front to back.
  const pelvis = [pose.hip[0], pose.hip[1] + 0.02, 0];
  const chest = [pose.shoulder[0], pose.shoulder[1] - 0.06, 0];
  const torso = rod(pelvis, chest, 0.15, topMat, true);
  torso.scale.set(1, 1, 1);
  const holder = new THREE.Group();
  holder.add(torso);
  g.add(holder);
  g.add(at(mesh(new THREE.SphereGeometry(0.15, 32, 16), botMat), pose.hip[0], pose.hip[1], 0));
  // Neck and head (slightly oval, no features).
  const head = pose.head ?? [pose.shoulder[0] + 0.02, pose.shoulder[1] + 0.2];
  g.add(rod([pose.shoulder[0], pose.shoulder[1] - 0.02, 0], [head[0], head[1] - 0.08, 0], 0.045, sk));
  const h = mesh(new THREE.SphereGeometry(0.1, 32, 24), sk);
  h.scale.set(0.95, 1.15, 0.9);
  h.position.set(head[0], head[1], 0);
  g.add(h);
  const hairCap = mesh(new THREE.SphereGeometry(0.106, 32, 16, 0, Math.PI * 2, 0, Math.PI * 0.55), M.matte(hair, 0.7));
  hairCap.scale.set(0.97, 1.15, 0.93);
  hairCap.position.set(head[0] - 0.012, head[1] + 0.012, 0);
  hairCap.rotation.z = 0.35;
  g.add(hairCap);
  return g;
}

/** A person rowing on `rower` (a buildRower group), mid-drive, leaning slightly back. */
export function rowingFigure(rower, colors) {
  const seat = rower.userData.seat;
  const foot = rower.userData.foot;
  const ankle = [foot.x - 0.05, foot.y + 0.02];
  const hip = [seat.x + 0.04, seat.y + 0.09];
  const lean = -0.25;
  const shoulder = [hip[0] + Math.sin(lean) * 0.52, hip[1] + Math.cos(lean) * 0.52];
  const hand = [hip[0] + 0.34, hip[1] + 0.3];
  const f = figure(
    {
      hip,
      ankle,
      shoulder,
      hand,
      kneeBend: 1,
      elbowBend: -1,
      head: [shoulder[0] - 0.02, shoulder[1] + 0.21],
      footTilt: -0.9,
      footDir: 0.02,
    },
    colors,
  );
  return f;
}

/** A standing figure facing +X (rotate the group to face elsewhere). */
export function standingFigure(colors, {armsCrossed = false} = {}) {
  const hip = [0, 0.93];
  return figure(
    {
      hip,
      ankle: [0.0, 0.08],
      shoulder: [0.0, 1.45],
      hand: armsCrossed ? [0.18, 1.18] : [0.04, 0.82],
      handZ: armsCrossed ? 0.05 : 0.24,
      kneeBend: 1,
      elbowBend: armsCrossed ? -1 : 1,
      head: [0.01, 1.66],
      anklesZ: 0.11,
    },
    colors,
  );
}

// ---------------------------------------------------------------- portraits
const PORTRAITS = [
  {bg: '#d9e6ec', skin: SKIN[0], hair: '#231814', style: 'short', top: '#063448'},
  {bg: '#ecd8cc', skin: SKIN[1], hair: '#b0562f', style: 'bun', top: '#efe6d6'},
  {bg: '#dfe6d5', skin: SKIN[2], hair: '#141010', style: 'curly', top: '#2f5d46'},
  {bg: '#f0e2d9', skin: SKIN[3], hair: '#d8b27a', style: 'long', top: '#c4684f'},
  {bg: '#e3e8ea', skin: SKIN[4], hair: '#a3a3a0', style: 'cropped', top: '#cbb393'},
  {bg: '#e9dfcf', skin: SKIN[5], hair: '#2a1c15', style: 'ponytail', top: '#2f6f8f'},
];

function bust(p, seed) {
  const g = new THREE.Group();
  const sk = skinMat(p.skin);
  const hairMat = M.matte(p.hair, 0.75);
  // Shoulders: a lathe profile, wide and soft, flattened front to back.
  const body = lathe(
    [
      [0, -0.6],
      [0.42, -0.6],
      [0.44, -0.4],
      [0.415, -0.25],
      [0.37, -0.16],
      [0.28, -0.11],
      [0.17, -0.075],
      [0.12, -0.06],
      [0.09, -0.03],
      [0, -0.03],
    ],
    M.fabric(p.top),
    96,
  );
  body.scale.set(1, 1, 0.6);
  g.add(body);
  // Collar line in a lighter tone.
  const collar = mesh(
    new THREE.TorusGeometry(0.1, 0.018, 16, 64),
    M.fabric(p.top === '#efe6d6' ? '#d9cdb9' : '#e8e0d4'),
  );
  collar.rotation.x = Math.PI / 2;
  collar.scale.set(1, 0.75, 1);
  collar.position.y = -0.07;
  g.add(collar);
  g.add(at(new THREE.Mesh(new THREE.CylinderGeometry(0.072, 0.084, 0.2, 48), sk), 0, 0.02, 0));
  const head = mesh(new THREE.SphereGeometry(0.16, 64, 48), sk);
  head.scale.set(0.92, 1.16, 0.98);
  head.position.set(0, 0.235, 0.01);
  g.add(head);
  for (const s of [-1, 1]) {
    const ear = mesh(new THREE.SphereGeometry(0.03, 24, 16), sk);
    ear.scale.set(0.5, 1, 0.8);
    ear.position.set(s * 0.147, 0.225, 0);
    g.add(ear);
  }
  const cap = (scale = 1, theta = 0.5) => {
    const m = mesh(new THREE.SphereGeometry(0.168 * scale, 64, 32, 0, Math.PI * 2, 0, Math.PI * theta), hairMat);
    m.scale.set(0.95, 1.16, 1.02);
    m.position.set(0, 0.255, -0.005);
    m.rotation.x = -0.35;
    return m;
  };
  const r = (() => {
    let a = seed;
    return () => (a = (a * 16807) % 2147483647) / 2147483647;
  })();
  switch (p.style) {
    case 'short':
      g.add(cap(1.02, 0.52));
      break;
    case 'cropped':
      g.add(cap(0.99, 0.45));
      break;
    case 'bun': {
      g.add(cap(1.02, 0.55));
      g.add(at(mesh(new THREE.SphereGeometry(0.075, 32, 24), hairMat), 0, 0.455, -0.08));
      break;
    }
    case 'curly': {
      for (let i = 0; i < 70; i++) {
        const th = r() * Math.PI * 2;
        const ph = r() * 1.3;
        const rad = 0.17;
        const b = mesh(new THREE.SphereGeometry(0.04 + r() * 0.02, 16, 12), hairMat);
        b.position.set(
          Math.sin(ph) * Math.cos(th) * rad * 0.98,
          0.265 + Math.cos(ph) * rad * 1.12,
          Math.sin(ph) * Math.sin(th) * rad - 0.02,
        );
        if (b.position.z > 0.09 && b.position.y < 0.375) continue; // keep the face clear
        g.add(b);
      }
      g.add(cap(1.03, 0.5));
      break;
    }
    case 'long': {
      g.add(cap(1.04, 0.56));
      const back = mesh(new THREE.CapsuleGeometry(0.15, 0.28, 8, 32), hairMat);
      back.scale.set(1.15, 1, 0.5);
      back.position.set(0, 0.125, -0.08);
      g.add(back);
      break;
    }
    case 'ponytail': {
      g.add(cap(1.02, 0.54));
      const tail = mesh(new THREE.CapsuleGeometry(0.045, 0.2, 8, 24), hairMat);
      tail.position.set(0, 0.195, -0.2);
      tail.rotation.x = 0.35;
      g.add(tail);
      break;
    }
  }
  return g;
}

export function portrait(job) {
  const p = PORTRAITS[(job.index - 1) % PORTRAITS.length];
  const scene = new THREE.Scene();
  scene.background = track(new THREE.Color(p.bg));
  scene.environment = environment();
  scene.environmentIntensity = 0.5;
  const b = bust(p, job.index * 97);
  b.rotation.y = 0.32;
  scene.add(b);
  const camera = new THREE.PerspectiveCamera(24, 1, 0.1, 20);
  camera.position.set(0, 0.16, 2.7);
  camera.lookAt(0, 0.04, 0);
  lightRig(scene, camera, new THREE.Vector3(0, 0.1, 0), {
    size: 1,
    key: 2.2,
    fill: 0.7,
    rim: 1.6,
    shadowRadius: 6,
    hemi: 0.6,
  });
  // A soft disc behind the bust, a shade darker than the background.
  const disc = new THREE.Mesh(
    new THREE.CircleGeometry(0.62, 96),
    track(new THREE.MeshBasicMaterial({color: new THREE.Color(p.bg).multiplyScalar(0.9), toneMapped: false})),
  );
  disc.position.set(0.05, 0.12, -0.6);
  scene.add(disc);
  return {scene, camera, toneMapping: THREE.NeutralToneMapping, exposure: 1.0};
}
