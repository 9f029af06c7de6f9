import type { ReactNode } from 'react';
import { jsonForScript } from '../json-script.ts';
import { islandAttribute, propsAttribute, whenAttribute, type IslandWhen } from './markers.ts';

/**
 * Wraps an island in the prerendered page: the wrapper is what the island's code hydrates (display:
 * contents, so the layout is the island's own), and the JSON before it is what it hydrates from. An
 * island whose code reads the HTML alone has no props (`props` undefined), and the page no JSON for it.
 */
export function IslandMarker({ type, when, props, children }: { type: string; when: IslandWhen; props?: unknown; children: ReactNode }) {
  return (
    <>
      {props !== undefined && (
        <script type="application/json" {...{ [propsAttribute]: '' }} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      )}
      <div {...{ [islandAttribute]: type, [whenAttribute]: when }} className="contents">
        {children}
      </div>
    </>
  );
}
