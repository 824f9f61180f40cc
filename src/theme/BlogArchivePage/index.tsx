// Ejected from @docusaurus/theme-classic 3.10.2 (BlogArchivePage), unchanged
// but for the parts marked CUSTOM. Why: the stock page puts its hero <header>
// outside <main>, where it is a second "banner" landmark next to the
// announcement bar, and titles each year with an h3 straight under the h1;
// axe reports both. Dates come from src/utils/dates.ts (no
// Intl.DateTimeFormat start-up).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {formatDate} from '@site/src/utils/dates';

type YearProp = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearProp): ReactNode {
  // CUSTOM: the date written by src/utils/dates.ts.
  const {i18n} = useDocusaurusContext();
  return (
    <>
      {/* CUSTOM: h2, the level under the page's h1. */}
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          // CUSTOM: keyed by permalink; two posts can share a date.
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date, i18n.currentLocale, 'dayMonth')} -{' '}
              {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0] ?? '';
    // CUSTOM: posts keep the archive's order, newest first, within their year.
    postsByYear.set(year, [...(postsByYear.get(year) ?? []), post]);
  }
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* CUSTOM: the hero inside <main>, as a <div>: outside it, a <header> is a second banner landmark. */}
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
