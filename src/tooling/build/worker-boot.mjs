// A worker thread's first module: TypeScript is compiled as it loads (as tsx does for the scripts), then
// the worker's own module runs.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

// React's production build, as every visitor's page is rendered with it: set before React loads.
process.env.NODE_ENV = 'production';
register();
await import(workerData.entry);
