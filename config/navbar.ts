import type {ThemeConfig} from '@docusaurus/preset-classic';
import {repositoryUrl} from './project.ts';

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
    // src/theme/NavbarItem/ComponentTypes.tsx: the month the tool versions were checked.
    {type: 'custom-stackBadge', position: 'left'},
    {
      type: 'docSidebar',
      sidebarId: 'tutorialSidebar',
      position: 'left',
      label: 'Tutorial',
    },
    {
      type: 'dropdown',
      label: 'More',
      position: 'left',
      items: [
        {to: '/blog', label: 'Blog'},
        {to: '/markdown-page', label: 'About Setup'},
      ],
    },
    {type: 'search', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: repositoryUrl,
      label: 'GitHub',
      position: 'right',
    },
  ],
} satisfies ThemeConfig['navbar'];
