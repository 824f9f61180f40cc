// The dialog and its search box, shared by the shell shown while the search
// code loads (PendingDialog) and the search itself (SearchDialog), so that the
// reader sees nothing change when one replaces the other.
import type {ComponentProps, MouseEventHandler, ReactNode, Ref} from 'react';
import {closeOnEscape, queryMaxLength} from './queries';
import styles from './styles.module.css';

export default function SearchFrame({
  label,
  dialogRef,
  onClose,
  onClick,
  input,
  children,
}: {
  label: string;
  dialogRef: Ref<HTMLDialogElement>;
  onClose: () => void;
  onClick?: MouseEventHandler<HTMLDialogElement>;
  /** Attributes of the search box beyond the common ones. */
  input: ComponentProps<'input'>;
  children?: ReactNode;
}): ReactNode {
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={closeOnEscape}
      onClick={onClick}>
      <div className={styles.panel}>
        <input
          type="search"
          className={styles.input}
          aria-label={label}
          placeholder={label}
          maxLength={queryMaxLength}
          autoComplete="off"
          spellCheck={false}
          {...input}
        />
        {children}
      </div>
    </dialog>
  );
}
