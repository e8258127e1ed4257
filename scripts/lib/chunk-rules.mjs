// @ts-check
/**
 * The build's chunk groups by what they hold. A group names its modules one by one; every name must
 * match a module of the build, or the build fails (`unmatchedRules`, run by the `chunk-rules` plugin in
 * vite.config.ts): a dependency upgrade that moves a file it names breaks the build loudly instead of
 * silently growing a page. Where a group holds whole packages it names the package, which survives
 * upgrades; the sign-in group names react-aria's private files because a split by package cannot hold
 * the login page's size (see its comment).
 */

/** A module of a package, by its path inside the package (up to its extension). @param {string} path */
const pkg = (path) => new RegExp(`/node_modules/${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}\\.`);
/** A whole package. @param {string} name */
const wholePackage = (name) => new RegExp(`/node_modules/${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}/`);
/** One of our own modules, by its path under src/ (up to its extension). @param {string} path */
const own = (path) => new RegExp(`/src/${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}\\.`);

/** @typedef {{ name: string, modules: readonly RegExp[] }} ChunkRule */

/** @type {readonly ChunkRule[]} */
export const CHUNK_RULES = [
  {
    // What the sign-in page needs beyond the core (react-aria's text field and form validation, the
    // schema form hook, the mutation, the page frame and its heading): one chunk instead of about fifteen
    // small ones, each split off by whichever screens share it (npm run bench: the login page's JS). These are parts of packages
    // whose other parts the login page does not load, so they are named file by file.
    name: 'sign-in',
    modules: [
      pkg('@tanstack/query-core/build/modern/mutationObserver'),
      pkg('@tanstack/react-query/build/modern/useMutation'),
      ...['FieldError', 'Form', 'Text', 'TextArea', 'TextField', 'Group', 'Input', 'Link', 'Autocomplete', 'Heading'].map((file) =>
        pkg(`react-aria-components/dist/private/${file}`),
      ),
      ...['form/useFormValidationState', 'utils/useControlledState'].map((file) => pkg(`react-stately/dist/private/${file}`)),
      ...['label/useField', 'label/useLabel', 'utils/useLabels', 'utils/useFormReset', 'form/useFormValidation', 'link/useLink', 'textfield/useTextField'].map(
        (file) => pkg(`react-aria/dist/private/${file}`),
      ),
      ...[
        'generated/meta/auth',
        'lib/list-memory',
        'components/form/form-validation',
        'components/form/pointer-release',
        'components/form/FormErrors',
        'components/form/use-schema-form',
        'components/form/form-errors',
        'lib/save-failed',
      ].map(own),
      ...['Link', 'TextField', 'Field', 'Logo', 'Page'].map((file) => own(`components/ui/${file}`)),
    ],
  },
  {
    // react-query's observers and hooks, which every signed-in screen and the public lists use and the sign-in page does
    // not: one chunk instead of six small ones (npm run bench: the landing page's JS, 0.3 KB over its budget).
    name: 'queries',
    modules: [
      ...['queryObserver', 'queriesObserver'].map((file) => pkg(`@tanstack/query-core/build/modern/${file}`)),
      ...['IsRestoringProvider', 'errorBoundaryUtils', 'suspense', 'useBaseQuery', 'useMutationState', 'useQueries', 'useQuery', 'useSuspenseQuery'].map((file) =>
        pkg(`@tanstack/react-query/build/modern/${file}`),
      ),
    ],
  },
  {
    // The signed-in frame around every screen (menu, trail, quick jump, the user and the site map they read): one chunk.
    name: 'shell',
    modules: [
      ...['AppShell', 'MainMenu', 'ProfileMenu', 'ProgressIndicator', 'KeyboardHelp', 'QuickJump', 'Trail', 'LazyMenuTrigger'].map((file) =>
        own(`features/shell/${file}`),
      ),
      ...['config/trail', 'config/site-map', 'lib/current-user', 'lib/shortcuts'].map(own),
    ],
  },
  {
    // The calendar arithmetic and our date widgets apart from the other field widgets they are imported
    // with, so that neither chunk passes the 30 KB a lazily loaded chunk may weigh (npm run bench).
    name: 'date-fields',
    modules: [wholePackage('@internationalized/date'), own('components/ui/DatePicker'), own('components/ui/DateTimeField')],
  },
  {
    // react-aria's collections, selection and focus scope apart from the dialogs, popovers and menus they are
    // imported with (one chunk of all of them weighed 32.8 KB gzip, over the 30 KB a lazily loaded chunk may
    // weigh, npm run bench). These modules import nothing of those (only what the first chunk holds), so the
    // two chunks do not import each other: a class of one chunk extending one of the other would be undefined
    // while their cycle is evaluated.
    name: 'collections',
    modules: [
      pkg('react-aria-components/dist/private/Collection'),
      ...[
        'collections/BaseCollection',
        'collections/CollectionBuilder',
        'collections/Document',
        'collections/useCachedChildren',
        'focus/FocusScope',
        'focus/virtualFocus',
        'i18n/useCollator',
        'interactions/PressResponder',
        'interactions/useContextMenu',
        'interactions/useLongPress',
        'selection/DOMLayoutDelegate',
        'selection/ListKeyboardDelegate',
        'selection/useSelectableCollection',
        'selection/useSelectableItem',
        'selection/useSelectableList',
        'selection/useTypeSelect',
        'selection/utils',
        'utils/constants',
        'utils/getScrollParent',
        'utils/getScrollParents',
        'utils/inertValue',
        'utils/isScrollable',
        'utils/keyboard',
        'utils/runAfterKeyboard',
        'utils/scrollIntoView',
        'utils/shadowdom/ShadowTreeWalker',
        'utils/useDescription',
        'utils/useEvent',
        'utils/useLoadMoreSentinel',
        'utils/useResizeObserver',
        'utils/useUpdateLayoutEffect',
      ].map((file) => pkg(`react-aria/dist/private/${file}`)),
      ...[
        'collections/CollectionBuilder',
        'collections/getChildNodes',
        'collections/getItemCount',
        'collections/useCollection',
        'selection/Selection',
        'selection/SelectionManager',
        'selection/useMultipleSelectionState',
      ].map((file) => pkg(`react-stately/dist/private/${file}`)),
    ],
  },
];

/**
 * A group's `test` for rolldown, noting which of its module names matched (into `seen`).
 * @param {ChunkRule} rule @param {Set<RegExp>} seen
 */
export function ruleTest(rule, seen) {
  return (/** @type {string} */ id) => {
    const path = id.replaceAll('\\', '/');
    let matched = false;
    for (const module of rule.modules) {
      if (!module.test(path)) continue;
      seen.add(module);
      matched = true;
    }
    return matched;
  };
}

/**
 * The rules' module names that matched no module of the build, as 'group: /pattern/'.
 * @param {readonly ChunkRule[]} rules @param {ReadonlySet<RegExp>} seen
 */
export function unmatchedRules(rules, seen) {
  return rules.flatMap((rule) => rule.modules.filter((module) => !seen.has(module)).map((module) => `${rule.name}: ${module}`));
}
