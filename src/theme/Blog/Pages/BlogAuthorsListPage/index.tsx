// Wraps the blog's authors page, whose stock version has no meta description
// (search results and link previews then show none).
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'blog.authorsList.description',
    message: 'The people who write the Setup blog, and how many posts each has written.',
    description: 'Meta description of the blog authors page',
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
