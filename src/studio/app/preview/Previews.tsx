// How the page will look in a search result and when shared, from its meta and the site's defaults.
// Search engines cut titles at about 600 pixels and descriptions at about 920 on desktop; character
// counts stand in for pixels here (60 and 160), the limits the site's own SEO check applies.
import type { SiteConfig } from '../../../generated/site.ts';
import type { PageData } from '../../../core/page-data.ts';

import { descriptionRange, titleRange } from '../../../core/seo-limits.ts';

/**
 * The text as a search result shows it, with what is cut off still visible but marked: struck through,
 * after the ellipsis, so the editor sees where the cut falls.
 */
export function CutText({ text, limit }: { text: string; limit: number }) {
  const shown = cut(text, limit);
  if (shown === text) return <>{text}</>;
  const kept = shown.slice(0, -1);
  return (
    <>
      {kept}…
      <del className="studio-cut" title="Cut off in search results" aria-label={`cut off: ${text.slice(kept.length)}`}>
        {text.slice(kept.length)}
      </del>
    </>
  );
}

/** The text as a search result shows it: cut at the last whole word before the limit, with an ellipsis. */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A length against its range, said as the limit it is (the page cannot be saved outside it). */
export function countWords(label: string, length: number, [min, max]: readonly [number, number]): string {
  const limit = `it must be ${min} to ${max}`;
  if (length === 0) return `${label}: empty; ${limit} characters.`;
  if (length < min) return `${label}: ${length} characters; ${limit}: write ${min - length} more.`;
  if (length > max) return `${label}: ${length} characters; ${limit}: take out ${length - max} (search results would cut it).`;
  return `${label}: ${length} characters, a good length (${min} to ${max}).`;
}

function Count({ label, length, range, toWrite }: { label: string; length: number; range: readonly [number, number]; toWrite?: boolean }) {
  if (toWrite) return <p className="studio-count">{`${label}: still to write.`}</p>;
  const bad = length < range[0] || length > range[1];
  return <p className={`studio-count ${bad ? 'studio-count-bad' : 'studio-count-good'}`}>{countWords(label, length, range)}</p>;
}

/** What the previews need of a page: its meta as the editor has it now, even while the page has a problem. */
export type MetaLike = Pick<PageData['meta'], 'title' | 'description'> &
  Partial<Pick<PageData['meta'], 'noindex' | 'image'>> & {
    /** On a new page, the texts still to write: shown as their placeholders, greyed and labelled like the page's own. */
    toWrite?: { title?: boolean; description?: boolean };
  };

/** A text as the previews show it: a placeholder still to write greyed and labelled "to write" (problems.css). */
function Shown({ text, limit, toWrite }: { text: string; limit: number; toWrite: boolean | undefined }) {
  return toWrite ? <span data-to-write="">{text}</span> : <CutText text={text} limit={limit} />;
}

export function SearchPreview({ page, path, site }: { page: { meta: MetaLike }; path: string; site: SiteConfig }) {
  const url = new URL(path, site.baseUrl);
  const { toWrite } = page.meta;
  const crumbs = [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ');
  return (
    <section className="studio-snippet-panel" aria-labelledby="studio-search-heading">
      <h3 id="studio-search-heading">In search results</h3>
      <div className="studio-snippet" data-testid="search-snippet">
        <p className="studio-snippet-site">
          <span className="studio-snippet-name">{site.brand.name}</span>
          <span className="studio-snippet-url">{crumbs}</span>
        </p>
        <p className="studio-snippet-title">
          <Shown text={page.meta.title} limit={titleRange[1]} toWrite={toWrite?.title} />
        </p>
        <p className="studio-snippet-description">
          <Shown text={page.meta.description} limit={descriptionRange[1]} toWrite={toWrite?.description} />
        </p>
      </div>
      <Count label="Title" length={page.meta.title.length} range={titleRange} toWrite={toWrite?.title} />
      <Count label="Description" length={page.meta.description.length} range={descriptionRange} toWrite={toWrite?.description} />
      {page.meta.noindex && <p className="studio-count-bad">This page asks search engines not to list it (noindex).</p>}
    </section>
  );
}

export function ShareCard({ page, site }: { page: { meta: MetaLike }; site: SiteConfig }) {
  const image = page.meta.image ?? site.shareImage;
  const { toWrite } = page.meta;
  return (
    <section className="studio-snippet-panel" aria-labelledby="studio-share-heading">
      <h3 id="studio-share-heading">When shared</h3>
      <figure className="studio-share" data-testid="share-card">
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        <figcaption>
          <span className="studio-share-host">{new URL(site.baseUrl).host}</span>
          <strong>
            <Shown text={page.meta.title} limit={70} toWrite={toWrite?.title} />
          </strong>
          <span>
            <Shown text={page.meta.description} limit={110} toWrite={toWrite?.description} />
          </span>
        </figcaption>
      </figure>
      {!page.meta.image && (
        <p className="studio-description">The site's usual picture: add a Share picture (in Search and share) to show this page's own.</p>
      )}
    </section>
  );
}
