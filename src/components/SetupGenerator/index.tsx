import {useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {guessLanguage} from '../FileSnippet/extract.ts';
import {packageManagers} from '../PackageManagerTabs/commands.ts';
import {exampleSources} from './exampleSources.ts';
import {filesForScript, generateScript} from './script.ts';
import {blockerLabel, kindLabel, pieceLabel, typescriptLabel} from './labels.ts';
import {
  blockerOf,
  kinds,
  parseOptions,
  pieces,
  publishedScriptName,
  serializeOptions,
  typescriptSetups,
  type Options,
  type Piece,
} from './options.ts';
import styles from './styles.module.css';

type GeneratorUrls = {generatorPageUrl: string; generatorScriptsUrl: string};

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
  // Loaded on the first press only: most readers copy the script instead.
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
  const {generatorPageUrl, generatorScriptsUrl} = useDocusaurusContext().siteConfig
    .customFields as GeneratorUrls;
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

  const {files, script, published} = useMemo(
    () => ({
      files: filesForScript(exampleSources, options),
      script: generateScript(exampleSources, options, generatorPageUrl),
      published: publishedScriptName(options),
    }),
    [options, generatorPageUrl],
  );

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

      <Heading as="h2" id="script">
        <Translate id="generator.heading.script">Run it in your project folder</Translate>
      </Heading>
      <p>
        <Translate id="generator.script.explain">
          In an empty folder, the script also writes the starter code so that its checks have
          something to check. In a folder with a package.json, it adds scripts, engines and dev
          dependencies to that file and the missing lines to .gitignore, and never touches your
          source files. It stops before changing anything when one of its files already exists.
        </Translate>
      </p>
      {published ? (
        <CodeBlock
          language="bash"
          title={translate({id: 'generator.oneLine', message: 'One line'})}>
          {`curl -fsSL ${generatorScriptsUrl}${published} | sh`}
        </CodeBlock>
      ) : (
        <p>
          <Translate id="generator.noOneLine">
            The one-line command covers every piece with TypeScript 6.0. For your choices, copy or
            download the script below.
          </Translate>
        </p>
      )}
      <CodeBlock language="bash" title="setup.sh">
        {script}
      </CodeBlock>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => saveFile('setup.sh', new Blob([script], {type: 'text/x-shellscript'}))}>
          <Translate id="generator.download.script">Download setup.sh</Translate>
        </button>
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
