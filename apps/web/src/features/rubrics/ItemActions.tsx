import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import '../../i18n/rubrics.texts';

interface ItemActionsProps {
  /** What the buttons name, e.g. "Section 2". */
  item: string;
  index: number;
  count: number;
  onMove?: (from: number, to: number) => void;
  onRemove: () => void;
  /** The last one of a list that needs at least one is kept. */
  canRemove: boolean;
}

/** Move up, move down and remove, for one item of a list (sections, questions, answers). */
export function ItemActions({ item, index, count, onMove, onRemove, canRemove }: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {onMove ? (
        <>
          <IconButton
            size="small"
            aria-label={t('rubrics.editor.moveUp', { item })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('rubrics.editor.moveDown', { item })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      ) : null}
      <IconButton
        size="small"
        aria-label={t('rubrics.editor.remove', { item })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
