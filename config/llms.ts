// The words of llms.txt (plugins/markdownTwins/) in each locale: the summary
// under the site name and the section headings.
import {taglines} from './project.ts';

export type LlmsText = {summary: string; gettingStarted: string; guides: string; blog: string};

export const llmsText: Record<string, LlmsText> = {
  en: {summary: taglines.en, gettingStarted: 'Getting started', guides: 'Guides', blog: 'Blog'},
  ko: {
    summary: taglines.ko,
    gettingStarted: '시작하기',
    guides: '가이드',
    blog: '블로그',
  },
};

/** The sidebar category whose docs llms.txt lists as guides, by its index page's slug. */
export const guidesCategorySlug = '/category/features';
