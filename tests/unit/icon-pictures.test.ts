import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawIcon, iconNames } from '../../src/core/icon-pictures.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** lucide's component of an icon, found in its whole bundle by the name its drawing gives itself (lucide-<file>). */
function bundleDrawing(drawing: string): string | undefined {
  const file = /class="lucide lucide-([a-z0-9-]+)/.exec(drawing)?.[1];
  const pascal = file?.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
  const icon = pascal ? (lucide as unknown as Record<string, lucide.LucideIcon>)[pascal] : undefined;
  return icon && renderToStaticMarkup(createElement(icon));
}

describe('the icon pictures', () => {
  it('are drawn as lucide draws them from its whole bundle', () => {
    for (const name of iconNames) {
      const drawing = drawIcon(name);
      expect(drawing, name).toBe(bundleDrawing(drawing));
    }
  });

  // Every build draws them in its main thread, where nothing else needs lucide: its whole bundle (every
  // icon lucide has, 1.3 MB) cost a build a fifth of a second to load, the icons' own modules a tenth of that.
  it('load each icon on its own, never lucide’s whole bundle', () => {
    const script =
      "const { drawIcon, iconNames } = await import('./src/core/icon-pictures.ts'); iconNames.forEach(drawIcon);" +
      "const { createRequire } = await import('node:module');" +
      'console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));';
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const loaded = JSON.parse(result.stdout) as string[];
    expect(loaded.some((file) => file.endsWith(path.join('react-dom', 'server.node.js')))).toBe(true);
    expect(loaded.filter((file) => file.includes(`${path.sep}lucide-react${path.sep}`))).toEqual([]);
  });
});
