import AddTaskOutlinedIcon from '@mui/icons-material/AddTaskOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORK_ORDER_MESSAGES } from '@schooldog/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { useCurrentUser } from '../auth/currentUser';
import { PRIORITY_LABEL_KEYS } from '../workOrders/labels';
import type { EntryFormControl } from './entryForm';
import {
  canDraftAnother,
  draftsAtSchool,
  type EntryWorkOrderItem,
  offersEntryWorkOrders,
} from './entryWorkOrders';

// The work order fields load when the walker adds one: the entry dialog opens without them.
const EntryWorkOrderDraftDialog = lazy(async () => ({
  default: (await import('./EntryWorkOrderDraftDialog')).EntryWorkOrderDraftDialog,
}));

interface EntryWorkOrdersFieldProps {
  control: EntryFormControl;
  /** The work orders the entry already has (an edit). */
  createdIds: readonly string[];
  items: readonly EntryWorkOrderItem[];
  onChange: (items: EntryWorkOrderItem[]) => void;
  /** The server's refusal of the drafts, translated. */
  error: string | null;
}

/**
 * The dialog's Work Orders (spec 000 §2): drafts made with the entry, listed to edit or remove, at
 * most 5 with those it has (§5). Shown where the user may propose work orders.
 */
export function EntryWorkOrdersField({
  control,
  createdIds,
  items,
  onChange,
  error,
}: EntryWorkOrdersFieldProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const labelId = useId();
  const helpId = useId();
  const schoolId = useWatch({ control, name: 'schoolId' });
  const [location, locationDataProfileId, locationDataProfileOptionId] = useWatch({
    control,
    name: ['location', 'locationDataProfileId', 'locationDataProfileOptionId'],
  });
  // 'new', the index of the draft edited, or closed.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  // Another school: the drafts' assignees (chosen at the old one) are cleared.
  useEffect(() => {
    if (schoolId && items.some((item) => item.values.schoolId !== schoolId))
      onChange(draftsAtSchool(items, schoolId));
  }, [schoolId, items, onChange]);
  if (!offersEntryWorkOrders(me, schoolId)) return null;
  const isFull = !canDraftAnother(createdIds, items);
  const help = isFull
    ? translateServerMessage(t, WORK_ORDER_MESSAGES.workOrdersPerEntryMax)
    : !schoolId
      ? t('entries.workOrders.chooseSchool')
      : null;

  const handleDone = (item: EntryWorkOrderItem) => {
    onChange(
      editing === 'new' ? [...items, item] : items.map((old, index) => (index === editing ? item : old)),
    );
    setEditing(null);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
        {t('entries.workOrders.label')}
      </FormLabel>
      {items.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mb: 1.5, listStyle: 'none' }}>
          {items.map((item, index) => (
            <Box
              component="li"
              key={item.draft.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                pl: 1.5,
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0, py: 0.75 }}>
                <Typography variant="body2" noWrap>
                  {item.draft.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('entries.workOrders.priority', {
                    priority: item.draft.priority
                      ? t(PRIORITY_LABEL_KEYS[item.draft.priority])
                      : t('entries.workOrders.noPriority'),
                  })}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('entries.workOrders.editOne', { description: item.draft.description })}
                onClick={() => setEditing(index)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={t('entries.workOrders.removeOne', { description: item.draft.description })}
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<AddTaskOutlinedIcon />}
        onClick={() => setEditing('new')}
        disabled={isFull || !schoolId}
        aria-describedby={help ? helpId : undefined}
      >
        {t('entries.workOrders.addButton')}
      </Button>
      {help || error ? (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ? translateServerMessage(t, error) : help}
        </FormHelperText>
      ) : null}
      {editing !== null && schoolId ? (
        <Suspense fallback={null}>
          <EntryWorkOrderDraftDialog
            schoolId={schoolId}
            place={{ location, locationDataProfileId, locationDataProfileOptionId }}
            item={editing === 'new' ? null : (items[editing] ?? null)}
            onDone={handleDone}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
