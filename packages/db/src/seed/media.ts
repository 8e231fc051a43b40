// Demo media, generated and never downloaded: SVG drawn here and rasterised with sharp. Text on the
// images is Latin only (codes, initials), so no Thai font needs to be installed to render them;
// without any font at all the shapes and gradients still render.
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export type MediaSpec =
  | { kind: 'course'; file: string; code: string; caption: string; palette: number }
  | { kind: 'product'; file: string; shape: 'book' | 'kit' | 'shirt' | 'cards'; label: string; palette: number; view: number }
  | { kind: 'portrait'; file: string; initials: string; palette: number }
  | { kind: 'banner'; file: string; headline: string; caption: string; palette: number }
  | { kind: 'qr'; file: string; seed: string }
  | { kind: 'logo'; file: string; size: number }
  | { kind: 'og'; file: string }
  /** A text file written as it is (WebVTT subtitles). */
  | { kind: 'text'; file: string; body: string };

/** The bundled preview video (6 s, 640x360, H.264 with faststart), copied into the upload folder. */
export const bundledPreviewVideo = fileURLToPath(new URL('../../assets/preview.mp4', import.meta.url));

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** Gradient pairs; specs pick one by index (wrapping). */
const PALETTES: [string, string][] = [
  ['#f97316', '#db2777'], // orange → pink
  ['#0ea5e9', '#6366f1'], // sky → indigo
  ['#2563eb', '#7c3aed'], // blue → violet
  ['#0d9488', '#2563eb'], // teal → blue
  ['#db2777', '#7c3aed'], // pink → violet
  ['#ca8a04', '#ea580c'], // amber → orange
  ['#059669', '#0d9488'], // emerald → teal
  ['#4f46e5', '#0891b2'], // indigo → cyan
  ['#1f2937', '#4b5563'], // charcoal
  ['#9333ea', '#e11d48'], // purple → rose
];

function palette(i: number): [string, string] {
  return PALETTES[((i % PALETTES.length) + PALETTES.length) % PALETTES.length] ?? ['#2563eb', '#7c3aed'];
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gradient(id: string, [a, b]: [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** Font size that keeps `text` within `width` (average Latin glyph ≈ 0.6 em in DejaVu Sans Bold). */
function fit(text: string, width: number, max: number, em = 0.62): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(1, text.length) * em))));
}

function dots(x0: number, y0: number, cols: number, rows: number, gap: number): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += `<circle cx="${x0 + c * gap}" cy="${y0 + r * gap}" r="4"/>`;
  return `<g fill="#fff" fill-opacity="0.22">${out}</g>`;
}

function courseSvg(s: Extract<MediaSpec, { kind: 'course' }>): string {
  const pal = palette(s.palette);
  const codeSize = fit(s.code, 1000, 220, 0.72);
  const capSize = fit(s.caption, 1080, 46, 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs>${gradient('g', pal)}</defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1120" cy="110" r="280" fill="#fff" fill-opacity="0.08"/>
<circle cx="1210" cy="660" r="200" fill="#fff" fill-opacity="0.10"/>
<rect x="-80" y="560" width="520" height="520" rx="80" transform="rotate(-18 180 820)" fill="#000" fill-opacity="0.08"/>
${dots(900, 44, 7, 3, 44)}
<text x="80" y="${180 + codeSize * 0.8}" font-family="${FONT}" font-weight="700" font-size="${codeSize}" fill="#fff">${esc(s.code)}</text>
<rect x="84" y="${220 + codeSize * 0.8}" width="300" height="10" rx="5" fill="#fff" fill-opacity="0.75"/>
<text x="80" y="600" font-family="${FONT}" font-weight="700" font-size="${capSize}" fill="#fff">${esc(s.caption)}</text>
<text x="82" y="660" font-family="${FONT}" font-size="26" letter-spacing="6" fill="#fff" fill-opacity="0.75">RIAN ACADEMY</text>
</svg>`;
}

function productShape(s: Extract<MediaSpec, { kind: 'product' }>, [a, b]: [string, string]): string {
  const label = esc(s.label);
  const size = fit(s.label, 300, 64, 0.66);
  switch (s.shape) {
    case 'book':
      return `<rect x="330" y="200" width="360" height="520" rx="18" fill="#000" fill-opacity="0.18" transform="translate(18 22)"/>
<rect x="330" y="200" width="360" height="520" rx="18" fill="url(#p)"/>
<rect x="330" y="200" width="46" height="520" rx="12" fill="#000" fill-opacity="0.22"/>
<text x="530" y="420" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${label}</text>
<rect x="430" y="450" width="200" height="8" rx="4" fill="#fff" fill-opacity="0.8"/>
<text x="530" y="680" text-anchor="middle" font-family="${FONT}" font-size="24" letter-spacing="4" fill="#fff" fill-opacity="0.85">RIAN ACADEMY</text>`;
    case 'kit':
      return `<polygon points="500,230 800,340 500,450 200,340" fill="${a}" fill-opacity="0.85"/>
<polygon points="200,340 500,450 500,780 200,670" fill="${b}"/>
<polygon points="800,340 500,450 500,780 800,670" fill="${a}"/>
<polygon points="800,340 500,450 500,780 800,670" fill="#000" fill-opacity="0.15"/>
<text x="350" y="590" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.min(size, 44)}" fill="#fff" transform="rotate(20 350 590)">${label}</text>`;
    case 'shirt':
      return `<path d="M380 210 L300 240 L170 360 L250 450 L320 400 L320 790 L680 790 L680 400 L750 450 L830 360 L700 240 L620 210 Q500 290 380 210 Z" fill="url(#p)"/>
<path d="M380 210 Q500 290 620 210" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="10"/>
<circle cx="500" cy="470" r="90" fill="#fff" fill-opacity="0.9"/>
<text x="500" y="505" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="100" fill="${a}">R</text>
<text x="500" y="640" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="44" letter-spacing="6" fill="#fff">${label}</text>`;
    case 'cards':
      return `<rect x="290" y="280" width="420" height="300" rx="24" fill="${b}" transform="rotate(-12 500 430)"/>
<rect x="290" y="280" width="420" height="300" rx="24" fill="${a}" fill-opacity="0.85" transform="rotate(-4 500 430)"/>
<rect x="290" y="300" width="420" height="300" rx="24" fill="#fff" stroke="${a}" stroke-width="6" transform="rotate(6 500 450)"/>
<text x="500" y="470" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${a}" transform="rotate(6 500 450)">${label}</text>
<text x="500" y="530" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#374151" transform="rotate(6 500 450)">1,000 WORDS</text>`;
  }
}

