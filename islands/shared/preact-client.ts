import preactClient from '@astrojs/preact/client.js';
import { guardIsland } from './mount-guard.ts';

/** @astrojs/preact's client renderer with every island's start-up guarded (builds/astro/guarded-island-client.mjs). */
export default (element: HTMLElement) => guardIsland(element, preactClient(element));
