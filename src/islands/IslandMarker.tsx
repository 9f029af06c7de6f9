import type { ReactNode } from 'react';
import { jsonForScript } from '../boot-data.ts';
import { islandAttribute, propsAttribute, whenAttribute, type IslandProps, type IslandWhen } from './markers.ts';

/**
 * Wraps an interactive block in the prerendered page: the wrapper is what the island's code hydrates
 * (display: contents, so layout is the block's own), and the JSON before it is what it hydrates from.
 */
export function IslandMarker({ type, when, props, children }: { type: string; when: IslandWhen; props: IslandProps; children: ReactNode }) {
  return (
    <>
      <script type="application/json" {...{ [propsAttribute]: '' }} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      <div {...{ [islandAttribute]: type, [whenAttribute]: when }} style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
