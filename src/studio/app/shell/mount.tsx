// Draws the page studio into an element, on the backend it is given: the local one (npm run studio, see
// main.tsx) or GitHub's (the studio on the web, src/studio/github/sign-in/main.ts, once someone has signed in).
// Its styles are the site's (src/styles.css), then the studio's own, every group's sheet in one order (../studio.css).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../styles.css';
import type { StudioBackend } from '../../backend.ts';
import { BackendContext } from './backend-context.tsx';
import '../studio.css';
import { Studio, type StudioOptions } from './Studio.tsx';

export type { StudioOptions };

export function mountStudio(element: Element, backend: StudioBackend, options: StudioOptions = {}): { unmount(): void } {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <BackendContext value={backend}>
        <Studio {...options} />
      </BackendContext>
    </StrictMode>,
  );
  return { unmount: () => root.unmount() };
}
