// The backend the studio's parts talk to, given once where the studio is mounted (src/studio/app/shell/mount.tsx):
// the local one (npm run studio, src/studio/local/client.ts) or GitHub's for the studio on the web.
import { createContext, useContext, useEffect, useMemo, useReducer } from 'react';
import type { StudioBackend } from '../../backend.ts';

export const BackendContext = createContext<StudioBackend | null>(null);

/** The backend of the studio this component is drawn in. */
export function useBackend(): StudioBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('A part of the studio was drawn outside it: mountStudio gives the studio its backend.');
  return backend;
}

/**
 * Where a source photo shows from. The studio on the web reads a photo from GitHub the first time it is
 * asked for; when it arrives the function changes, so whatever shows the photo draws it again.
 */
export function usePhotoUrl(): (src: string) => string {
  const backend = useBackend();
  const [version, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => backend.onPhotoReady?.(redraw), [backend]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function for each photo that arrives
  return useMemo(() => (src: string) => backend.photoUrl(src), [backend, version]);
}
