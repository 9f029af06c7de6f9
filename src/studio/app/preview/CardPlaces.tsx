// Where an industry or service page's card appears on the site, drawn by the site's own components: the
// header's menu with the page's group open (the page's entry marked), and the group's index page (/seo,
// /services) with the card among the others. Both follow the form, as the page preview does.
import { useEffect, useRef } from 'react';
import { Header } from '../../../layout/Header.tsx';
import { Page } from '../../../render/Page.tsx';
import type { PageData } from '../../../core/page-data.ts';
import { SiteProvider } from '../../../site.tsx';
import type { SiteConfig } from '../../../generated/site.ts';
import { Frame } from './Frame.tsx';
import { ScaledFrame } from './ScaledFrame.tsx';

/** Opens the menu group that lists `route` and marks its entry: the menu as a visitor sees it on hover. */
function OpenMenuAt({ route }: { route: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const doc = marker.current?.ownerDocument;
    const entry = [...(doc?.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a') ?? [])].find(
      (link) => link.getAttribute('href') === route,
    );
    doc?.querySelectorAll('[data-studio-here]').forEach((el) => el.removeAttribute('data-studio-here'));
    if (!entry) return;
    entry.setAttribute('data-studio-here', 'true');
    const panel = entry.closest<HTMLElement>('[popover]');
    if (!panel || panel.matches(':popover-open')) return;
    // Opened from its own button, so it sits under that button as it does for a visitor.
    const source = doc?.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`) ?? undefined;
    (panel.showPopover as (options?: { source?: HTMLElement }) => void).call(panel, { source });
  });
  return <span ref={marker} hidden />;
}

const noClick = () => undefined;

export function CardPlaces({ site, route, index }: { site: SiteConfig; route: string; index?: { path: string; page: PageData } }) {
  return (
    <section className="studio-snippet-panel studio-card-places" aria-labelledby="studio-card-places-heading">
      <h3 id="studio-card-places-heading">Its card on the site</h3>
      <p className="studio-description">In the menu (the page's entry is outlined):</p>
      <ScaledFrame width={1280} height="13rem">
        <Frame width={1280} onBlockClick={noClick} title="The site's menu with this page's entry">
          <SiteProvider site={site}>
            <Header />
            <OpenMenuAt route={route} />
          </SiteProvider>
        </Frame>
      </ScaledFrame>
      {index && (
        <>
          <p className="studio-description">On the index page {index.path}:</p>
          <ScaledFrame width={1280} height="22rem">
            <Frame width={1280} onBlockClick={noClick} title={`The index page ${index.path} with this page's card`}>
              <SiteProvider site={site}>
                <Page page={index.page} path={index.path} />
              </SiteProvider>
            </Frame>
          </ScaledFrame>
        </>
      )}
    </section>
  );
}
