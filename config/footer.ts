import type {ThemeConfig} from '@docusaurus/preset-classic';
import {repositoryUrl} from './project.ts';

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
        {label: 'Blog archive', to: '/blog/archive'},
        {label: 'GitHub', href: repositoryUrl},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Setup contributors. Built with Docusaurus.',
} satisfies ThemeConfig['footer'];
