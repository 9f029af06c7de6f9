// A new page for an editor (npm run new-page, and New page in the studio, local or on the web): a page
// file with the blocks its kind needs and clearly marked placeholders ("TODO: ..."), which validation
// refuses, so a half-finished page never ships.
import { kindPlaces, pageKinds as kinds, type PageKind as Kind } from '../page-kinds.ts';
import { join } from '../posix-path.ts';
import { placeholderPrefix } from './check.ts';
import { loadContent } from './index.ts';
import type { ContentSource } from './load.ts';
import { schemaFolders, schemaPathFor } from './placement.ts';

const todo = (what: string) => `${placeholderPrefix} ${what}`;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewPage {
  file: string;
  path: string;
  page: Record<string, unknown>;
}

/** The page file for a kind and slug, or an error message an editor can act on. */
export function planNewPage(
  kind: string,
  slug: string,
  files: ContentSource,
  publicDir: string,
  photosDir: string,
): NewPage | { error: string } {
  const dir = files.dir;
  if (!kinds.includes(kind as Kind)) return { error: `Unknown kind "${kind}". Use one of: ${kinds.join(', ')}.` };
  if (!slugPattern.test(slug ?? '')) {
    return { error: `"${slug ?? ''}" is not a valid slug. Use lower-case letters, digits and single hyphens, for example veterinary-seo.` };
  }
  const place = kindPlaces[kind as Kind];
  const file = join(dir, place.folder, `${slug}.json`);
  const route = `${place.prefix}${slug}`;
  const content = loadContent({ source: files, publicDir, photosDir, seoRules: false });
  if (files.exists(file)) return { error: `${files.core.host.displayPath(file)} already exists. Choose another slug, or edit that file.` };
  if (content.rendered.has(route) || content.site?.redirects.some((r) => r.from === route)) {
    return { error: `The address ${route} is already taken by another page or a redirect. Choose another slug.` };
  }
  const { group } = place;
  const lastOrder = Math.max(0, ...content.pages.filter((p) => group && p.page.card?.group === group).map((p) => p.page.card?.order ?? 0));
  // The schema path every other file of the site uses, from where this one sits.
  const schemas = schemaFolders(files.core.host, dir, (content.site as { $schema?: unknown } | undefined)?.$schema).at(-1)!;
  const audit = { label: 'Get Your Free SEO Audit', href: '/contact' };

  const blocks: Record<Kind, unknown[]> = {
    industry: [
      {
        type: 'hero',
        eyebrow: todo('industry name + SEO, for example Veterinary SEO'),
        title: todo('headline: what this industry gets from search'),
        subtitle: todo('one or two sentences on how its customers search'),
        actions: [audit],
      },
      {
        type: 'benefits',
        title: todo('heading for the benefits, for example What Veterinary SEO Does for Your Clinic'),
        items: Array.from({ length: 7 }, (_, i) => ({
          title: todo(`benefit ${i + 1}`),
          description: todo(`one sentence on benefit ${i + 1}, specific to this industry`),
        })),
      },
      { type: 'cta', title: todo('closing invitation to a free SEO audit'), text: todo('one sentence on what the audit shows') },
    ],
    service: [
      {
        type: 'hero',
        eyebrow: todo('service name'),
        title: todo('headline: the result this service brings'),
        subtitle: todo('one or two sentences on who it is for'),
        actions: [audit],
      },
      {
        type: 'richText',
        title: todo('What is <service>?'),
        content: [
          { type: 'paragraph', text: todo('what the service is, in plain words') },
          { type: 'heading', text: todo('Key Components of <service>') },
          { type: 'list', items: Array.from({ length: 10 }, (_, i) => todo(`key component ${i + 1}`)) },
        ],
      },
      {
        type: 'process',
        title: todo('Our <service> Process'),
        steps: Array.from({ length: 6 }, (_, i) => ({ title: todo(`step ${i + 1}`), description: todo(`what happens in step ${i + 1}`) })),
      },
      { type: 'cta', title: todo('closing call to action'), text: todo('one sentence on the free audit') },
    ],
    generic: [
      { type: 'hero', title: todo('the page headline'), subtitle: todo('one or two sentences under it') },
      { type: 'richText', content: [{ type: 'paragraph', text: todo('the page text') }] },
      { type: 'cta' },
    ],
  };

  const page: Record<string, unknown> = {
    $schema: schemaPathFor(file, schemas, 'page.schema.json'),
    ...(kind === 'industry' ? { path: route } : {}),
    meta: {
      title: todo('50 to 60 characters, ending | RankHarbor'),
      description: todo('150 to 160 characters: what the page offers and to whom'),
    },
    ...(group
      ? {
          card: {
            group,
            title: todo('card title, for example Veterinary SEO'),
            menuLabel: todo('short menu label'),
            description: todo('one sentence for the index card and menus'),
            icon: kind === 'industry' ? 'briefcase' : 'target',
            order: lastOrder + 10,
          },
        }
      : {}),
    blocks: blocks[kind as Kind],
  };
  return { file, path: route, page };
}
