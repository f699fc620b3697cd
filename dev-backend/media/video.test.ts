/**
 * Checks the committed output of scripts/media/video.sh (decision 0008) without
 * ffmpeg: playlists, MPEG-TS packets, MP4 box order, posters, sizes, and the
 * server in video-files.ts.
 */
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {serveVideo} from './video-files';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');
const KB = 1024;

interface ManifestFile {
  bytes: number;
  duration?: number;
  resolution?: string;
  codecs?: string;
}
interface Manifest {
  files: Record<string, ManifestFile>;
}

async function manifest(): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(DIR, 'manifest.json'), 'utf8')) as Manifest;
}

async function entry(name: string): Promise<ManifestFile> {
  const file = (await manifest()).files[name];
  if (!file) throw new Error(`manifest.json lists no ${name}`);
  return file;
}

const read = (name: string) => readFile(path.join(DIR, name));
const text = async (name: string) => (await read(name)).toString('utf8');

/** The URI lines (neither tags nor blank) of a playlist. */
function uris(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function isRelative(uri: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('/') && !uri.split('/').includes('..');
}

/** Attributes of an #EXT-X-STREAM-INF line; quoted values may hold commas. */
function attributes(line: string): Record<string, string> {
  const list = line.slice(line.indexOf(':') + 1);
  const result: Record<string, string> = {};
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, key = '', value = ''] = match;
    result[key] = value.replace(/^"|"$/g, '');
  }
  return result;
}

interface Variant {
  attributes: Record<string, string>;
  uri: string;
}

async function variants(): Promise<Variant[]> {
  const lines = (await text('rowing/index.m3u8')).split('\n').map((line) => line.trim());
  const result: Variant[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('#EXT-X-STREAM-INF:')) result.push({attributes: attributes(line), uri: lines[index + 1] ?? ''});
  });
  return result;
}

interface Segment {
  uri: string;
  duration: number;
}

function segments(playlist: string): Segment[] {
  const result: Segment[] = [];
  let duration: number | undefined;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#')) {
      if (duration === undefined) throw new Error(`${line} has no #EXTINF`);
      result.push({uri: line, duration});
      duration = undefined;
    }
  }
  return result;
}

/** The RFC 6381 `avc1.PPCCLL` of the first H.264 SPS (NAL type 7) in a stream. */
function codecsOfStream(bytes: Buffer): string | undefined {
  for (let i = 0; i + 6 < bytes.length; i++) {
    if (bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && ((bytes[i + 3] ?? 0) & 0x1f) === 7) {
      return `avc1.${bytes.subarray(i + 4, i + 7).toString('hex')}`;
    }
  }
  return undefined;
}

interface Box {
  type: string;
  start: number;
  size: number;
}

/** The boxes at one level of an ISO BMFF file. */
function boxes(bytes: Buffer, from = 0, to = bytes.length): Box[] {
  const result: Box[] = [];
  for (let offset = from; offset + 8 <= to;) {
    let size = bytes.readUInt32BE(offset);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    else if (size === 0) size = to - offset;
    if (size < 8) break;
    result.push({type: bytes.toString('latin1', offset + 4, offset + 8), start: offset, size});
    offset += size;
  }
  return result;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): string | undefined {
  for (let offset = 2; offset + 9 < bytes.length;) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) return `${bytes.readUInt16BE(offset + 7)}x${bytes.readUInt16BE(offset + 5)}`;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const item of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, item.name);
    total += item.isDirectory() ? await folderBytes(full) : (await stat(full)).size;
  }
  return total;
}

