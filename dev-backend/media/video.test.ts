import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {parseRange, serveVideo} from './video-files';

const VIDEO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');

/** The URIs (non-tag lines) of a playlist. */
function uris(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('generated HLS video', () => {
  it('has a master playlist naming two renditions with bandwidth, resolution and codecs', async () => {
    const master = await readFile(path.join(VIDEO, 'rowing/index.m3u8'), 'utf8');
    expect(master.startsWith('#EXTM3U')).toBe(true);
    const streams = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(streams).toHaveLength(2);
    for (const stream of streams) {
      expect(stream).toMatch(/BANDWIDTH=\d+/);
      expect(stream).toMatch(/RESOLUTION=\d+x\d+/);
      expect(stream).toMatch(/CODECS="avc1\.[0-9a-f]{6}"/);
    }
    expect(uris(master)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
  });

  it.each(['360p', '720p'])('%s is a complete VOD playlist whose segments are MPEG-TS', async (rendition) => {
    const playlist = await readFile(path.join(VIDEO, 'rowing', rendition, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1]);
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations.length).toBeGreaterThanOrEqual(3);
    for (const duration of durations) expect(duration).toBeLessThanOrEqual(target);
    const segments = uris(playlist);
    expect(segments).toHaveLength(durations.length);
    const onDisk = await readdir(path.join(VIDEO, 'rowing', rendition));
    for (const segment of segments) {
      expect(onDisk).toContain(segment);
      const bytes = await readFile(path.join(VIDEO, 'rowing', rendition, segment));
      // Transport stream packets are 188 bytes, each starting with the sync byte 0x47.
      expect(bytes.length % 188).toBe(0);
      for (let offset = 0; offset < bytes.length; offset += 188 * 50) expect(bytes[offset]).toBe(0x47);
    }
  });

  it('has a background loop MP4 with moov before mdat, so it starts before it has all loaded', async () => {
    const bytes = await readFile(path.join(VIDEO, 'background-water.mp4'));
    const boxes: string[] = [];
    for (let offset = 0; offset + 8 <= bytes.length; ) {
      const size = bytes.readUInt32BE(offset);
      boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
      if (size < 8) break;
      offset += size;
    }
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it.each(['rowing-cover.jpg', 'background-water.jpg'])('has a JPEG poster %s', async (name) => {
    const bytes = await readFile(path.join(VIDEO, name));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('serveVideo', () => {
  it('serves playlists, segments and the loop with their content types and CORS', async () => {
    const master = await serveVideo('rowing/index.m3u8');
    expect(master?.status).toBe(200);
    expect(master?.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master?.headers['access-control-allow-origin']).toBe('*');
    expect(master?.headers['cache-control']).toBe('public, max-age=300');
    const segment = await serveVideo('rowing/360p/seg_000.ts');
    expect(segment?.headers['content-type']).toBe('video/mp2t');
    expect(segment?.headers['cache-control']).toContain('immutable');
    expect((await serveVideo('background-water.mp4'))?.headers['content-type']).toBe('video/mp4');
  });

  it('answers byte ranges with 206 and the exact bytes, and unsatisfiable ones with 416', async () => {
    const whole = await readFile(path.join(VIDEO, 'background-water.mp4'));
    const part = await serveVideo('background-water.mp4', 'bytes=0-99');
    expect(part?.status).toBe(206);
    expect(part?.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(Buffer.compare(part?.body as Buffer, whole.subarray(0, 100))).toBe(0);
    const tail = await serveVideo('background-water.mp4', 'bytes=-10');
    expect(Buffer.compare(tail?.body as Buffer, whole.subarray(whole.length - 10))).toBe(0);
    const beyond = await serveVideo('background-water.mp4', `bytes=${whole.length}-`);
    expect(beyond?.status).toBe(416);
    expect(beyond?.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('parses open and clamped ranges', () => {
    expect(parseRange('bytes=10-', 100)).toEqual({start: 10, end: 99});
    expect(parseRange('bytes=90-500', 100)).toEqual({start: 90, end: 99});
    expect(parseRange('bytes=5-2', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });

  it('refuses paths outside the video folder, unknown types and missing files', async () => {
    expect(await serveVideo('../images.ts')).toBeNull();
    expect(await serveVideo('..%2F..%2Fserver.ts')).toBeNull();
    expect(await serveVideo('../video-files.ts')).toBeNull();
    expect(await serveVideo('rowing')).toBeNull();
    expect(await serveVideo('rowing/360p/seg_999.ts')).toBeNull();
    expect(await serveVideo('%E0%A4%A')).toBeNull();
  });
});
