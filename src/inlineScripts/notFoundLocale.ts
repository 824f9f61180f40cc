// Runs inline in the <head> of every page of both locales
// (config/notFoundLocale.ts), before the app starts.
//
// GitHub Pages answers every missing path with the site's one root 404.html,
// which is the English build. This sends a missing path under the Korean base
// URL to the Korean not-found page, which then puts the address the reader
// typed back in the address bar, so the Korean router can still resolve case
// or .html variants of real pages and otherwise shows the Korean not-found
// page. Should a deploy lack the Korean not-found page, the English one shown
// in its place stays put instead of sending the reader round in a loop.
//
// It also writes an address typed with `.html` or `/index.html` the way the
// site spells it (`/docs/intro.html` -> `/docs/intro/`). Docusaurus preloads
// the route of the raw address but renders the one it normalises, so a raw
// `.html` address would hydrate before the page's code has loaded, showing
// the bare site title meanwhile.
//
// It only ever writes a same-origin path under the Korean base URL (or the
// current page's own path, respelled) into history: nothing from the URL
// reaches the page as HTML.
//
// It must stand alone: the page inlines its source text.
export function toLocaleNotFound(koreanBaseUrl: string): void {
  const lowerBase = koreanBaseUrl.toLowerCase();
  const param = 'from';
  const lang = document.documentElement.lang;
  const path = location.pathname;
  const isKoreanPath = `${path}/`.toLowerCase().startsWith(lowerBase);
  const koreanNotFound = `${koreanBaseUrl}404.html`;
  const respell = (pathname: string) =>
    /\/404\.html$/.test(pathname) ? pathname : pathname.replace(/(?:\/index)?\.html$/, '/');
  if (lang !== 'ko' && isKoreanPath && path !== koreanNotFound) {
    const from = path + location.search + location.hash;
    location.replace(`${koreanNotFound}?${param}=${encodeURIComponent(from)}`);
    return;
  }
  if (lang === 'ko' && path === koreanNotFound) {
    const target = new URLSearchParams(location.search).get(param);
    if (!target) {
      return;
    }
    const url = new URL(target, location.href);
    if (url.origin === location.origin && url.pathname.toLowerCase().startsWith(lowerBase)) {
      history.replaceState(history.state, '', respell(url.pathname) + url.search + url.hash);
    }
    return;
  }
  if (respell(path) !== path) {
    history.replaceState(history.state, '', respell(path) + location.search + location.hash);
  }
}