describe('rowing HLS stream', () => {
  it('has a master playlist with two variants carrying BANDWIDTH, RESOLUTION and CODECS', async () => {
    const master = await text('rowing/index.m3u8');
    expect(master.startsWith('#EXTM3U\n')).toBe(true);
    const list = await variants();
    expect(list.map((variant) => variant.uri)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    expect(list.map((variant) => variant.attributes.RESOLUTION)).toEqual(['640x360', '1280x720']);
    for (const {attributes: attrs, uri} of list) {
      expect(attrs.BANDWIDTH).toMatch(/^[1-9]\d*$/);
      expect(attrs.CODECS).toMatch(/^avc1\.[0-9a-f]{6}$/);
      const media = await entry(`rowing/${uri}`);
      expect(attrs.RESOLUTION).toBe(media.resolution);
      expect(attrs.CODECS).toBe(media.codecs);
    }
    const [low, high] = list.map((variant) => Number(variant.attributes.BANDWIDTH));
    expect(low).toBeLessThan(high ?? 0);
  });

  it('declares BANDWIDTH at least the peak segment bit rate and CODECS as in the stream', async () => {
    for (const {attributes: attrs, uri} of await variants()) {
      const dir = path.posix.dirname(`rowing/${uri}`);
      for (const segment of segments(await text(`rowing/${uri}`))) {
        const bytes = await read(`${dir}/${segment.uri}`);
        expect((bytes.length * 8) / segment.duration).toBeLessThanOrEqual(Number(attrs.BANDWIDTH));
        expect(codecsOfStream(bytes)).toBe(attrs.CODECS);
      }
    }
  });

  it.each(['360p', '720p'])(
    '%s is a VOD media playlist of ~2 s segments adding up to the manifest duration',
    async (rendition) => {
      const name = `rowing/${rendition}/index.m3u8`;
      const playlist = await text(name);
      expect(playlist.startsWith('#EXTM3U\n')).toBe(true);
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1]);
      expect(target).toBeGreaterThanOrEqual(2);
      expect(target).toBeLessThanOrEqual(3);

      const list = segments(playlist);
      expect(list.length).toBeGreaterThanOrEqual(4);
      const onDisk = await readdir(path.join(DIR, 'rowing', rendition));
      for (const segment of list) {
        expect(segment.uri).toMatch(/^seg_\d{3}\.ts$/);
        expect(onDisk).toContain(segment.uri);
        expect(Math.round(segment.duration)).toBeLessThanOrEqual(target);
      }
      const total = list.reduce((sum, segment) => sum + segment.duration, 0);
      expect(total).toBeGreaterThanOrEqual(8);
      expect(total).toBeLessThanOrEqual(12);
      const {duration} = await entry(name);
      expect(Math.abs(total - (duration ?? Number.NaN))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(total - ((await entry('rowing/index.m3u8')).duration ?? Number.NaN))).toBeLessThanOrEqual(0.5);
    },
  );

  it('has MPEG-TS segments: 188-byte packets starting with the sync byte 0x47', async () => {
    for (const rendition of ['360p', '720p']) {
      for (const segment of segments(await text(`rowing/${rendition}/index.m3u8`))) {
        const bytes = await read(`rowing/${rendition}/${segment.uri}`);
        expect(bytes[0]).toBe(0x47);
        expect(bytes[188]).toBe(0x47);
        expect(bytes.length % 188).toBe(0);
        for (let offset = 0; offset < bytes.length; offset += 188) {
          if (bytes[offset] !== 0x47) throw new Error(`${segment.uri}: no sync byte at ${offset}`);
        }
      }
    }
  });

  it('uses relative URIs only', async () => {
    for (const name of ['rowing/index.m3u8', 'rowing/360p/index.m3u8', 'rowing/720p/index.m3u8']) {
      const list = uris(await text(name));
      expect(list.length).toBeGreaterThan(0);
      for (const uri of list) expect(isRelative(uri), `${name}: ${uri}`).toBe(true);
      for (const match of (await text(name)).matchAll(/URI="([^"]*)"/g)) expect(isRelative(match[1] ?? '/')).toBe(true);
    }
  });

  it('weighs at most ~900 KB in all, with a 1280x720 JPEG cover', async () => {
    expect(await folderBytes(path.join(DIR, 'rowing'))).toBeLessThanOrEqual(900 * KB);
    const cover = await read('rowing-cover.jpg');
    expect([...cover.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(cover)).toBe('1280x720');
  });
});

describe('background loop', () => {
  it('is an MP4 with ftyp first and moov before mdat (faststart)', async () => {
    const bytes = await read('background-water.mp4');
    const top = boxes(bytes);
    expect(top[0]?.type).toBe('ftyp');
    const moov = top.findIndex((box) => box.type === 'moov');
    const mdat = top.findIndex((box) => box.type === 'mdat');
    expect(moov).toBeGreaterThan(0);
    expect(mdat).toBeGreaterThan(moov);
  });

  it('lasts 6–8 s at 1280x720 as the manifest says, in at most ~800 KB', async () => {
    const bytes = await read('background-water.mp4');
    expect(bytes.length).toBeLessThanOrEqual(800 * KB);
    const moov = boxes(bytes).find((box) => box.type === 'moov');
    if (!moov) throw new Error('no moov');
    const mvhd = boxes(bytes, moov.start + 8, moov.start + moov.size).find((box) => box.type === 'mvhd');
    if (!mvhd) throw new Error('no mvhd');
    const at = mvhd.start + 8;
    const version = bytes[at];
    const timescale = bytes.readUInt32BE(at + (version === 1 ? 20 : 12));
    const units = version === 1 ? Number(bytes.readBigUInt64BE(at + 24)) : bytes.readUInt32BE(at + 16);
    const seconds = units / timescale;
    expect(seconds).toBeGreaterThanOrEqual(6);
    expect(seconds).toBeLessThanOrEqual(8.1);

    const file = await entry('background-water.mp4');
    expect(Math.abs(seconds - (file.duration ?? Number.NaN))).toBeLessThanOrEqual(0.1);
    expect(file.resolution).toBe('1280x720');
    // avcC: version, then profile, constraint flags and level, as in RFC 6381's avc1.PPCCLL.
    const avcC = bytes.indexOf('avcC', 0, 'latin1');
    expect(avcC).toBeGreaterThan(0);
    expect(file.codecs).toBe(`avc1.${bytes.subarray(avcC + 5, avcC + 8).toString('hex')}`);
  });

  it('has a 1280x720 JPEG poster', async () => {
    const poster = await read('background-water.jpg');
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(poster)).toBe('1280x720');
  });
});

