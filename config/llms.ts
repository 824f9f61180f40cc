// The words of llms.txt (plugins/markdownTwins/) in each locale: the summary
// under the site name and the section headings.
import {tagline} from './project.ts';

export type LlmsText = {summary: string; gettingStarted: string; guides: string; blog: string};

export const llmsText: Record<string, LlmsText> = {
  en: {summary: tagline, gettingStarted: 'Getting started', guides: 'Guides', blog: 'Blog'},
  ko: {
    summary: '프로젝트에 꼭 필요한 설정 파일을 빠르게 만들고 구성하는 도구',
    gettingStarted: '시작하기',
    guides: '가이드',
    blog: '블로그',
  },
};

/** The sidebar category whose docs llms.txt lists as guides, by its index page's slug. */
export const guidesCategorySlug = '/category/features';
