import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { boardErrors, LIMITS, type TPersonSummary } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { roleLabel } from '../people/roleLabel';
import { fullName } from '../users/userLabels';
import { ColorPicker } from './ColorPicker';
import type { TBoard } from './draft';
import { useBoardUsers } from './queries';
import '../../i18n/tasksSettings.texts';

interface BoardDialogProps {
  /** The board to edit, or a new one (empty name and colour). */
  board: TBoard;
  isNew: boolean;
  /** Every board of the draft, for the unique name. */
  boards: readonly TBoard[];
  onDone: (board: TBoard) => void;
  onClose: () => void;
}

type Choice = TPersonSummary & { role?: string; friendlyRole?: string };

/**
 * Adds or edits a board in the draft (spec 001 §2, §5): its name (required, at most 30), its colour
 * (disabled until a name is typed), who is assigned to it (people who can be proposed tasks) and
 * whether only they take its work orders. Checked by the domain's boardErrors on Done.
 */
export function BoardDialog({ board, isNew, boards, onDone, onClose }: BoardDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(board);
  const [isChecked, setChecked] = useState(false);
  const people = useBoardUsers();
  const errors = isChecked ? boardErrors(draft, boards) : {};
  const message = (text: string | undefined) => (text ? translateServerMessage(t, text) : undefined);
  const hasName = draft.name.trim() !== '';
  const options: Choice[] = people.data ?? [];
  // A user no longer offered (archived, or no longer assignable) stays visible, to be removed.
  const chosen: Choice[] = draft.assignedUserIds.map(
    (id) =>
      options.find((person) => person.id === id) ?? {
        id,
        firstName: t('tasksSettings.board.unknownUser'),
        lastName: '',
      },
  );

  const handleDone = () => {
    setChecked(true);
    if (Object.keys(boardErrors(draft, boards)).length === 0) onDone({ ...draft, name: draft.name.trim() });
  };

  return (
    <AppDialog
      isOpen
      title={t(isNew ? 'tasksSettings.board.addTitle' : 'tasksSettings.board.editTitle')}
      onClose={onClose}
      isDirty={JSON.stringify(draft) !== JSON.stringify(board)}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={handleDone}>
            {t('tasksSettings.board.done')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('tasksSettings.board.name')}
          required
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          error={errors.name !== undefined}
          helperText={message(errors.name) ?? `${draft.name.trim().length}/${LIMITS.boardNameMax}`}
          slotProps={{ htmlInput: { maxLength: LIMITS.boardNameMax + 10 } }}
        />
        <ColorPicker
          value={draft.color}
          onChange={(color) => setDraft({ ...draft, color })}
          isDisabled={!hasName}
          error={message(errors.color)}
        />
        <Autocomplete
          multiple
          options={options}
          value={chosen}
          loading={people.isFetching}
          getOptionLabel={(person) => fullName(person)}
          getOptionKey={(person) => person.id}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={({ key, ...props }, person) => (
            <li key={key} {...props}>
              {fullName(person)}
              {person.role && person.friendlyRole !== undefined
                ? ` · ${roleLabel(t, { role: person.role, friendlyRole: person.friendlyRole })}`
                : ''}
            </li>
          )}
          onChange={(_event, next) =>
            setDraft({ ...draft, assignedUserIds: next.map((person) => person.id) })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('tasksSettings.board.users')}
              helperText={
                people.isError ? t('tasksSettings.board.usersLoadFailed') : t('tasksSettings.board.usersHelp')
              }
              error={people.isError}
            />
          )}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.preventNonAssignedUsers}
              onChange={(_event, on) => setDraft({ ...draft, preventNonAssignedUsers: on })}
            />
          }
          label={t('tasksSettings.board.preventNonAssigned')}
        />
      </Stack>
    </AppDialog>
  );
}
