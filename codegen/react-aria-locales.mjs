// @ts-check
/**
 * react-aria ships its built-in strings (a toast region's label, a date field's placeholders…) in
 * 34 locales, each imported by its component's `intlStrings` module. The portal always runs in
 * hu-HU (App's I18nProvider), so the build keeps hu-HU and en-US (react-aria's fallback) only, as
 * react-aria's own optimize-locales plugin would.
 */
export const KEPT_LOCALES = ['hu-HU', 'en-US'];

const LOCALE_IMPORT = /^import \S+ from "[^"]*\/intl\/[^"]*";$/;
const LOCALE_ENTRY = /^\s*"[a-z]{2}-[A-Z]{2}": \S+,?$/;
const LOCALE = /[/"]([a-z]{2}-[A-Z]{2})(?:\.mjs)?"/;

/** An intlStrings module without the imports and dictionary entries of the other locales. */
export function keepLocales(/** @type {string} */ code) {
  return code
    .split('\n')
    .filter((line) => {
      const found = LOCALE_IMPORT.test(line) || LOCALE_ENTRY.test(line) ? LOCALE.exec(line) : null;
      return !found || KEPT_LOCALES.includes(found[1] ?? '');
    })
    .join('\n');
}

/** @returns {import('vite').Plugin} */
export function reactAriaLocales() {
  return {
    name: 'react-aria-locales',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-(?:aria|stately|aria-components)\/dist\/.*intlStrings\.mjs$/ },
      handler: (code) => ({ code: keepLocales(code), map: null }),
    },
  };
}
