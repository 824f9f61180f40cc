// Wraps the blog's tags page, whose stock version has no meta description
// (search results and link previews then show none).
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'blog.tagsList.description',
    message: 'Every topic of the Setup blog, with the number of posts on each.',
    description: 'Meta description of the blog tags page',
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogTagsListPage {...props} />
    </>
  );
}
