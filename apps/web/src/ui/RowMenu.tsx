import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

export interface RowMenuItem {
  key: string;
  label: string;
  /** Runs after the menu has closed. */
  onSelect: () => void;
  isDisabled?: boolean;
}

export interface RowMenuDeletion {
  /** The red last item; it opens the confirmation. */
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  isDeleting: boolean;
  /** Asked before the confirmation opens: false keeps it shut (the caller has said why). */
  mayConfirm?: () => boolean;
  /** Resolves true when deleted (the confirmation closes), false to keep it open for another try. */
  onConfirm: () => Promise<boolean>;
}

interface RowMenuProps {
  /** The button's accessible name, naming the row ("Actions for Maria Alvarez"). */
  label: string;
  /** Items in order; `false` for one the rules leave out. */
  items: (RowMenuItem | false)[];
  /** Delete after a confirmation, when the rules allow it. */
  deletion?: RowMenuDeletion | false;
}

/**
 * The ⋮ menu of a row or card in a list (users, templates, walks): the items the rules allow, and
 * Delete behind a confirmation. Nothing at all when the rules allow nothing.
 */
export function RowMenu({ label, items, deletion }: RowMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const shown = items.filter((item): item is RowMenuItem => item !== false);
  if (shown.length === 0 && !deletion) return null;

  const select = (run: () => void) => () => {
    setAnchor(null);
    run();
  };

  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {shown.map((item) => (
          <MenuItem key={item.key} disabled={item.isDisabled} onClick={select(item.onSelect)}>
            {item.label}
          </MenuItem>
        ))}
        {deletion ? (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={select(() => {
              if (deletion.mayConfirm?.() ?? true) setConfirmingDelete(true);
            })}
          >
            {deletion.label}
          </MenuItem>
        ) : null}
      </Menu>
      {deletion ? (
        <ConfirmDeleteDialog
          isOpen={isConfirmingDelete}
          title={deletion.title}
          body={deletion.body}
          confirmLabel={deletion.confirmLabel}
          isDeleting={deletion.isDeleting}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            if (await deletion.onConfirm()) setConfirmingDelete(false);
          }}
        />
      ) : null}
    </>
  );
}
