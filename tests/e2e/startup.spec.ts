// main.js starts the app in one task and requests the page's route chunks in
// the next (plugins/preloadInOwnTask): inserting their <script> elements no
// longer lengthens the long task of main.js's evaluation.
import {expect, test} from '@playwright/test';
import {sitePath} from '../helpers/routes.ts';
import {openPage} from '../helpers/ui.ts';

for (const route of ['docs/intro/', 'blog/']) {
  // The check of preloadInOwnTask's private dependency (core's client preload).
  test(
    `${route}: the route's chunks are requested after main.js has run`,
    {tag: '@layer'},
    async ({page}) => {
      await page.addInitScript(() => {
        const order: string[] = [];
        Object.assign(window, {startupOrder: order});
        // A <script> inserted while main.js runs is reported at the end of that
        // script's evaluation, before its load event.
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLScriptElement && node.src) {
              order.push(`inserted ${new URL(node.src).pathname.split('/').pop() ?? ''}`);
            }
          }
        }).observe(document, {childList: true, subtree: true});
        document.addEventListener(
          'load',
          (event) => {
            if (
              event.target instanceof HTMLScriptElement &&
              /\/main\.\w+\.js$/.test(event.target.src)
            ) {
              order.push('main.js ran');
            }
          },
          true,
        );
      });
      await openPage(page, sitePath('en', route));
      const order = await page.evaluate(
        () => (window as unknown as {startupOrder: string[]}).startupOrder,
      );
      const chunks = order.filter(
        (event) => event.startsWith('inserted ') && !/ (main|runtime~main)\./.test(event),
      );
      expect(chunks.length, order.join(', ')).toBeGreaterThan(0);
      expect(order.indexOf('main.js ran'), order.join(', ')).toBeGreaterThan(-1);
      expect(order.indexOf('main.js ran'), order.join(', ')).toBeLessThan(
        order.indexOf(chunks[0] ?? ''),
      );
    },
  );
}
