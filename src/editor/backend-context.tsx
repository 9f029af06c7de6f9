// The backend the studio's parts talk to, given once where the studio is mounted (src/editor/mount.tsx):
// the local one by default (npm run editor), or GitHub's for the studio on the web.
import { createContext, useContext } from 'react';
import { localBackend, type StudioBackend } from './api.ts';

export const BackendContext = createContext<StudioBackend>(localBackend);

/** The backend of the studio this component is drawn in. */
export const useBackend = (): StudioBackend => useContext(BackendContext);
