export { createEmbeddedProvider } from './embedded-provider.ts';
export { createOmedaProvider } from './omeda-provider.ts';