function productSvg(s: Extract<MediaSpec, { kind: 'product' }>): string {
  const pal = palette(s.palette);
  // Each gallery view differs by backdrop, angle and zoom, so the gallery does not repeat itself.
  const backdrops = ['#f8fafc', '#fef3c7', '#e0f2fe', '#fce7f3'];
  const transforms = ['', 'rotate(-8 500 500)', 'translate(-150 -150) scale(1.3)', 'rotate(6 500 500) translate(0 20)'];
  const bg = backdrops[s.view % backdrops.length] ?? '#f8fafc';
  const tf = transforms[s.view % transforms.length] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
<defs>${gradient('p', pal)}<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="1000" height="1000" fill="${bg}"/>
<ellipse cx="500" cy="850" rx="340" ry="50" fill="url(#floor)"/>
<g transform="${tf}">${productShape(s, pal)}</g>
</svg>`;
}

function portraitSvg(s: Extract<MediaSpec, { kind: 'portrait' }>): string {
  const pal = palette(s.palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${gradient('g', pal)}</defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="470" r="190" fill="#fff" fill-opacity="0.16"/>
<circle cx="330" cy="60" r="110" fill="#fff" fill-opacity="0.10"/>
<text x="200" y="250" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="150" fill="#fff">${esc(s.initials)}</text>
</svg>`;
}

function bannerSvg(s: Extract<MediaSpec, { kind: 'banner' }>): string {
  const pal = palette(s.palette);
  const size = fit(s.headline, 700, 170, 0.66);
  let stripes = '';
  for (let i = 0; i < 8; i++)
    stripes += `<rect x="${820 + i * 60}" y="-100" width="26" height="700" transform="rotate(25 ${820 + i * 60} 200)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>${gradient('g', pal)}</defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g fill="#fff" fill-opacity="0.12">${stripes}</g>
<text x="70" y="${150 + size * 0.55}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${esc(s.headline)}</text>
<text x="74" y="340" font-family="${FONT}" font-weight="700" font-size="${fit(s.caption, 760, 40, 0.66)}" letter-spacing="3" fill="#fff" fill-opacity="0.9">${esc(s.caption)}</text>
</svg>`;
}

/**
 * A QR-looking picture for the demo bank account's PromptPay image. It is deliberately not a valid
 * code (no payload, and marked DEMO) so nobody can pay a real PromptPay id from the demo; the server
 * builds a real EMVCo QR from promptpay_id where one is needed.
 */
