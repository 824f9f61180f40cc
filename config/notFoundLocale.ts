import type {HtmlTagObject} from '@docusaurus/types';

// GitHub Pages answers every missing path with the site's one root 404.html,
// which is the English build. This script, inlined in the <head> of every
// page of both locales, sends a missing path under the Korean base URL to the
// Korean not-found page, which then puts the address the reader typed back in
// the address bar, so the Korean router can still resolve case or .html
// variants of real pages and otherwise shows the Korean not-found page.
// Should a deploy lack the Korean not-found page, the English one shown in
// its place stays put instead of sending the reader round in a loop.
//
// It also writes an address typed with `.html` or `/index.html` the way the
// site spells it (`/docs/intro.html` -> `/docs/intro/`) before the app starts.
// Docusaurus preloads the route of the raw address but renders the one it
// normalises, so a raw `.html` address would hydrate before the page's code
// has loaded, showing the bare site title meanwhile.
//
// It only ever writes a same-origin path under the Korean base URL (or the
// current page's own path, respelled) into history: nothing from the URL
// reaches the page as HTML.
export function notFoundLocaleScript(koreanBaseUrl: string): HtmlTagObject {
  const script = `(function () {
  var base = ${JSON.stringify(koreanBaseUrl)};
  var lowerBase = base.toLowerCase();
  var param = 'from';
  var lang = document.documentElement.lang;
  var path = location.pathname;
  var isKoreanPath = (path + '/').toLowerCase().indexOf(lowerBase) === 0;
  var koreanNotFound = base + '404.html';
  function respell(pathname) {
    return /\\/404\\.html$/.test(pathname) ? pathname : pathname.replace(/(?:\\/index)?\\.html$/, '/');
  }
  if (lang !== 'ko' && isKoreanPath && path !== koreanNotFound) {
    var from = path + location.search + location.hash;
    location.replace(koreanNotFound + '?' + param + '=' + encodeURIComponent(from));
    return;
  }
  if (lang === 'ko' && path === koreanNotFound) {
    var target = new URLSearchParams(location.search).get(param);
    if (!target) {
      return;
    }
    var url = new URL(target, location.href);
    if (url.origin === location.origin && url.pathname.toLowerCase().indexOf(lowerBase) === 0) {
      history.replaceState(history.state, '', respell(url.pathname) + url.search + url.hash);
    }
    return;
  }
  if (respell(path) !== path) {
    history.replaceState(history.state, '', respell(path) + location.search + location.hash);
  }
})();`;
  return {tagName: 'script', attributes: {}, innerHTML: script};
}
