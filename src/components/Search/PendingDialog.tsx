// The search dialog's shell, shown while its code loads (the first open of a
// page): the box takes the reader's typing at once, and SearchDialog starts
// from what was typed here.
import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import SearchFrame from './SearchFrame';

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
    <SearchFrame
      label={label}
      dialogRef={dialog}
      onClose={onClose}
      input={{
        onChange: (event) => {
          typedRef.current = event.target.value;
        },
      }}
    />
  );
}