function qrSvg(s: Extract<MediaSpec, { kind: 'qr' }>): string {
  const n = 29;
  const m = 20;
  const quiet = 4;
  const size = (n + quiet * 2) * m;
  let seed = 0;
  for (const ch of s.seed) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed;
  };
  const inFinder = (r: number, c: number) => (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8);
  const inCentre = (r: number, c: number) => r >= 11 && r <= 17 && c >= 9 && c <= 19;
  let cells = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (inFinder(r, c) || inCentre(r, c)) continue;
      if (next() % 100 < 48) cells += `<rect x="${(c + quiet) * m}" y="${(r + quiet) * m}" width="${m}" height="${m}"/>`;
    }
  }
  const finder = (r: number, c: number) => {
    const x = (c + quiet) * m;
    const y = (r + quiet) * m;
    return `<rect x="${x}" y="${y}" width="${7 * m}" height="${7 * m}"/><rect x="${x + m}" y="${y + m}" width="${5 * m}" height="${5 * m}" fill="#fff"/><rect x="${x + 2 * m}" y="${y + 2 * m}" width="${3 * m}" height="${3 * m}"/>`;
  };
  const cx = (9 + quiet) * m;
  const cy = (11 + quiet) * m;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#fff"/>
<g fill="#0b2a4a">${cells}${finder(0, 0)}${finder(0, n - 7)}${finder(n - 7, 0)}</g>
<rect x="${cx}" y="${cy}" width="${11 * m}" height="${7 * m}" rx="12" fill="#0b4f8a"/>
<text x="${cx + 5.5 * m}" y="${cy + 3.4 * m}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="#fff">PromptPay</text>
<text x="${cx + 5.5 * m}" y="${cy + 5.6 * m}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="#fde047">DEMO</text>
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>${gradient('g', palette(2))}</defs>
<rect width="512" height="512" rx="112" fill="url(#g)"/>
<circle cx="400" cy="112" r="56" fill="#fde047"/>
<text x="236" y="380" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="340" fill="#fff">R</text>
</svg>`;
}

function ogSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>${gradient('g', palette(2))}</defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1060" cy="120" r="260" fill="#fff" fill-opacity="0.08"/>
${dots(820, 380, 8, 4, 44)}
<rect x="80" y="150" width="150" height="150" rx="34" fill="#fff"/>
<text x="155" y="265" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="110" fill="#4f46e5">R</text>
<text x="80" y="420" font-family="${FONT}" font-weight="700" font-size="96" fill="#fff">Rian Academy</text>
<text x="84" y="490" font-family="${FONT}" font-size="38" fill="#fff" fill-opacity="0.85">Learn new skills from real experts</text>
</svg>`;
}

/** An SVG drawing as a JPEG of the given quality. */
function jpeg(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

async function render(spec: MediaSpec): Promise<Buffer> {
  switch (spec.kind) {
    case 'course':
      return jpeg(courseSvg(spec), 78);
    case 'product':
      return jpeg(productSvg(spec), 80);
    case 'portrait':
      return jpeg(portraitSvg(spec), 82);
    case 'banner':
      return jpeg(bannerSvg(spec), 80);
    case 'og':
      return jpeg(ogSvg(), 80);
    case 'qr':
      return sharp(Buffer.from(qrSvg(spec)))
        .png({ palette: true })
        .toBuffer();
    case 'logo':
      return sharp(Buffer.from(logoSvg())).resize(spec.size, spec.size).png().toBuffer();
    case 'text':
      return Buffer.from(spec.body, 'utf8');
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Writes through a temporary name so a concurrent reader (or a second instance) never sees half a file. */
async function writeAtomically(path: string, data: Buffer | null, copyFrom?: string): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  if (copyFrom) await copyFile(copyFrom, tmp);
  else if (data) await writeFile(tmp, data);
  await rename(tmp, path);
}

/**
 * Creates every listed image and the demo videos in `uploadDir` unless the file is already there,
 * so a fresh upload folder next to an already seeded database is filled again. Returns the names
 * of the files written.
 */
export async function ensureMedia(
  uploadDir: string,
  specs: readonly MediaSpec[],
  videoNames: readonly string[],
): Promise<string[]> {
  await mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  const tasks = specs.map(async (spec) => {
    const path = join(uploadDir, spec.file);
    if (await exists(path)) return;
    await writeAtomically(path, await render(spec));
    written.push(spec.file);
  });
  for (const videoName of videoNames) {
    tasks.push(
      (async () => {
        const path = join(uploadDir, videoName);
        if (await exists(path)) return;
        await mkdir(dirname(path), { recursive: true });
        await writeAtomically(path, null, bundledPreviewVideo);
        written.push(videoName);
      })(),
    );
  }
  await Promise.all(tasks);
  return written.sort();
}
