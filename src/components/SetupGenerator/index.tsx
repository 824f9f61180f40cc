import {useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {guessLanguage} from '@site/cli/src/regions.ts';
import {packageManagers} from '@site/cli/src/packageManagers.ts';
import {exampleSources} from '@site/cli/src/generated.ts';
import {generateFiles} from '@site/cli/src/files.ts';
import {flagsFor} from '@site/cli/src/flags.ts';
import {
  blockerOf,
  kinds,
  parseOptions,
  pieces,
  serializeOptions,
  typescriptSetups,
  type Options,
  type Piece,
} from '@site/cli/src/choices.ts';
import {useSetupCommandLine} from '../SetupCommandLine';
import {blockerLabel, kindLabel, pieceLabel, typescriptLabel} from './labels.ts';
import styles from './styles.module.css';

/** The address changes only through this page's own replaceState calls. */
function ignoreChanges(): () => void {
  return () => undefined;
}

function saveFile(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

async function saveZip(files: readonly {path: string; text: string}[]): Promise<void> {
  // Loaded on the first press only: most readers run the command instead.
  const {zipSync, strToU8} = await import('fflate');
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.text)])));
  saveFile('setup.zip', new Blob([zip], {type: 'application/zip'}));
}

function RadioGroup<T extends string>(props: {
  legend: ReactNode;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {props.label(value)}
        </label>
      ))}
    </fieldset>
  );
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
  const [chosen, setChosen] = useState<Options>();
  const options = useMemo(() => chosen ?? parseOptions(linked), [chosen, linked]);

  const update = (next: Options) => {
    setChosen(next);
    const {pathname, hash} = window.location;
    window.history.replaceState(null, '', `${pathname}${serializeOptions(next)}${hash}`);
  };

  const files = useMemo(() => generateFiles(exampleSources, options), [options]);
  const command = useSetupCommandLine(flagsFor(options, currentLocale === 'ko' ? 'ko' : 'en'));

  const togglePiece = (piece: Piece) => {
    const next = new Set(options.pieces);
    if (next.has(piece)) {
      next.delete(piece);
    } else {
      next.add(piece);
    }
    update({...options, pieces: next});
  };

  return (
    <div className={styles.generator}>
      <form className={styles.options} onSubmit={(event) => event.preventDefault()}>
        <RadioGroup
          legend={<Translate id="generator.legend.packageManager">Package manager</Translate>}
          name={`${id}-pm`}
          values={packageManagers.map(({value}) => value)}
          value={options.packageManager}
          label={(value) => packageManagers.find((item) => item.value === value)?.label ?? value}
          onChange={(packageManager) => update({...options, packageManager})}
        />
        <RadioGroup
          legend={<Translate id="generator.legend.kind">Project</Translate>}
          name={`${id}-kind`}
          values={kinds}
          value={options.kind}
          label={kindLabel}
          onChange={(kind) => update({...options, kind})}
        />
        <RadioGroup
          legend={<Translate id="generator.legend.typescript">TypeScript</Translate>}
          name={`${id}-ts`}
          values={typescriptSetups}
          value={options.typescript}
          label={typescriptLabel}
          onChange={(typescript) => update({...options, typescript})}
        />
        <fieldset className={`${styles.group} ${styles.pieces}`}>
          <legend>
            <Translate id="generator.legend.pieces">Pieces</Translate>
          </legend>
          {pieces.map((piece) => {
            const blocker = blockerOf(piece, options);
            const hint = `${id}-${piece}-hint`;
            return (
              <div key={piece} className={styles.piece}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    name={piece}
                    checked={options.pieces.has(piece) && !blocker}
                    disabled={Boolean(blocker)}
                    aria-describedby={blocker ? hint : undefined}
                    onChange={() => togglePiece(piece)}
                  />
                  {pieceLabel(piece)}
                </label>
                {blocker && (
                  <span id={hint} className={styles.hint}>
                    {blockerLabel(blocker)}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      </form>

      <Heading as="h2" id="command">
        <Translate id="generator.heading.command">Run it in your project folder</Translate>
      </Heading>
      <p>
        <Translate id="generator.command.explain">
          In an empty folder, the command starts a new project with the starter code, installs the
          tools and makes the first commit. In an existing project, it keeps every file and script
          you have, adds only what is missing, and commits nothing. It prints its plan first; add
          --dry-run to see every change as a diff without making it.
        </Translate>
      </p>
      <CodeBlock language="bash" title={translate({id: 'generator.oneLine', message: 'One line'})}>
        {command}
      </CodeBlock>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void saveZip(files)}>
          <Translate id="generator.download.zip">Download the files (.zip)</Translate>
        </button>
      </div>

      <Heading as="h2" id="files">
        <Translate id="generator.heading.files">The files</Translate>
      </Heading>
      <ul className={styles.tree} aria-label={translate({id: 'generator.tree', message: 'Files'})}>
        {files.map((file) => (
          <li key={file.path}>
            <code>{file.path}</code>
            {file.source && (
              <span className={styles.hint}>
                {' '}
                <Translate id="generator.tree.source">(only in an empty folder)</Translate>
              </span>
            )}
          </li>
        ))}
      </ul>
      {files.map((file) => (
        <CodeBlock key={file.path} title={file.path} language={guessLanguage(file.path)}>
          {file.text}
        </CodeBlock>
      ))}
    </div>
  );
}
