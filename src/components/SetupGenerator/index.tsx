// The generator page: the choices, the one command line for them right
// below, and the files they produce in an explorer. The address holds the
// choices and the shown file, so a link opens the same view.
import {useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {generateFiles} from '@site/cli/src/files';
import {flagsFor} from '@site/cli/src/flags';
import {exampleSources} from '@site/cli/src/generated';
import type {Options} from '@site/cli/src/choices';
import {useSetupCommandLine} from '../SetupCommandLine';
import {defaultFile, readAddress, writeAddress} from './address';
import Choices from './Choices';
import CommandLine from './CommandLine';
import FileExplorer from './FileExplorer';
import styles from './styles.module.css';

/** A flag of the command: the same word in every language. */
const dryRunFlag = '--dry-run';

/** The address changes only through this page's own replaceState calls. */
function ignoreChanges(): () => void {
  return () => undefined;
}

export default function SetupGenerator(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const id = useId();
  // The server renders the defaults; the browser then reads the reader's link.
  const linked = useSyncExternalStore(
    ignoreChanges,
    () => window.location.search,
    () => '',
  );
  const fromAddress = useMemo(() => readAddress(linked), [linked]);
  const [chosen, setChosen] = useState<{options: Options; file: string | undefined}>();
  const {options, file: wanted} = chosen ?? fromAddress;

  const language = currentLocale === 'ko' ? 'ko' : 'en';
  // The commit template in the page's language, as the command writes it for --lang.
  const files = useMemo(
    () => generateFiles(exampleSources, options, language),
    [options, language],
  );
  const paths = useMemo(() => files.map((candidate) => candidate.path), [files]);
  const file = wanted && paths.includes(wanted) ? wanted : defaultFile(paths);
  const command = useSetupCommandLine(flagsFor(options, language));

  // The address follows the reader's choices (not the first render's link,
  // which it already is), from the files this render computed.
  useEffect(() => {
    if (chosen) {
      const {pathname, hash} = window.location;
      const query = writeAddress(options, file, paths);
      window.history.replaceState(null, '', `${pathname}${query}${hash}`);
    }
  }, [chosen, options, file, paths]);

  return (
    <div className={styles.generator}>
      <Choices id={id} options={options} onChange={(next) => setChosen({options: next, file})} />
      <CommandLine command={command} files={files} />
      <p className={styles.explain}>
        <Translate
          id="generator.command.explain"
          values={{
            reference: (
              <Link to="/docs/init/command/">
                <Translate id="generator.command.reference">the setup command</Translate>
              </Link>
            ),
            dryRun: (
              <Link to="/docs/init/command/#options">
                <code>{dryRunFlag}</code>
              </Link>
            ),
            monorepo: (
              <Link to="/docs/init/command/#monorepo">
                <Translate id="generator.command.monorepo">in a monorepo package</Translate>
              </Link>
            ),
          }}>
          {
            "Run it in your project folder. In an empty folder, {reference} starts a new project and makes its first commit. In an existing project, it keeps every file and script you have, works with the project's own linter, formatter, hook manager and Node range, adds only what is missing, proves the project's checks pass before and after (or puts every byte back) and commits nothing; {monorepo}, it sets up that package, its hooks running from the repository's top. Add {dryRun} to see every change first."
          }
        </Translate>
      </p>
      <Heading as="h2" id="files">
        {translate({id: 'generator.heading.files', message: 'The files'})}
      </Heading>
      <FileExplorer
        files={files}
        selected={file}
        onSelect={(path) => setChosen({options, file: path})}
      />
    </div>
  );
}
