import type {ThemeConfig} from '@docusaurus/preset-classic';
import {repositoryUrl} from './project';

export const navbar = {
  title: 'Setup',
  hideOnScroll: false,
  logo: {
    alt: 'Setup logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'docSidebar',
      sidebarId: 'tutorialSidebar',
      position: 'left',
      label: 'Tutorial',
    },
    {to: '/blog', label: 'Blog', position: 'left'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: repositoryUrl,
      label: 'GitHub',
      position: 'right',
    },
  ],
} satisfies ThemeConfig['navbar'];
