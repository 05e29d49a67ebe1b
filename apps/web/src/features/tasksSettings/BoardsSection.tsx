import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newId, type TTasksSettings } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardDialog } from './BoardDialog';
import { messagesUnder, moveItem, searchBoards, type TBoard } from './draft';
import { FieldMessages, SettingsSection } from './SettingsSection';
import '../../i18n/tasksSettings.texts';

interface BoardsSectionProps {
  settings: Pick<TTasksSettings, 'boards' | 'defaultTaskBoard'>;
  onChange: (change: Partial<Pick<TTasksSettings, 'boards' | 'defaultTaskBoard'>>) => void;
  /** The draft's messages by path, translated. */
  errors: Readonly<Record<string, string>>;
}

// A select shows no text for an empty value; a board's id is letters and digits (ZTasksSettingsRequest).
const NO_DEFAULT = '-';

type Editing = { board: TBoard; index: number | null } | null;

const emptyBoard = (): TBoard => ({
  id: newId(),
  name: '',
  color: '',
  assignedUserIds: [],
  preventNonAssignedUsers: false,
});

/** Task Boards (spec 001 §2): search, add, edit in a dialog, reorder with up and down, set the default. */
export function BoardsSection({ settings, onChange, errors }: BoardsSectionProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const { boards, defaultTaskBoard } = settings;
  const shown = searchBoards(boards, search);
  const isSearching = search.trim() !== '';

  const handleDone = (board: TBoard) => {
    const index = editing?.index ?? null;
    onChange({
      boards: index === null ? [...boards, board] : boards.map((old, at) => (at === index ? board : old)),
    });
    setEditing(null);
  };

  return (
    <SettingsSection title={t('tasksSettings.boards.title')} help={t('tasksSettings.boards.help')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('tasksSettings.boards.default')}
          value={defaultTaskBoard ?? NO_DEFAULT}
          onChange={(event) =>
            onChange({ defaultTaskBoard: event.target.value === NO_DEFAULT ? null : event.target.value })
          }
          helperText={errors.defaultTaskBoard ?? t('tasksSettings.boards.defaultHelp')}
          error={errors.defaultTaskBoard !== undefined}
          sx={{ flex: 1 }}
        >
          <MenuItem value={NO_DEFAULT}>{t('tasksSettings.boards.noDefault')}</MenuItem>
          {boards.map((board) => (
            <MenuItem key={board.id} value={board.id}>
              {board.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('tasksSettings.boards.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          helperText={isSearching ? t('tasksSettings.boards.reorderWhileSearching') : ' '}
        />
      </Stack>
      {boards.length === 0 ? (
        <Typography color="text.secondary">{t('tasksSettings.boards.empty')}</Typography>
      ) : null}
      {boards.length > 0 && shown.length === 0 ? (
        <Typography color="text.secondary">{t('tasksSettings.boards.noMatch')}</Typography>
      ) : null}
      {shown.length > 0 ? (
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('tasksSettings.boards.title')}
        >
          {shown.map(({ board, index }) => (
            <Box
              component="li"
              key={board.id}
              sx={{ py: 1, borderTop: index === shown[0]?.index ? 0 : 1, borderColor: 'divider' }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: board.color, flexShrink: 0 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{board.name}</Typography>
                    {board.id === defaultTaskBoard ? (
                      <Chip size="small" color="primary" label={t('tasksSettings.boards.defaultChip')} />
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t('tasksSettings.boards.users', { count: board.assignedUserIds.length })}
                    {board.preventNonAssignedUsers ? ` · ${t('tasksSettings.boards.onlyAssigned')}` : ''}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('tasksSettings.boards.moveUp', { name: board.name })}
                  disabled={isSearching || index === 0}
                  onClick={() => onChange({ boards: moveItem(boards, index, index - 1) })}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('tasksSettings.boards.moveDown', { name: board.name })}
                  disabled={isSearching || index === boards.length - 1}
                  onClick={() => onChange({ boards: moveItem(boards, index, index + 1) })}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('tasksSettings.boards.edit', { name: board.name })}
                  onClick={() => setEditing({ board, index })}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Stack>
              <FieldMessages messages={messagesUnder(errors, `boards.${index}`)} />
            </Box>
          ))}
        </Box>
      ) : null}
      <div>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => setEditing({ board: emptyBoard(), index: null })}
        >
          {t('tasksSettings.boards.add')}
        </Button>
      </div>
      {editing ? (
        <BoardDialog
          board={editing.board}
          isNew={editing.index === null}
          boards={boards}
          onDone={handleDone}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SettingsSection>
  );
}
