import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import { root, schemaDir } from '../../src/tooling/paths.ts';
import type { BlockOfType } from '../../src/core/page-data.ts';
import { blockRegistry } from '../../src/render/registry.ts';

const blocksDir = path.join(root, 'src/blocks');
const schemaTypes = readdirSync(path.join(schemaDir, 'blocks')).map(
  (f) => JSON.parse(readFileSync(path.join(schemaDir, 'blocks', f), 'utf8')).properties.type.const as string,
);

describe('block definitions', () => {
  it('exist for every block type of the schema (plus the case-study page), each in its own folder', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...schemaTypes, 'caseStudy'].sort());
    for (const type of Object.keys(blockRegistry)) expect(existsSync(path.join(blocksDir, type, 'definition.ts')), type).toBe(true);
  });

  it('mark exactly the interactive blocks as islands', () => {
    const islands = Object.entries(blockRegistry)
      .filter(([, definition]) => definition.island !== false)
      .map(([type]) => type);
    expect(islands.sort()).toEqual(['countdown', 'form', 'hero', 'resultsTabs', 'testimonials']);
  });

  it('make a hero an island only when it carries a form', () => {
    const { island } = blockRegistry.hero;
    if (!island) throw new Error('the hero is an island when it has a form');
    const hero = { type: 'hero', title: 'Webinar' } as BlockOfType<'hero'>;
    expect(island.needed?.(hero)).toBe(false);
    expect(
      island.needed?.({ ...hero, form: { form: 'webinar', id: 'registration-form', jumpLabel: 'Register' } } as BlockOfType<'hero'>),
    ).toBe(true);
  });

  it('register every build part a block folder has, and only those', () => {
    const withBuild = readdirSync(blocksDir).filter((type) => existsSync(path.join(blocksDir, type, 'build.ts')));
    expect(Object.keys(blockBuilds).sort()).toEqual(withBuild.sort());
  });

  it('give the page headline to the hero and the case-study page only', () => {
    const h1 = Object.entries(blockBuilds)
      .filter(([, build]) => 'rendersH1' in build && build.rendersH1)
      .map(([type]) => type);
    expect(h1.sort()).toEqual(['caseStudy', 'hero']);
  });
});
