// AUTHORING's walk-through "undo a change that went live" names the studio's buttons and headings as the
// studio shows them: each word it puts in bold is one the history's screen (or the page editor or its bar) says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const guide = readFileSync('AUTHORING.md', 'utf8');
const walk = /### Walk-through: undo a change that went live\n([\s\S]*?)\n##+? /.exec(guide)?.[1] ?? '';
const screens = [
  'src/studio/app/history/History.tsx',
  'src/studio/app/editor/PageEditor.tsx',
  'src/studio/app/editor/EditorBar.tsx',
  'src/studio/app/editor/SaveControls.tsx',
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the walk-through of undoing a change that went live', () => {
  it('is in AUTHORING.md', () => expect(walk).toContain('Restore this version'));
  it.each([...walk.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!))('says “%s” as the studio does', (words) => {
    expect(screens).toMatch(new RegExp(`[>'"\\s]${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[<'"\\s]`));
  });
});
