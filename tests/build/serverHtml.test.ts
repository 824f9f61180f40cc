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
import {describe, test} from 'node:test';
import type {HTMLElement} from 'node-html-parser';
import {allPages, builtPage, sitemapPages, type BuiltPage} from '../helpers/builtPages.ts';
import {locales, sitePath, specRoutes, type Locale} from '../helpers/routes.ts';
import {pageKinds} from '../../scripts/lib/site.ts';
import sidebars from '../../sidebars.ts';
import {blogPosts} from '../helpers/content.ts';

/** What each locale's pages say where the checks below expect words. */
const expected: Record<
  Locale['key'],
  {
    colourToggle: RegExp;
    features: {title: string; firstCard: string};
    /** Author page route → the author's key in blog/authors.yml and the name the page shows. */
    authors: Record<string, {key: string; name: string}>;
  }
> = {
  en: {
    colourToggle: /^Switch between dark and light mode\b/,
    features: {title: 'Features', firstCard: 'Package manager'},
    authors: {
      'all-jiwoo-articles': {key: 'jiwoo', name: 'Jiwoo Han'},
      sam: {key: 'sam', name: 'Sam Rivera'},
    },
  },
  ko: {
    colourToggle: /^어두운 모드와 밝은 모드 전환하기/,
    features: {title: '기능', firstCard: '패키지 매니저'},
    authors: {
      'all-jiwoo-articles': {key: 'jiwoo', name: '한지우'},
      sam: {key: 'sam', name: '샘 리베라'},
    },
  },
};

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
      ? item.items
      : [],
  );
const listed = await sitemapPages();

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

/** Fails with every page for which check returns problems. */
function assertEveryPage(pages: BuiltPage[], check: (page: BuiltPage) => string[]): void {
  assert.ok(pages.length > 0, 'pages to check');
  const problems = pages.flatMap((page) =>
    check(page).map((problem) => `${page.path}: ${problem}`),
  );
  assert.deepEqual(problems, []);
}

for (const locale of locales) {
  const words = expected[locale.key];
  const own = (pages: BuiltPage[]) => pages.filter((page) => page.locale === locale);
  const docsPages = own(listed).filter((page) => page.path.includes('/docs/'));

  describe(`${locale.key} server HTML`, () => {
    test("every page preloads the app's scripts and starts them from the inline script, none deferred", () =>
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
      }));
    test('every page ships the colour-mode toggle disabled, for the client to enable', () =>
      assertEveryPage(own(everyPage), (page) => {
        const toggles = page.document
          .querySelectorAll('button')
          .filter((button) => words.colourToggle.test(button.getAttribute('aria-label') ?? ''));
        if (toggles.length !== 1) {
          return [`${toggles.length} colour-mode toggles`];
        }
        const [toggle] = toggles;
        if (!toggle?.classList.value.some((name) => name.startsWith('toggleButton'))) {
          return ["the colour-mode toggle is not the theme's toggleButton"];
        }
        return toggle.hasAttribute('disabled') ? [] : ['the colour-mode toggle is enabled'];
      }));

    test('every docs page shows its title, content, sidebar and navbar links without JavaScript', () => {
      const specDocs = specRoutes.filter((route) => route.startsWith('docs/'));
      assert.deepEqual(
        specDocs.filter(
          (route) => !docsPages.some((page) => page.path === sitePath(locale.key, route)),
        ),
        [],
        'docs routes of the spec among the pages checked',
      );
      assertEveryPage(docsPages, ({document}) => {
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

    test('tables of contents list the h2 and h3 headings of their page, and only those', () => {
      const withToc = own(listed).filter((page) =>
        page.document.querySelector('.table-of-contents'),
      );
      assert.ok(
        withToc.some((page) => page.path === sitePath(locale.key, pageKinds['long doc'])),
        'the long doc has a table of contents',
      );
      assertEveryPage(withToc, ({document}) => {
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

    test('the Husky page has h2, h3 and h4 headings, and its table of contents leaves out the h4', async () => {
      const {document} = await builtPage(locale, 'docs/tutorial-basics/setting-husky/');
      const toc = document
        .querySelectorAll('.table-of-contents a')
        .map((link) => link.getAttribute('href'));
      assert.ok(toc.length > 5, `${toc.length} entries`);
      const h4 = document.querySelectorAll('article h4').map((heading) => heading.id);
      assert.ok(h4.includes('init-nvm'), `h4 headings: ${h4.join(' ')}`);
      assert.ok(!toc.includes('#init-nvm'), 'the h4 is not in the table of contents');
    });

    test('the features category page lists its docs as cards', async () => {
      const {document} = await builtPage(locale, 'docs/category/features/');
      const h1 = document.querySelector('h1');
      assert.equal(h1 && textOf(h1), words.features.title);
      const cards = document.querySelectorAll('article a.card');
      assert.equal(
        cards.length,
        featureDocs.length,
        'one card per doc of the category in sidebars.ts',
      );
      assert.ok(cards[0] && textOf(cards[0]).includes(words.features.firstCard), 'the first card');
    });

    test('the blog archive groups the posts by year, newest first', async () => {
      const {document} = await builtPage(locale, 'blog/archive/');
      const years = [...new Set(posts.map(({year}) => year))].sort().reverse();
      assert.deepEqual(document.querySelectorAll('main h2').map(textOf), years);
    });

    for (const [route, {key, name}] of Object.entries(words.authors)) {
      test(`the page of ${route} names them and lists their posts`, async () => {
        const {document} = await builtPage(locale, `blog/authors/${route}/`);
        const main = document.querySelector('main');
        assert.ok(main && textOf(main).includes(name), `the page names ${name}`);
        assert.equal(
          main.querySelectorAll('article').length,
          posts.filter(({authors}) => authors.includes(key)).length,
          'posts listed',
        );
      });
    }

    test('the hola tag page lists the posts tagged hola', async () => {
      const {document} = await builtPage(locale, 'blog/tags/hola/');
      const articles = document.querySelectorAll('main article');
      assert.equal(articles.length, posts.filter(({tags}) => tags.includes('hola')).length);
      assert.match(textOf(articles[0] ?? document), /^Welcome/);
    });
  });
}
