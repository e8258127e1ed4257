// @ts-check
/** TanStack Router's file-route settings, shared by the Vite plugin and `npm run codegen`. */
export const routerConfig = {
  target: /** @type {const} */ ('react'),
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: /** @type {const} */ ('single'),
  semicolons: true,
  autoCodeSplitting: true,
  routeFileIgnorePattern: '\\.test\\.tsx?$',
};
