import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * `'some-id': () => import('./some-section').then((m) => anySection(m.someSection)),`
 */
export const storeEntries: RegistryEntries = {
  'store-products': () => import('./products').then((m) => anySection(m.productsSection)),
  'store-categories': () => import('./categories').then((m) => anySection(m.categoriesSection)),
  'store-orders': () => import('./orders').then((m) => anySection(m.ordersSection)),
  'stock-imports': () => import('./stock-imports').then((m) => anySection(m.stockImportsSection)),
  'stock-items': () => import('./stock-items').then((m) => anySection(m.stockItemsSection)),
  'stock-extra-items': () => import('./extra-stock-items').then((m) => anySection(m.extraStockItemsSection)),
};
