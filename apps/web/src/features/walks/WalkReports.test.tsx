import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSchools, grantAt } from '../../test/factories';
import { mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildWalk } from '../../test/walkFactories';
import { WalkReportsCard } from './WalkReports';

afterEach(() => vi.unstubAllGlobals());

const walk = buildWalk({ status: 'complete' });

function renderCard(permissionSchools: string[]) {
  const me = buildMe({
    schools: buildSchools(2),
    permissions: grantAt('download entry reports', permissionSchools),
  });
  return renderSignedIn(<WalkReportsCard walk={walk} />, { me, at: '/' });
}

describe('the walk reports card', () => {
  it('is shown only with download entry reports at the walk school', () => {
    renderCard(['school2']);
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
  });

  it("downloads a report, saying 'Generating Report...' meanwhile, under the server's file name", async () => {
    let finish: (response: Response) => void = () => undefined;
    const { calls } = mockFetch({
      [`GET /api/walks/${walk.id}/reports/summative`]: () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderCard(['school1']);
    fireEvent.click(screen.getByRole('button', { name: 'Full Summative Report' }));
    expect(await screen.findByText('Generating Report...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Observations Report' }).hasAttribute('disabled')).toBe(true);
    finish(
      new Response('%PDF-1.3', {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Lakeview%20-%20Full%20Summative%20Report.pdf`,
        },
      }),
    );
    await waitFor(() => expect(clicks).toEqual(['Lakeview - Full Summative Report.pdf']));
    await waitFor(() => expect(screen.queryByText('Generating Report...')).toBeNull());
    expect(calls.map((call) => call.path)).toEqual([`/api/walks/${walk.id}/reports/summative`]);
  });
});
