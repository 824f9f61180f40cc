import {createHash} from 'node:crypto';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Sources allowed besides the page's own inline scripts, by directive. */
const directives = {
  'default-src': ["'self'"],
  // Infima's icons are data: SVGs in its CSS.
  'img-src': ["'self'", 'data:'],
  // React writes style attributes (code block colours, the announcement bar,
  // the base URL banner); CSP can only allow attributes with 'unsafe-inline'.
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Inline <script> elements the browser runs: no src, and a JavaScript type if any. */
const inlineScript =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype=(?!["']?(?:text\/javascript|module)\b))[^>]*>([\s\S]*?)<\/script>/gi;

function policyFor(html: string): string {
  const hashes = [...html.matchAll(inlineScript)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  const scriptSrc = ["'self'", ...new Set(hashes)];
  return Object.entries({...directives, 'script-src': scriptSrc})
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Adds a Content-Security-Policy <meta> to every page of the build: the
 * site's own origin only, plus the SHA-256 hash of each inline script of
 * that page (Docusaurus inlines the colour mode and base URL banner scripts,
 * and src/inlineScripts/notFoundLocale.ts one of ours). GitHub Pages cannot send
 * headers, so the policy travels in the page, right after <meta charset>,
 * before anything it governs. `docusaurus start` serves no policy.
 */
export default function contentSecurityPolicy(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'content-security-policy',
    async postBuild({outDir, routesPaths}) {
      const files = routesPaths.map((route) => {
        const relative = route.slice(baseUrl.length);
        return path.join(outDir, relative.endsWith('.html') ? relative : `${relative}index.html`);
      });
      await Promise.all(
        files.map(async (file) => {
          const html = await readFile(file, 'utf8');
          const charset = /<meta charset=[^>]*>/i.exec(html);
          if (!charset) {
            throw new Error(
              `${file} has no <meta charset> to put the Content-Security-Policy after`,
            );
          }
          const meta = `<meta http-equiv=Content-Security-Policy content="${policyFor(html)}">`;
          const at = charset.index + charset[0].length;
          // Written aside and renamed into place: the other plugins' postBuild
          // hooks run at the same time and read these pages, which must never
          // be half written.
          await writeFile(`${file}.csp`, html.slice(0, at) + meta + html.slice(at));
          await rename(`${file}.csp`, file);
        }),
      );
    },
  };
}
