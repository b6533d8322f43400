// Plain tsc does not know .astro files (`astro check` type-checks them); .ts code sees a component.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
