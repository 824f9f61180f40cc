// Ejected from @docusaurus/theme-classic 3.10.2 (BlogArchivePage).
// Why: the stock page puts its hero <header> outside <main>, where it is a
// second "banner" landmark next to the announcement bar, and titles each year
// with an h3 straight under the h1; axe reports both.
// CUSTOM: the hero sits inside <main>; years are h2; dates come from
// src/utils/dates.ts (no Intl.DateTimeFormat start-up).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {formatDate} from '@site/src/utils/dates';

type YearPosts = {year: string; posts: ArchiveBlogPost[]};

function postsByYear(posts: readonly ArchiveBlogPost[]): YearPosts[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0] ?? '';
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return Array.from(years, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

function Year({year, posts}: YearPosts): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date, i18n.currentLocale, 'dayMonth')} -{' '}
              {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
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
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          <section className="container margin-vert--lg">
            <div className="row">
              {years.map((year) => (
                <Year key={year.year} {...year} />
              ))}
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
