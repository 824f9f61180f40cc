// The search dialog's shell, shown while its code loads (the first open of a
// page): the box takes the reader's typing at once, and SearchDialog starts
// from what was typed here.
import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {closeOnEscape, queryMaxLength} from '../../components/Search/queries.ts';
import styles from './styles.module.css';

export default function PendingDialog({
  label,
  typedRef,
  onClose,
}: {
  label: string;
  typedRef: RefObject<string>;
  onClose: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={closeOnEscape}>
      <div className={styles.panel}>
        <input
          type="search"
          className={styles.input}
          aria-label={label}
          placeholder={label}
          maxLength={queryMaxLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            typedRef.current = event.target.value;
          }}
        />
      </div>
    </dialog>
  );
}
