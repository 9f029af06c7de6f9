// A small HTML reader for the SEO report: the page as the build renders it, read the same way in Node and
// in the browser. It knows what React's output needs (elements, attributes, text, comments, void elements,
// raw-text script and style) and builds a tree; it is not a general HTML5 parser.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent?: HtmlElement;
}
export type HtmlNode = HtmlElement | string;

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const rawTags = new Set(['script', 'style', 'textarea', 'title']);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };
export const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (all, name: string) => {
        if (name[0] === '#')
          return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
        return entities[name.toLowerCase()] ?? all;
      })
    : text;

const tagEnd = /[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;
const attrPattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The page as a tree under a root element ('#root'). */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  let at = root;
  let i = 0;
  const text = (t: string) => t && at.children.push(decodeEntities(t));
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (html[lt + 1] === '/') {
      const end = html.indexOf('>', lt);
      const tag = html
        .slice(lt + 2, end < 0 ? html.length : end)
        .trim()
        .toLowerCase();
      // Close up to the matching element; a stray end tag is ignored.
      for (let open: HtmlElement | undefined = at; open && open !== root; open = open.parent)
        if (open.tag === tag) {
          at = open.parent ?? root;
          break;
        }
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const name = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(lt, lt + 64));
    if (!name) {
      text('<');
      i = lt + 1;
      continue;
    }
    const tag = name[1]!.toLowerCase();
    // The tag ends at the first ">" outside quotes.
    tagEnd.lastIndex = lt + name[0].length;
    const j = tagEnd.exec(html) ? tagEnd.lastIndex - 1 : html.length;
    const inside = html.slice(lt + name[0].length, j);
    const attrs: Record<string, string> = {};
    if (inside.trim())
      for (const m of inside.matchAll(attrPattern)) attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    const element: HtmlElement = { tag, attrs, children: [], parent: at };
    at.children.push(element);
    i = j + 1;
    if (voidTags.has(tag) || inside.trimEnd().endsWith('/')) continue;
    if (rawTags.has(tag)) {
      const closing = new RegExp(`</${tag}`, 'gi');
      closing.lastIndex = i;
      const close = closing.exec(html)?.index ?? -1;
      const end = close < 0 ? html.length : close;
      const raw = html.slice(i, end);
      if (raw) element.children.push(tag === 'script' || tag === 'style' ? raw : decodeEntities(raw));
      const gt = html.indexOf('>', end);
      i = gt < 0 ? html.length : gt + 1;
      continue;
    }
    at = element;
  }
  return root;
}

/** Every element under `node`, in document order. */
export function elements(node: HtmlElement): HtmlElement[] {
  const out: HtmlElement[] = [];
  const visit = (at: HtmlElement) => {
    for (const child of at.children)
      if (typeof child !== 'string') {
        out.push(child);
        visit(child);
      }
  };
  visit(node);
  return out;
}

/** An element's text, as a reader sees it (spaces collapsed; no script or style). */
export function textOf(node: HtmlNode): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}
const blockish = new Set([
  'p',
  'li',
  'div',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'blockquote',
]);
function rawText(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  // Head tags React writes where a page renders on its own (the studio's preview) are no words of the page.
  if (node.tag === 'script' || node.tag === 'style' || node.tag === 'template' || node.tag === 'title') return '';
  const inner = node.children.map(rawText).join('');
  return blockish.has(node.tag) ? ` ${inner} ` : inner;
}
