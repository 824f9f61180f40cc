import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

const quickStart = 'git init -b main && npm init -y && npm pkg set type=module';

export default function HomeHero(): ReactNode {
  const {tagline} = useDocusaurusContext().siteConfig;
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          Setup
        </Heading>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.command}>
          <CodeBlock language="bash">{quickStart}</CodeBlock>
        </div>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            <Translate
              id="homepage.hero.cta"
              description="Button from the home page to the introduction">
              Read the guide
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/init/generator">
            <Translate
              id="homepage.hero.generator"
              description="Button from the home page to the setup generator">
              Generate your setup
            </Translate>
          </Link>
        </div>
      </div>
    </div>
  );
}
