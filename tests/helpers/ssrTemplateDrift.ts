// The one intended difference between the site's page template
// (config/ssrTemplate.ts) and @docusaurus/core's own
// (lib/ssg/ssgTemplate.html.js): how the app's scripts load.
import {diff} from 'node:util';
import {startAfterFirstPaint} from '../../src/inlineScripts/startAfterFirstPaint.ts';

/** Core's scripts: a deferred <script> per file. */
export const stockScripts = [
  '    <% it.scripts.forEach((script) => { %>',
  '      <script src="<%= it.baseUrl %><%= script %>" defer></script>',
  '    <% }); %>',
].join('\n');

/** The site's: a preload per file, then the inline script that starts them once the page has painted. */
export const appScripts = [
  '    <% it.scripts.forEach((script) => { %>',
  '      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>">',
  '    <% }); %>',
  `    <script>(${startAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`,
].join('\n');

/** The site's template with core's scripts in place of its own. */
export function withStockScripts(template: string): string {
  const found = template.split(appScripts).length - 1;
  if (found !== 1) {
    throw new Error(
      `config/ssrTemplate.ts has ${found} copies of the app's scripts as tests/helpers/ssrTemplateDrift.ts writes them, not one: if its scripts changed on purpose, change appScripts there to match.`,
    );
  }
  return template.replace(appScripts, stockScripts);
}

/**
 * The lines that differ between two templates (blank lines around them
 * aside), as a patch that turns `from` into `to`: "- " lines only `from` has,
 * "+ " lines only `to` has; undefined when they are the same.
 */
export function templatePatch(from: string, to: string): string | undefined {
  const entries = diff(from.trim().split('\n'), to.trim().split('\n'));
  if (entries.every(([operation]) => operation === 0)) {
    return undefined;
  }
  // diff() gives 1 for a line of its first argument only, -1 for one of its second only.
  const prefix = {[-1]: '+ ', 0: '  ', 1: '- '} as const;
  return entries.map(([operation, line]) => `${prefix[operation]}${line}`).join('\n');
}
