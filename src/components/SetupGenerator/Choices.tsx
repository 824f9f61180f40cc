// The choices, compact enough that the command line under them stays on the
// first screen. A blocked piece shows its reason right under its own box.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {
  blockerOf,
  kinds,
  pieces,
  typescriptSetups,
  type Options,
  type Piece,
} from '@site/cli/src/choices';
import {packageManagers} from '@site/cli/src/packageManagers';
import {blockerLabel, kindLabel, pieceLabel, typescriptLabel} from './labels';
import styles from './styles.module.css';

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

export default function Choices({
  id,
  options,
  onChange,
}: {
  id: string;
  options: Options;
  onChange: (options: Options) => void;
}): ReactNode {
  const togglePiece = (piece: Piece) => {
    const next = new Set(options.pieces);
    if (!next.delete(piece)) {
      next.add(piece);
    }
    onChange({...options, pieces: next});
  };
  return (
    <form
      className={styles.options}
      onSubmit={(event) => event.preventDefault()}
      data-markdown-skip>
      <RadioGroup
        legend={<Translate id="generator.legend.packageManager">Package manager</Translate>}
        name={`${id}-pm`}
        values={packageManagers.map(({value}) => value)}
        value={options.packageManager}
        label={(value) => packageManagers.find((item) => item.value === value)?.label ?? value}
        onChange={(packageManager) => onChange({...options, packageManager})}
      />
      <RadioGroup
        legend={<Translate id="generator.legend.kind">Project</Translate>}
        name={`${id}-kind`}
        values={kinds}
        value={options.kind}
        label={kindLabel}
        onChange={(kind) => onChange({...options, kind})}
      />
      <RadioGroup
        legend={<Translate id="generator.legend.typescript">TypeScript</Translate>}
        name={`${id}-ts`}
        values={typescriptSetups}
        value={options.typescript}
        label={typescriptLabel}
        onChange={(typescript) => onChange({...options, typescript})}
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
  );
}
