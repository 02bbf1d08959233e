import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/**
 * Draws the app's icons (public/icons) as PNG files: the white "V" of Vaga on the app's blue.
 * The regular icon has rounded corners; the maskable one fills the square and keeps the letter
 * inside the central safe zone (80 % circle). Run: `npx tsx apps/web/build/draw-icons.ts`.
 */
const BLUE = [0x16, 0x77, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
type Point = readonly [number, number];

/** The "V", in a 512 × 512 design, as a polygon. */
const V: Point[] = [
  [136, 144],
  [200, 144],
  [256, 294],
  [312, 144],
  [376, 144],
  [292, 368],
  [220, 368],
];

function inPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare([x, y]: Point, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 512 - radius);
  const cy = Math.min(Math.max(y, radius), 512 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of one icon, 4 × 4 samples per pixel. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = 512 / size;
  // The maskable icon's letter shrinks to 70 % around the centre, inside the safe zone.
  const letter = (p: Point): Point =>
    maskable ? [256 + (p[0] - 256) / 0.7, 256 + (p[1] - 256) / 0.7] : p;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let white = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          const p: Point = [(px + (sx + 0.5) / 4) * scale, (py + (sy + 0.5) / 4) * scale];
          if (!maskable && !inRoundedSquare(p, 96)) continue;
          background += 1;
          if (inPolygon(letter(p), V)) white += 1;
        }
      }
      const at = (py * size + px) * 4;
      const w = background === 0 ? 0 : white / background;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(BLUE[c] * (1 - w) + WHITE[c] * w);
      pixels[at + 3] = Math.round((background / 16) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file (8-bit RGBA, no interlace) of square RGBA pixels. */
export function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'icon-192.png'), png(192, draw(192, false)));
  writeFileSync(path.join(dir, 'icon-512.png'), png(512, draw(512, false)));
  writeFileSync(path.join(dir, 'maskable-512.png'), png(512, draw(512, true)));
}
