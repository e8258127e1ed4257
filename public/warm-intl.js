// The browser's first Intl formatter loads its locale data (20–40 ms on a busy machine). This small script runs while
// the app's first chunk still downloads, so that work is not part of the app's start-up task (npm run bench).
try {
  new Intl.DateTimeFormat('hu-HU').format(0);
  new Intl.NumberFormat('hu-HU').format(0);
  new Intl.Locale('hu-HU').maximize();
} catch {
  // An old browser without one of them: nothing to warm.
}
