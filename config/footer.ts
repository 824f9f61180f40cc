import type {ThemeConfig} from '@docusaurus/preset-classic';
import {repositoryUrl} from './project';

const firstYear = 2025;
const currentYear = new Date().getFullYear();
const years = currentYear > firstYear ? `${firstYear}–${currentYear}` : `${firstYear}`;

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Setup logo',
    src: 'img/logo.svg',
    width: 48,
    height: 48,
  },
  links: [
    {
      title: 'Docs',
      items: [{label: 'Tutorial', to: '/docs/intro'}],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub Discussions', href: `${repositoryUrl}/discussions`},
        {label: 'Issue tracker', href: `${repositoryUrl}/issues`},
        {
          label: 'Stack Overflow',
          href: 'https://stackoverflow.com/questions/tagged/eslint',
        },
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: repositoryUrl},
      ],
    },
  ],
  copyright: `Copyright © ${years} Setup contributors. Built with Docusaurus.`,
} satisfies ThemeConfig['footer'];
