// The pictures behind the icon names editors choose. They are drawn at build time and travel with each
// page's data (only the icons that page uses), so the browser's JavaScript carries no icon table.
import type { IconName } from '../generated/page.ts';
import { walkJson } from './json-pointer.ts';
import { drawIcon, hasIcon } from './icon-pictures.ts';

const drawn = new Map<IconName, string>();

/** The inside of an icon's 24×24 SVG (its paths and shapes), as markup. */
export function iconMarkup(name: IconName): string {
  let markup = drawn.get(name);
  if (markup === undefined) {
    const svg = drawIcon(name);
    markup = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    drawn.set(name, markup);
  }
  return markup;
}

const isIconName = (value: unknown): value is IconName => typeof value === 'string' && hasIcon(value);

/** Every icon a page's blocks name (in any `icon` field, however deep), drawn. */
export function iconsUsedBy(blocks: unknown): Partial<Record<IconName, string>> {
  const used: Partial<Record<IconName, string>> = {};
  walkJson(blocks, (value, path) => {
    if (path[path.length - 1] === 'icon' && isIconName(value)) used[value] = iconMarkup(value);
  });
  return used;
}
