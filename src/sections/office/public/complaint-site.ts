/**
 * The public complaint site (section 2, host-dependent routing): at the root of a `panasz…` host, under
 * /dev/panasz on a local one. A complainant signs in with the complaint's id and password, sees the
 * complaint, or files a new one. Each screen takes `base`, the prefix its addresses live under.
 */
export { ComplaintLoginScreen } from './complaint-login';
export { ComplaintViewScreen } from './complaint-view';
export { ComplaintCreateScreen, loadDistrictData } from './complaint-create';
