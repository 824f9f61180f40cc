// CUSTOM (Docusaurus 3.10.2): replaces theme-classic's read-more link, whose
// visible text is "Read more" under every excerpt: a list of links (a screen
// reader's, or a search engine's, which Lighthouse's link-text audit scores)
// then holds identical, meaningless entries. The visible text names the post,
// reusing the theme's own "Read more about {title}" message, so no aria-label
// is needed.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        {translate(
          {
            id: 'theme.blog.post.readMoreLabel',
            message: 'Read more about {title}',
            description: 'The ARIA label for the link to full blog posts from excerpts',
          },
          {title: blogPostTitle},
        )}
      </b>
    </Link>
  );
}
