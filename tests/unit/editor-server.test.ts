import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { editorMiddleware } from '../../scripts/editor-server.ts';
import { fixturePage, writePages } from './helpers.ts';

/** One request to the editor's API, answered by the middleware without a dev server. */
async function get(url: string): Promise<{ status: number; body: unknown }> {
  const middleware = editorMiddleware({} as ViteDevServer);
  return new Promise((resolve, reject) => {
    const response = {
      statusCode: 200,
      setHeader: () => undefined,
      end: (text: string) => resolve({ status: response.statusCode, body: JSON.parse(text) }),
    };
    void middleware({ url, method: 'GET' } as never, response as never, () => reject(new Error(`${url} was not answered`)));
  });
}

describe('the editor lists the pages', () => {
  const saved = process.env.PAGES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.PAGES_DIR;
    else process.env.PAGES_DIR = saved;
  });

  it('including one saved with a byte-order mark, which validation accepts, as text the browser can parse', async () => {
    const dir = writePages({});
    writeFileSync(path.join(dir, 'about.json'), `\uFEFF${fixturePage('about')}`);
    process.env.PAGES_DIR = dir;
    const { status, body } = await get('/_editor/api/pages');
    expect(status).toBe(200);
    const about = (body as { file: string; path: string; text: string }[]).find((p) => p.file === 'about.json');
    expect(about?.path).toBe('/about');
    expect(() => JSON.parse(about!.text)).not.toThrow();
  });
});
