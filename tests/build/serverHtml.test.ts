// What the server HTML holds before any script runs, in both locales: checks
// that once opened a browser (tests/e2e) though they need none. The colour
// toggle ships disabled until the client takes over; every docs page shows
// its title, content, sidebar and navbar links without JavaScript; tables of
// contents list the h2 and h3 headings and only those; category pages list
// their docs as cards; the blog archive, author and tag pages list their posts.
//
// A browser is still needed for what CSS or scripts decide: whether an
// element is visible on screen (here: not hidden by the markup itself), and
// what happens once the page hydrates.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {stockBundle} from '../../config/stockBundle.ts';
import type {HTMLElement} from 'node-html-parser';
import {parse} from 'yaml';
import {
  allPages,
  assertEveryPage,
  builtPage,
  sitemapPages,
  type BuiltPage,
} from '../helpers/builtPages.ts';
import {locales, sitePath, specRoutes, type Locale} from '../helpers/routes.ts';
import {uiTextPattern} from '../helpers/uiStrings.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import sidebars from '../../sidebars.ts';
import {blogFolders, blogPosts} from '../helpers/content.ts';

const everyPage = await allPages();
const posts = await blogPosts();
/** The docs of the category page checked below, as sidebars.ts lists them. */
const featureDocs = [sidebars.tutorialSidebar]
  .flat()
  .flatMap((item) =>
    typeof item === 'object' &&
    item.type === 'category' &&
    item.link?.type === 'generated-index' &&
    item.link.slug === '/category/features'
      ? [item.items].flat().filter((doc) => typeof doc === 'string')
      : [],
  );
const listed = await sitemapPages();

/** The authors of a locale's authors.yml that have a page: its route and the name it shows. */
async function authorPages(locale: Locale): Promise<{key: string; route: string; name: string}[]> {
  const file = path.join(projectDir, blogFolders[locale.key], 'authors.yml');
  type Author = {name: string; page?: boolean | {permalink: string}};
  const authors = parse(await readFile(file, 'utf8')) as Record<string, Author>;
  return Object.entries(authors).flatMap(([key, {name, page}]) =>
    page ? [{key, name, route: typeof page === 'object' ? page.permalink.slice(1) : key}] : [],
  );
}

/** Text as a reader reads it: no zero-width spaces (heading anchors), whitespace collapsed. */
const textOf = (element: HTMLElement) =>
  element.text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the markup itself hides an element: hidden, aria-hidden or an inline style on it or an ancestor. */
function hiddenByMarkup(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    const style = node.getAttribute('style') ?? '';
    if (
      node.hasAttribute('hidden') ||
      node.getAttribute('aria-hidden') === 'true' ||
      /display:\s*none|visibility:\s*hidden/.test(style)
    ) {
      return true;
    }
  }
  return false;
}

/** Problems unless the page has exactly one `tag` element, with text, not hidden by its markup. */
function oneShownWithText(document: HTMLElement, tag: string): string[] {
  const elements = document.querySelectorAll(tag);
  const [element] = elements;
  if (elements.length !== 1 || !element) {
    return [`${elements.length} ${tag} elements, not one`];
  }
  if (!textOf(element)) {
    return [`an empty ${tag}`];
  }
  return hiddenByMarkup(element) ? [`the ${tag} "${textOf(element)}" is hidden by its markup`] : [];
}

