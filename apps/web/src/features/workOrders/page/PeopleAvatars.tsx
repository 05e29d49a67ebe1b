import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPersonSummary } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useWorkOrderFormat } from './format';
import '../../../i18n/workOrderPage.texts';

/** "Assigned-user avatars up to 10 then a count" (spec 001 §9). */
export const AVATARS_SHOWN = 10;

const initialsOf = (person: TPersonSummary) =>
  `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || '?';

/** People as avatars with their names on hover and for screen readers; past ten, a "+N" count. */
export function PeopleAvatars({ people, label }: { people: readonly TPersonSummary[]; label: string }) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  if (people.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('workOrderPage.nobody')}
      </Typography>
    );
  const shown = people.slice(0, AVATARS_SHOWN);
  const more = people.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {shown.map((person) => (
        <li key={person.id}>
          <Tooltip title={format.person(person)}>
            <Avatar
              aria-label={format.person(person)}
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
            >
              {initialsOf(person)}
            </Avatar>
          </Tooltip>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Avatar
            aria-label={t('workOrderPage.morePeople', { count: more })}
            sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'grey.600' }}
          >
            {`+${more}`}
          </Avatar>
        </li>
      ) : null}
    </Box>
  );
}
