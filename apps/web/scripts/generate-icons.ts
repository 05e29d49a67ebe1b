/*
 * Draws the app icons of the web app manifest from one SVG, in the brand colour (spec README:
 * one constant rebrands a deployment). Run once after a rebrand and commit the PNGs:
 *
 *   npx tsx apps/web/scripts/generate-icons.ts
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PRIMARY_COLOR } from '../../../packages/domain/src/brand.js';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

// The mark of favicon.svg: a white shield with a tick, on a 64-unit square.
const shield = (color: string) =>
  `<path d="M32 12 14 19v12c0 11 7.7 19.6 18 23 10.3-3.4 18-12 18-23V19z" fill="#fff"/>` +
  `<path d="m25 33 5 5 10-11" fill="none" stroke="${color}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Rounded tile with transparent corners: the "any" icon. */
const roundedSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PRIMARY_COLOR}"/>${shield(PRIMARY_COLOR)}</svg>`;

/**
 * Full-bleed square with the mark inside the central safe zone (a circle of 80% of the size), so
 * Android's masks and iOS's rounded corners never cut it.
 */
const fullBleedSvg = (markScale: number) => {
  const offset = (32 * (1 - markScale)).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY_COLOR}"/><g transform="translate(${offset} ${offset}) scale(${markScale})">${shield(PRIMARY_COLOR)}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: roundedSvg },
  { file: 'icon-512.png', size: 512, svg: roundedSvg },
  { file: 'maskable-512.png', size: 512, svg: fullBleedSvg(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedSvg(0.9) },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}${file}`);
  console.log(`wrote public/icons/${file} (${size}×${size})`);
}
