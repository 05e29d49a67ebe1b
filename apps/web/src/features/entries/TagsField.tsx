import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { cleanTags } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addManualTags } from './entryForm';

interface TagsFieldProps {
  /** The chosen category's and item's tags, shown but not removable. */
  autoTags: readonly string[];
  manualTags: readonly string[];
  onChange: (manualTags: string[]) => void;
}

export function TagsField({ autoTags, manualTags, onChange }: TagsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [typed, setTyped] = useState('');
  const lowerManual = new Set(manualTags.map((tag) => tag.toLowerCase()));
  const shownAuto = cleanTags(autoTags).filter((tag) => !lowerManual.has(tag.toLowerCase()));

  const handleAdd = () => {
    onChange(addManualTags(shownAuto, manualTags, typed));
    setTyped('');
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
        {t('entries.dialog.tags')}
      </FormLabel>
      {shownAuto.length + manualTags.length > 0 ? (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
        >
          {shownAuto.map((tag) => (
            <li key={`auto-${tag}`}>
              <Chip label={tag} size="small" />
            </li>
          ))}
          {manualTags.map((tag) => (
            <li key={`manual-${tag}`}>
              <Chip
                label={tag}
                size="small"
                color="primary"
                variant="outlined"
                onDelete={() => onChange(manualTags.filter((candidate) => candidate !== tag))}
                deleteIcon={
                  <CancelIcon
                    role="img"
                    aria-hidden={false}
                    aria-label={t('entries.dialog.removeTag', { tag })}
                  />
                }
              />
            </li>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('entries.dialog.newTag')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            handleAdd();
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={handleAdd} disabled={typed.trim() === ''} sx={{ minHeight: 40 }}>
          {t('entries.dialog.addTag')}
        </Button>
      </Stack>
    </Box>
  );
}
