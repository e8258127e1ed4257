// @ts-check
/** TanStack Router's file-route settings, shared by the Vite plugin and `npm run codegen`. */
export const routerConfig = {
  target: /** @type {const} */ ('react'),
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: /** @type {const} */ ('single'),
  semicolons: true,
  autoCodeSplitting: true,
  // Loaders go with their screen: a section's declaration (and its generated API, labels and
  // rules) is then loaded only when the section is opened, never with the app's first load.
  codeSplittingOptions: {
    defaultBehavior: [
      ['loader', 'component'],
      ['pendingComponent', 'errorComponent', 'notFoundComponent'],
    ],
  },
  routeFileIgnorePattern: '\\.test\\.tsx?$',
};
