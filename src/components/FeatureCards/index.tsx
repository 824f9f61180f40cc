import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {getFeatures} from '@site/src/data/features';
import styles from './styles.module.css';

export default function FeatureCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          {translate({
            id: 'homepage.features.heading',
            message: 'What you can set up',
            description: 'Heading above the feature cards',
          })}
        </Heading>
        <ul className={styles.grid}>
          {getFeatures().map((feature) => (
            <li key={feature.to}>
              <Link to={feature.to} className={styles.card}>
                <span className={styles.title}>{feature.title}</span>
                <span className={styles.summary}>{feature.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
