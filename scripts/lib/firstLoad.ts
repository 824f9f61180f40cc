import {gzipSync} from 'node:zlib';
import type {Browser, Page, Response} from '@playwright/test';
import {waitForHydration} from './chromium.ts';

export type FirstLoad = {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** Docusaurus's entry chunk, which every page loads. */
  mainJsBytes: number;
};

const mainChunk = /\/main\.[0-9a-f]+\.js$/;

/**
 * Counts the gzip size (level 9, as a static host would serve them) of the
 * JavaScript and CSS the page loads from now until `stop()`. Started before
 * the first navigation of a fresh context, it measures a first visit with an
 * empty cache.
 */
export function watchFirstLoad(page: Page): {stop: () => Promise<FirstLoad>} {
  const sizes: Promise<{type: string; url: string; bytes: number}>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      sizes.push(
        response.body().then(
          (body) => ({type, url: response.url(), bytes: gzipSync(body, {level: 9}).length}),
          // A page that redirects itself (the Korean not-found page) drops
          // the bodies of the first document's requests: nothing ran from them.
          () => ({type, url: response.url(), bytes: 0}),
        ),
      );
    }
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      const files = await Promise.all(sizes);
      const total = (type: string) =>
        files.filter((file) => file.type === type).reduce((sum, file) => sum + file.bytes, 0);
      return {
        jsBytes: total('script'),
        cssBytes: total('stylesheet'),
        jsFiles: files.filter((file) => file.type === 'script').length,
        mainJsBytes: files.find((file) => mainChunk.test(file.url))?.bytes ?? 0,
      };
    },
  };
}

/**
 * The first load of `url` in a fresh context. Prefetches of linked pages are
 * not counted: the browser fetches them at idle priority, after the page is
 * usable.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const firstLoad = watchFirstLoad(page);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const load = await firstLoad.stop();
  await context.close();
  return load;
}
