// Draws the installable site's icons (web/public/icons/*.png) from the brand mark
// (web/src/ui/BrandMark.tsx, the same SVG) with Debian's Chromium through playwright-core.
// Run once after changing the mark: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
const PRIMARY = '#1d4ed8'; // --color-primary in web/src/styles.css
const ACCENT = '#f59e0b'; // --color-accent

/** The mark's drawing inside its 40x40 tile, without the tile. */
const glyph = `
  <path d="M15 13v-2.2c0-1 .8-1.8 1.8-1.8h6.4c1 0 1.8.8 1.8 1.8V13" fill="none" stroke="#fff" stroke-width="2.2" />
  <rect x="8" y="13" width="24" height="16" rx="3" fill="none" stroke="#fff" stroke-width="2.2" />
  <path d="M8 19.5h24" stroke="#fff" stroke-width="2.2" />
  <circle cx="28" cy="28" r="5" fill="${ACCENT}" stroke="${PRIMARY}" stroke-width="2" />
  <path d="m31.5 31.5 3 3" stroke="${ACCENT}" stroke-width="2.6" stroke-linecap="round" />`;

/** "any": the mark as the site shows it (rounded tile, transparent corners). */
const anySvg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${PRIMARY}" />${glyph}</svg>`;
/**
 * "maskable": a full-bleed square; the drawing (which reaches from 8 to 34.5 of 40) is
 * shrunk to 72 % (its farthest corner 13.5 from the centre) around the centre, inside the 80 % circle a launcher may keep.
 */
const maskableSvg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="${PRIMARY}" /><g transform="translate(20 20) scale(0.72) translate(-21.25 -21.25)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: anySvg },
  { file: 'icon-512.png', size: 512, svg: anySvg },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableSvg },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskableSvg },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg(size)}</body></html>`);
    await page.locator('svg').screenshot({ path: `${out}${file}`, omitBackground: true });
    console.log(`web/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