for (const locale of locales) {
  const colourToggle = uiTextPattern(locale.key, 'theme.colorToggle.ariaLabel');
  const authors = await authorPages(locale);
  const own = (pages: BuiltPage[]) => pages.filter((page) => page.locale === locale);
  const docsPages = own(listed).filter((page) => page.path.includes('/docs/'));

  describe(`${locale.key} server HTML`, () => {
    test(
      "every page preloads the app's scripts and starts them from the inline script, none deferred",
      {skip: stockBundle && 'the performance layer is off (SETUP_STOCK_BUNDLE=1)'},
      () =>
        assertEveryPage(own(everyPage), (page) => {
          const preloaded = page.document
            .querySelectorAll('link[rel="preload"][as="script"]')
            .map((link) => link.getAttribute('href'));
          const starter = page.document
            .querySelectorAll('script:not([src])')
            .find((script) => script.text.includes('"paint"'));
          const problems = page.document.querySelectorAll('script[src]').map((script) => {
            return `<script src=${script.getAttribute('src')}> runs before the first paint`;
          });
          if (!preloaded.some((href) => href?.includes('/main.'))) {
            problems.push('main.js is not preloaded');
          }
          if (!preloaded.every((href) => href && starter?.text.includes(JSON.stringify(href)))) {
            problems.push('the inline starter does not start every preloaded script');
          }
          return problems;
        }),
    );
    test('every page ships the colour-mode toggle disabled, for the client to enable', () =>
      assertEveryPage(own(everyPage), (page) => {
        const toggles = page.document
          .querySelectorAll('button')
          .filter((button) => colourToggle.test(button.getAttribute('aria-label') ?? ''));
        if (toggles.length !== 1) {
          return [`${toggles.length} colour-mode toggles`];
        }
        const [toggle] = toggles;
        if (!toggle?.classList.value.some((name) => name.startsWith('toggleButton'))) {
          return ["the colour-mode toggle is not the theme's toggleButton"];
        }
        return toggle.hasAttribute('disabled') ? [] : ['the colour-mode toggle is enabled'];
      }));

    test('every docs page shows its title, content, sidebar and navbar links without JavaScript', async () => {
      const specDocs = specRoutes.filter((route) => route.startsWith('docs/'));
      assert.deepEqual(
        specDocs.filter(
          (route) => !docsPages.some((page) => page.path === sitePath(locale.key, route)),
        ),
        [],
        'docs routes of the spec among the pages checked',
      );
      await assertEveryPage(docsPages, ({document}) => {
        const problems = ['h1', 'main'].flatMap((tag) => oneShownWithText(document, tag));
        const sidebarLinks = document.querySelectorAll('nav.menu a[href]').length;
        if (sidebarLinks < 3) {
          problems.push(`${sidebarLinks} links in the docs sidebar (nav.menu), not 3 or more`);
        }
        const navbarLink = document.querySelector('nav.navbar a[href]');
        if (!navbarLink) {
          problems.push('no link in the navbar (nav.navbar)');
        } else if (hiddenByMarkup(navbarLink)) {
          problems.push('the first navbar link is hidden by its markup');
        }
        return problems;
      });
    });

    test('tables of contents list the h2 and h3 headings of their page, and only those', async () => {
      const withToc = own(listed).filter((page) =>
        page.document.querySelector('.table-of-contents'),
      );
      assert.ok(
        withToc.some((page) => page.document.querySelector('article h4[id]')),
        'a page with a table of contents has h4 headings, for it to leave out',
      );
      await assertEveryPage(withToc, ({document}) => {
        const toc = document
          .querySelectorAll('.table-of-contents a')
          .map((link) => link.getAttribute('href')?.slice(1) ?? '');
        const headings = document
          .querySelectorAll('article h2, article h3')
          .map((heading) => heading.id);
        const left = headings.filter((id) => !toc.includes(id));
        const extra = toc.filter((id) => !headings.includes(id));
        if (left.length > 0 || extra.length > 0) {
          return [
            `h2 and h3 missing from the table of contents: [${left.join(', ')}]; entries that are no h2 or h3: [${extra.join(', ')}]`,
          ];
        }
        return toc.join() === headings.join()
          ? []
          : [`the table of contents is out of order: ${toc.join(', ')}`];
      });
    });

    test('the features category page has a card for each doc of the category, titled as the doc', async () => {
      const {document} = await builtPage(locale, 'docs/category/features/');
      const cards = document.querySelectorAll('article a.card').map((card) => ({
        href: card.getAttribute('href'),
        text: textOf(card),
      }));
      assert.deepEqual(
        cards.map(({href}) => href),
        featureDocs.map((id) => sitePath(locale.key, `docs/${id}/`)),
        'the docs of the category in sidebars.ts, in order',
      );
      for (const {href, text} of cards) {
        const h1 = listed.find((page) => page.path === href)?.document.querySelector('h1');
        assert.ok(h1 && text.includes(textOf(h1)), `the card of ${href} shows its title`);
      }
    });

    test('the blog archive groups the posts by year, newest first', async () => {
      const {document} = await builtPage(locale, 'blog/archive/');
      const years = [...new Set(posts.map(({year}) => year))].sort().reverse();
      assert.deepEqual(document.querySelectorAll('main h2').map(textOf), years);
    });

    for (const {key, route, name} of authors) {
      test(`the page of ${route} names them and lists their posts`, async () => {
        const {document} = await builtPage(locale, `blog/authors/${route}/`);
        const main = document.querySelector('main');
        assert.ok(main && textOf(main).includes(name), `the page names ${name}`);
        assert.equal(
          main.querySelectorAll('article').length,
          posts.filter((post) => post.authors.includes(key)).length,
          'posts listed',
        );
      });
    }

    test('the hola tag page lists the posts tagged hola', async () => {
      const {document} = await builtPage(locale, 'blog/tags/hola/');
      const articles = document.querySelectorAll('main article');
      assert.equal(articles.length, posts.filter(({tags}) => tags.includes('hola')).length);
    });
  });
}
