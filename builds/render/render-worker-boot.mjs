// @ts-check
// A render worker's entry: worker threads do not inherit tsx's loader hooks (Node 20), so it
// registers them before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
