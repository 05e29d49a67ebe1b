import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import CheckIcon from '@mui/icons-material/Check';
import { BOARD_COLORS } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/tasksSettings.texts';

interface ColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  /** "Disabled until a name is typed" (spec 001 §5). */
  isDisabled: boolean;
  error?: string;
}

const Swatch = ({
  color,
  isChecked,
  isDisabled,
}: {
  color: string;
  isChecked: boolean;
  isDisabled: boolean;
}) => (
  <Box
    sx={{
      width: 30,
      height: 30,
      borderRadius: '50%',
      bgcolor: color,
      opacity: isDisabled ? 0.35 : 1,
      display: 'grid',
      placeItems: 'center',
      color: 'common.white',
      outline: isChecked ? '3px solid' : 'none',
      outlineColor: 'text.primary',
      outlineOffset: 2,
    }}
  >
    {isChecked ? <CheckIcon fontSize="small" /> : null}
  </Box>
);

/** The board's colour: one of the 35 (spec 001 §9), as radio buttons, so arrows move between them. */
export function ColorPicker({ value, onChange, isDisabled, error }: ColorPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl error={error !== undefined} disabled={isDisabled} component="fieldset">
      <FormLabel id={labelId} component="legend" required>
        {t('tasksSettings.board.color')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={value}
        onChange={(_event, color) => onChange(color)}
        sx={{ gap: 0.25 }}
      >
        {BOARD_COLORS.map((color, index) => (
          <Radio
            key={color}
            value={color}
            disabled={isDisabled}
            sx={{ p: 0.5 }}
            icon={<Swatch color={color} isChecked={false} isDisabled={isDisabled} />}
            checkedIcon={<Swatch color={color} isChecked isDisabled={isDisabled} />}
            slotProps={{
              input: {
                'aria-label': t('tasksSettings.board.colorOption', {
                  number: index + 1,
                  count: BOARD_COLORS.length,
                }),
              },
            }}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={helpId}>
        {error ?? (isDisabled ? t('tasksSettings.board.colorHint') : ' ')}
      </FormHelperText>
    </FormControl>
  );
}
