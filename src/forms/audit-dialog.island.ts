// The dialog's form wakes as any lead form does, without React.
export { hydrate } from './client/island.ts';
