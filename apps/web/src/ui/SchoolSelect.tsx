import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SchoolSelectProps extends Omit<TextFieldProps, 'select' | 'children' | 'onChange'> {
  /** The schools offered, in the order shown. */
  schools: readonly { id: string; name: string }[];
  onChange: (schoolId: string) => void;
}

/** A choice of one school by name (Start Walk, Begin Assessment, the dashboard's cards). */
export function SchoolSelect({ schools, onChange, ...field }: SchoolSelectProps) {
  return (
    <TextField {...field} select onChange={(event) => onChange(event.target.value)}>
      {schools.map((school) => (
        <MenuItem key={school.id} value={school.id}>
          {school.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
