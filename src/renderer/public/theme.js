/*
 * The stored theme on <html> before the first paint. index.html loads this classic script in its
 * head, so that the start-up shell below it is drawn in the chosen colours rather than the
 * system's for a moment. The app's own implementation of the same rule is state/theme.ts (which
 * also follows later changes); theme-script.test.ts holds the two to the same answers.
 */
(function () {
  try {
    var choice = JSON.parse(window.localStorage.getItem('vertaislaina.theme') || 'null');
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  } catch {
    // No storage, or a value that is not JSON: the system's theme.
  }
})();
