// The one line for the reader's choices, with buttons that copy it, copy a
// link to these choices, and download the files as a zip. The buttons are
// always visible: a phone has no hover.
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {GeneratedFile} from '@site/cli/src/files';
import styles from './styles.module.css';

type Status = 'idle' | 'commandCopied' | 'linkCopied' | 'failed';

function saveFile(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

async function saveZip(files: readonly GeneratedFile[]): Promise<void> {
  // Loaded on the first press only: most readers run the command instead.
  const {zipSync, strToU8} = await import('fflate');
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.text)])));
  saveFile('setup.zip', new Blob([zip], {type: 'application/zip'}));
}

function statusText(status: Status): string {
  switch (status) {
    case 'commandCopied':
      return translate({id: 'generator.copied.command', message: 'Command copied.'});
    case 'linkCopied':
      return translate({id: 'generator.copied.link', message: 'Link to these choices copied.'});
    case 'failed':
      return translate({
        id: 'generator.copied.failed',
        message: 'Could not copy: select the text and copy it yourself.',
      });
    case 'idle':
      return '';
  }
}

export default function CommandLine({
  command,
  files,
}: {
  command: string;
  files: readonly GeneratedFile[];
}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const copy = (text: string, done: Status) => {
    setStatus('idle');
    navigator.clipboard.writeText(text).then(
      () => setStatus(done),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.command}>
      <pre
        className={styles.commandLine}
        aria-label={translate({
          id: 'generator.command.label',
          message: 'The command for these choices',
        })}>
        <code>{command}</code>
      </pre>
      <div className={styles.actions} data-markdown-skip>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => copy(command, 'commandCopied')}>
          <Translate id="generator.copy.command">Copy the command</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => copy(window.location.href, 'linkCopied')}>
          <Translate id="generator.copy.link">Copy a link to these choices</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => void saveZip(files)}>
          <Translate id="generator.download.zip">Download the files (.zip)</Translate>
        </button>
        <span role="status" className={styles.status}>
          {statusText(status)}
        </span>
      </div>
    </div>
  );
}
