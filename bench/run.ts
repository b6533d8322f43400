export {};
/** `npm run bench`: every benchmark in turn. */
await import('./engine.ts');
await import('./admin.ts');
await import('./sites.ts');
await import('./site-quality.ts');
