/// <reference types="vite/client" />

/** This admin bundle's version: the package version and the build's time (vite.config.ts `define`). */
declare const __ADMIN_BUILD__: string;
