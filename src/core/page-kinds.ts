// The kinds of page an editor can start (npm run new-page and the studio's New page): where each kind's
// file goes under pages/, the address it gets, and the menu group it joins.
export const pageKinds = ['industry', 'service', 'generic'] as const;
export type PageKind = (typeof pageKinds)[number];

export const kindPlaces: Record<PageKind, { folder: string; prefix: string; group?: 'industries' | 'services' }> = {
  industry: { folder: 'industries', prefix: '/', group: 'industries' },
  service: { folder: 'services', prefix: '/services/', group: 'services' },
  generic: { folder: '', prefix: '/' },
};

/** The kind of page a page file is (its name in the pages folder), by its folder: any other page is generic. */
export function kindOfPageFile(file: string): PageKind {
  return pageKinds.find((kind) => kindPlaces[kind].folder && file.startsWith(`${kindPlaces[kind].folder}/`)) ?? 'generic';
}
