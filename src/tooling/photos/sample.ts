// A camera-like source photo for tests and the bench: colour shapes under film grain, which compresses like
// a real photo's detail (a 3000x2000 one is about 2 MB as a JPEG at quality 94). The variant number moves
// the shapes and their colours, so each variant is a different picture with different bytes.
import sharp from 'sharp';

export async function cameraJpeg(file: string, { width = 3000, height = 2000, variant = 0 } = {}) {
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 733 + variant * 211) % width}" cy="${(i * 397 + variant * 137) % height}" r="${60 + ((i * 37) % 200)}" fill="hsl(${(i * 47 + variant * 29) % 360},45%,50%)" opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8fb3cf"/><stop offset="0.55" stop-color="#e9d8b8"/><stop offset="1" stop-color="#4d7a3c"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 94 })
    .toFile(file);
}