describe('manifest.json', () => {
  it('lists every generated file with its size', async () => {
    const {files} = await manifest();
    for (const [name, file] of Object.entries(files)) {
      expect((await stat(path.join(DIR, name))).size, name).toBe(file.bytes);
      if (/\.(ts|mp4|m3u8)$/.test(name)) {
        expect(file.duration, name).toBeGreaterThan(0);
        expect(file.resolution, name).toMatch(/^\d+x\d+$/);
        expect(file.codecs, name).toMatch(/^avc1\./);
      }
    }
    for (const name of ['rowing-cover.jpg', 'background-water.mp4', 'background-water.jpg'])
      expect(files).toHaveProperty([name]);
  });
});

describe('serveVideo', () => {
  it('serves playlists, segments, the loop and posters with their types, CORS and caching', async () => {
    const master = await serveVideo('rowing/index.m3u8', undefined);
    expect(master?.status).toBe(200);
    expect(master?.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master?.headers['cache-control']).toBe('public, max-age=60');
    expect(master?.headers['access-control-allow-origin']).toBe('*');
    expect(master?.headers['accept-ranges']).toBe('bytes');
    expect(master?.body.equals(await read('rowing/index.m3u8'))).toBe(true);

    const segment = await serveVideo('rowing/720p/seg_001.ts', undefined);
    expect(segment?.headers['content-type']).toBe('video/mp2t');
    expect(segment?.headers['cache-control']).toContain('immutable');
    expect(segment?.headers['content-length']).toBe(String((await read('rowing/720p/seg_001.ts')).length));

    const loop = await serveVideo('background-water.mp4', undefined);
    expect(loop?.headers['content-type']).toBe('video/mp4');
    expect(loop?.headers['cache-control']).toContain('immutable');
    expect((await serveVideo('background-water.jpg', undefined))?.headers['content-type']).toBe('image/jpeg');
    expect((await serveVideo('rowing%2Dcover.jpg', undefined))?.headers['content-type']).toBe('image/jpeg');
  });

  it('answers a byte range of the MP4 with 206 and exactly those bytes', async () => {
    const whole = await read('background-water.mp4');
    const part = await serveVideo('background-water.mp4', 'bytes=0-99');
    expect(part?.status).toBe(206);
    expect(part?.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(part?.headers['content-length']).toBe('100');
    expect(part?.body.equals(whole.subarray(0, 100))).toBe(true);

    const open = await serveVideo('background-water.mp4', 'bytes=1000-');
    expect(open?.status).toBe(206);
    expect(open?.body.equals(whole.subarray(1000))).toBe(true);
    const suffix = await serveVideo('background-water.mp4', 'bytes=-10');
    expect(suffix?.headers['content-range']).toBe(`bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`);
    expect(suffix?.body.equals(whole.subarray(-10))).toBe(true);
    const clamped = await serveVideo('background-water.mp4', `bytes=${whole.length - 5}-${whole.length + 500}`);
    expect(clamped?.body.length).toBe(5);
  });

  it('answers an unsatisfiable range with 416, and serves the whole file for one it does not honour', async () => {
    const size = (await read('background-water.mp4')).length;
    const beyond = await serveVideo('background-water.mp4', `bytes=${size}-`);
    expect(beyond?.status).toBe(416);
    expect(beyond?.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond?.body.length).toBe(0);
    expect((await serveVideo('background-water.mp4', 'bytes=-0'))?.status).toBe(416);
    for (const ignored of ['items=0-1', 'bytes=0-1,5-6', 'bytes=9-2']) {
      const whole = await serveVideo('background-water.mp4', ignored);
      expect(whole?.status, ignored).toBe(200);
      expect(whole?.body.length, ignored).toBe(size);
    }
  });

  it('returns null for unknown files, path traversal and the TypeScript beside the videos', async () => {
    for (const name of [
      '../images.ts',
      '..%2Fimages.ts',
      '%2E%2E/%2E%2E/server.ts',
      'rowing/../../svg.ts',
      'rowing/../rowing-cover.jpg',
      './rowing-cover.jpg',
      '/etc/passwd',
      'rowing\\index.m3u8',
      'rowing-cover.jpg%00.ts',
      '../video-files.ts',
      '../video.test.ts',
      'manifest.json',
      'rowing',
      'rowing/360p/seg_999.ts',
      '',
      '%E0%A4%A',
    ]) {
      expect(await serveVideo(name, undefined), name).toBeNull();
    }
  });
});
