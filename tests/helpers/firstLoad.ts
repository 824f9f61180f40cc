import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';

export type FirstLoad = {jsBytes: number; cssBytes: number; jsFiles: number};

/**
 * The gzip size of the JavaScript and CSS a page loads on a first visit with
 * an empty cache, counted from the files themselves (level 9, as a static
 * host would serve them). Prefetches of linked pages are not counted: the
 * browser fetches them at idle priority, after the page is usable.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<{type: string; bytes: number}>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      sizes.push(
        response.body().then(
          (body) => ({type, bytes: gzipSync(body, {level: 9}).length}),
          // A page that redirects itself (the Korean not-found page) drops
          // the bodies of the first document's requests: nothing ran from them.
          () => ({type, bytes: 0}),
        ),
      );
    }
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(sizes);
  await context.close();
  const total = (type: string) =>
    files.filter((file) => file.type === type).reduce((sum, file) => sum + file.bytes, 0);
  return {
    jsBytes: total('script'),
    cssBytes: total('stylesheet'),
    jsFiles: files.filter((file) => file.type === 'script').length,
  };
}

/** One page of each kind, relative to a locale's base URL. */
export const pageTypes = {
  home: '',
  doc: 'docs/intro/',
  'long doc': 'docs/tutorial-basics/setting-typescript/',
  generator: 'docs/init/generator/',
  category: 'docs/category/features/',
  'blog list': 'blog/',
  'blog post': 'blog/long-blog-post/',
  tag: 'blog/tags/hello/',
  'not found': 'no-such-page/',
} as const;

export type PageType = keyof typeof pageTypes;
