// Its only behaviour in the browser is its lead form's, which wakes without React.
export { hydrate } from '../../forms/client/island.ts';
