/**
 * The special screens' code (their loaders and components), one lazy module per portal module, which
 * their file routes under src/routes/ load and render through (`codeSplitGroupings: []` there). A route
 * split on its own adds its own imports and their dependency lists to the first load; a module's screens
 * sharing one import cost the first load about what one route does.
 */
export const hrScreens = () => import('./hr');
export const financeScreens = () => import('./finance');
export const officeScreens = () => import('./office');
export const storeScreens = () => import('./store');
export const publicSiteScreens = () => import('./public-sites');
