import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import FeatureCards from '@site/src/components/FeatureCards';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'homepage.meta.description',
        message:
          'Guides and ready configuration for ESLint, Prettier, TypeScript, Husky, commitlint, env files and more in a JavaScript or TypeScript project.',
      })}>
      <main>
        <HomeHero />
        <FeatureCards />
      </main>
    </Layout>
  );
}
