// Where the project lives on GitHub. Used for links only: the site never
// loads anything from these hosts.
export const organizationName = 'setup-dev';
export const projectName = 'setup';
export const repositoryUrl = `https://github.com/${organizationName}/${projectName}`;
/**
 * The site's tagline (the spec's words) in each locale. The home page hero,
 * llms.txt and the social card show it; docusaurus.config.ts gives each
 * locale's build its own (the theme does not translate siteConfig.tagline).
 */
export const taglines = {
  en: 'A tool for quick setup and configuration of essential project files',
  ko: '프로젝트에 꼭 필요한 설정 파일을 빠르게 만들고 구성하는 도구',
} as const;
