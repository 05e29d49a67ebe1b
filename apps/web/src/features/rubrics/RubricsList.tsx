import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRubric } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import type { RubricAbilities } from './access';
import { ActiveSwitch } from './ActiveSwitch';
import { rubricCounts } from './rubricInput';
import { RubricRowMenu } from './RubricRowMenu';
import visuallyHidden from '@mui/utils/visuallyHidden';
import '../../i18n/rubrics.texts';

interface RubricsListProps {
  rubrics: TRubric[];
  abilities: RubricAbilities;
  isWide: boolean;
}

/** The templates: a table on a wide screen, cards on a phone. */
export function RubricsList({ rubrics, abilities, isWide }: RubricsListProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  const updated = (rubric: TRubric) => format.format(new Date(rubric.timeUpdated));

  const name = (rubric: TRubric) =>
    abilities.canManage(rubric) ? (
      <Link component={RouterLink} to={`/rubrics/${rubric.id}`} sx={{ fontWeight: 600 }}>
        {rubric.name}
      </Link>
    ) : (
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {rubric.name}
      </Typography>
    );
  // Enabled is the usual state and the Active column already reads as one: only the exception is marked.
  const disabled = (rubric: TRubric) =>
    rubric.enabled ? null : (
      <Chip size="small" variant="outlined" label={t('rubrics.list.disabled')} sx={{ ml: 1 }} />
    );
  // Active but disabled: the district is not offered it, which the switch alone would not say.
  const isWithheld = (rubric: TRubric) => rubric.active && !rubric.enabled;
  const withheldId = (rubric: TRubric) => `withheld-${rubric.id}`;
  const active = (rubric: TRubric): ReactNode => {
    const control = abilities.canChooseActive ? (
      <ActiveSwitch rubric={rubric} describedBy={isWithheld(rubric) ? withheldId(rubric) : undefined} />
    ) : rubric.active ? (
      <Chip size="small" label={t('rubrics.list.active')} />
    ) : null;
    if (!isWithheld(rubric)) return control;
    return (
      <Stack direction="row" sx={{ alignItems: 'center', columnGap: 1, flexWrap: 'wrap' }}>
        {control}
        <Typography id={withheldId(rubric)} variant="caption" color="text.secondary">
          {t('rubrics.list.withheld')}
        </Typography>
      </Stack>
    );
  };
  const menu = (rubric: TRubric) => (
    <RubricRowMenu
      rubric={rubric}
      canManage={abilities.canManage(rubric)}
      canDuplicate={abilities.canCreate && abilities.canManage(rubric)}
    />
  );
  const counts = (rubric: TRubric) => {
    const { sections, questions } = rubricCounts(rubric);
    return t('rubrics.list.counts', {
      sections: t('rubrics.list.sectionCount', { count: sections }),
      questions: t('rubrics.list.questionCount', { count: questions }),
    });
  };

  if (!isWide) {
    return (
      <Stack
        component="ul"
        aria-label={t('rubrics.list.label')}
        spacing={1.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {rubrics.map((rubric) => (
          <Card component="li" key={rubric.id} variant="outlined">
            <CardContent sx={{ pb: '12px !important' }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', pt: 1 }}>
                  {name(rubric)}
                  {disabled(rubric)}
                </Typography>
                {menu(rubric)}
              </Stack>
              <Typography color="text.secondary" variant="body2">
                {counts(rubric)}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {t('rubrics.list.updatedAt', { time: updated(rubric) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                {abilities.canChooseActive ? (
                  <Typography component="span" variant="body2">
                    {t('rubrics.list.active')}
                  </Typography>
                ) : null}
                {active(rubric)}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Card} variant="outlined">
      <Table aria-label={t('rubrics.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rubrics.list.name')}</TableCell>
            <TableCell>{t('rubrics.list.active')}</TableCell>
            <TableCell>{t('rubrics.list.contents')}</TableCell>
            <TableCell>{t('rubrics.list.updated')}</TableCell>
            <TableCell align="right" sx={{ position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('rubrics.list.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rubrics.map((rubric) => (
            <TableRow key={rubric.id} hover>
              <TableCell>
                {name(rubric)}
                {disabled(rubric)}
              </TableCell>
              <TableCell>{active(rubric)}</TableCell>
              <TableCell>{counts(rubric)}</TableCell>
              <TableCell>{updated(rubric)}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                {menu(rubric)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
