// Generates public/no-image-available.png, the fallback of every broken or missing picture
// (spec §8). Run once: node apps/web/scripts/make-no-image.mjs (sharp is a root dependency).
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/no-image-available.png', import.meta.url));
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="#e9ecef"/>
  <g fill="none" stroke="#868e96" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="250" y="115" width="140" height="110" rx="14"/>
    <circle cx="290" cy="152" r="13"/>
    <path d="M258 212l42-42 30 30 18-18 34 34"/>
  </g>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
