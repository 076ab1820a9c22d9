// Draws the app icons of the web manifest (apps/web/public/icons/) from one SVG mark: two people
// side by side, the product's name in a picture. Run after changing the mark, commit the PNGs:
//   node apps/web/scripts/make-icons.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PURPLE = '#5b2a86';
const WHITE = '#ffffff';
const outDir = path.resolve(import.meta.dirname, '../public/icons');

/** Two equal figures, shoulder to shoulder, drawn in a 512 box around its centre. */
function figures(scale) {
  const person = (cx) => `
    <circle cx="${cx}" cy="176" r="56" fill="${PURPLE}"/>
    <path d="M${cx - 78} 392 v-74 a78 78 0 0 1 156 0 v74 z" fill="${PURPLE}"/>`;
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    ${person(170)}${person(342)}
  </g>`;
}

/** "any": a white rounded tile; browsers show it as it is. */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="${WHITE}"/>
  ${figures(0.92)}
</svg>`;

/**
 * "maskable": a full-bleed white square; the figures stay inside the safe zone (the centre circle of
 * 80 % of the width, https://w3c.github.io/manifest/#icon-masks), so any mask shape keeps them whole.
 */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${WHITE}"/>
  ${figures(0.8)}
</svg>`;

mkdirSync(outDir, { recursive: true });
const jobs = [
  [anySvg, 192, 'icon-192.png'],
  [anySvg, 512, 'icon-512.png'],
  [maskableSvg, 512, 'icon-maskable-512.png'],
  // iOS puts its own mask on the home-screen icon and shows transparency as black: full bleed.
  [maskableSvg, 180, 'apple-touch-icon.png'],
];
for (const [svg, size, name] of jobs) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`${name} ${size}x${size}`);
}
