/* global window, document */
/*
 * The color scheme, set on <html data-theme> before the page is drawn, so a dark page never
 * flashes light. A plain script loaded by index.html's <head> (a module would run too late, and
 * the Content Security Policy allows no inline script). The choice is kept in localStorage under
 * "texas42-theme": "light", "dark", or nothing for the system's (prefers-color-scheme), which it
 * follows as it changes. The header's switch (ThemeSwitch.tsx) stores a choice and fires
 * "texas42-theme" on window; another tab's choice arrives as a storage event.
 */
(function () {
  var KEY = 'texas42-theme';
  var system = window.matchMedia('(prefers-color-scheme: dark)');

  function choice() {
    try {
      var stored = localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      // Storage refused (a private mode, a policy): follow the system.
      return 'system';
    }
  }

  function apply() {
    var chosen = choice();
    var dark = chosen === 'dark' || (chosen === 'system' && system.matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.dataset.themeChoice = chosen;
  }

  apply();
  system.addEventListener('change', apply);
  window.addEventListener('texas42-theme', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === KEY) apply();
  });
})();
