// Draws the site's raster icons and its default share picture from public/favicon.svg with headless
// Chromium, so they never drift from the logo. Run after changing the logo: npm run make-icons.
// (Search engines and social networks need PNGs: an SVG favicon alone is not enough for them.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { publicDir } from '../src/tooling/paths.ts';

const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const site = JSON.parse(readFileSync(path.join(publicDir, '..', 'pages', '_site.json'), 'utf8')) as { brand: { name: string } };
const icon = (size: number, padding = 0) =>
  `<body style="margin:0;background:${padding ? '#1f5ae6' : 'transparent'}"><div style="width:${size}px;height:${size}px;display:grid;place-items:center">${logo.replace('<svg ', `<svg width="${size - padding * 2}" height="${size - padding * 2}" `)}</div></body>`;

const share = `<body style="margin:0;font-family:system-ui,'DejaVu Sans',sans-serif">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#172f6e,#1f5ae6)">
  <div style="display:flex;align-items:center;gap:24px;color:#fff;font-size:48px;font-weight:700">${logo.replace('<svg ', '<svg width="88" height="88" ')}${site.brand.name}</div>
  <div style="color:#fff;font-size:68px;font-weight:800;line-height:1.1;max-width:980px">SEO that turns search into customers</div>
  <div style="color:#dbe8fe;font-size:32px">Free SEO audit · Technical SEO · Local SEO · Content</div>
</div></body>`;

const outputs: [string, number, number, string][] = [
  ['images/share-default.jpg', 1200, 630, share],
  ['apple-touch-icon.png', 180, 180, icon(180, 18)],
  ['icon-192.png', 192, 192, icon(192)],
  ['icon-512.png', 512, 512, icon(512)],
  // Maskable icons keep their logo inside the central safe zone (80%).
  ['icon-maskable-512.png', 512, 512, icon(512, 64)],
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [file, width, height, html] of outputs) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const jpeg = file.endsWith('.jpg');
  await page.screenshot({
    path: path.join(publicDir, file),
    omitBackground: !jpeg,
    type: jpeg ? 'jpeg' : 'png',
    ...(jpeg ? { quality: 85 } : {}),
  });
  await page.close();
  console.log(`wrote public/${file}`);
}
await browser.close();
