// The page studio of npm run studio (served at /_editor, never part of the site's build): the studio on
// this computer's files and git, through the studio's server.
import { localBackend } from './client.ts';
import { mountStudio } from '../app/shell/mount.tsx';

mountStudio(document.getElementById('editor')!, localBackend);
