import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { AssessmentScores } from './AssessmentScores';

const linked = (id: string, overrides: object) => ({
  id,
  name: `Assessment ${id}`,
  status: 'submitted' as const,
  score: 72,
  band: 'yellow' as const,
  showScores: true,
  ...overrides,
});

describe('assessment scores on an entry or a complete walk', () => {
  it('shows only submitted assessments whose template shows scores, each linked to its read-only view', () => {
    renderPage(
      <AssessmentScores
        assessments={[
          linked('a1', {}),
          linked('a2', { status: 'editing' }),
          linked('a3', { showScores: false }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Assessment a1' }).getAttribute('href')).toBe(
      '/assessments/submitted/a1',
    );
    expect(screen.getByLabelText('Score: 72%').getAttribute('data-band')).toBe('yellow');
    expect(screen.queryByText('Assessment a2')).toBeNull();
    expect(screen.queryByText('Assessment a3')).toBeNull();
  });

  it('shows nothing when no linked assessment is submitted', () => {
    renderPage(<AssessmentScores assessments={[linked('a4', { status: 'created' })]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
