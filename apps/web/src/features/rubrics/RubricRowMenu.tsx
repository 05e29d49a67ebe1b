import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TRubric } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useToast } from '../../ui/toast';
import { useDeleteRubric, useDuplicateRubric } from './queries';

interface RubricRowMenuProps {
  rubric: TRubric;
  /** Edit and Delete (the rubric rules' manage). */
  canManage: boolean;
  /** Duplicate into one's own (manage this one, and create rubrics). */
  canDuplicate: boolean;
}

/** A template's menu: Edit, Duplicate, and Delete after a confirmation, each when the rules allow it. */
export function RubricRowMenu({ rubric, canManage, canDuplicate }: RubricRowMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const duplicate = useDuplicateRubric();
  const remove = useDeleteRubric();

  const handleDuplicate = async () => {
    setAnchor(null);
    try {
      const copy = await duplicate.mutateAsync(rubric.id);
      toast.success(t('rubrics.menu.duplicated', { name: copy.name }));
    } catch (error) {
      toast.error(t('rubrics.menu.duplicateFailed'), { cause: error });
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(rubric.id);
      toast.success(t('rubrics.menu.deleted'));
      setConfirmingDelete(false);
    } catch (error) {
      toast.error(t('messages.rubricDeleteFailed'), { cause: error });
    }
  };

  const items = [
    canManage && (
      <MenuItem key="edit" onClick={() => void navigate(`/rubrics/${rubric.id}`)}>
        {t('rubrics.menu.edit')}
      </MenuItem>
    ),
    canDuplicate && (
      <MenuItem key="duplicate" disabled={duplicate.isPending} onClick={() => void handleDuplicate()}>
        {t('rubrics.menu.duplicate')}
      </MenuItem>
    ),
    canManage && (
      <MenuItem
        key="delete"
        sx={{ color: 'error.main' }}
        onClick={() => {
          setAnchor(null);
          setConfirmingDelete(true);
        }}
      >
        {t('rubrics.menu.delete')}
      </MenuItem>
    ),
  ].filter(Boolean);

  if (items.length === 0) return null;

  return (
    <>
      <IconButton
        aria-label={t('rubrics.menu.label', { name: rubric.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      <ConfirmDeleteDialog
        isOpen={isConfirmingDelete}
        title={t('rubrics.deleteDialog.title', { name: rubric.name })}
        body={t('rubrics.deleteDialog.body')}
        confirmLabel={t('rubrics.deleteDialog.confirm')}
        isDeleting={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={handleDelete}
      />
    </>
  );
}
