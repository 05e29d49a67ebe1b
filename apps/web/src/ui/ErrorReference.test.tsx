import Button from '@mui/material/Button';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { renderPage } from '../test/render';
import { RetryAlert } from './RetryAlert';
import { useToast } from './toast';

function SaveButton({ cause }: { cause: unknown }) {
  const toast = useToast();
  return <Button onClick={() => toast.error('Your changes could not be saved.', { cause })}>Save</Button>;
}

describe('the reference of a server error, for the user to quote to support', () => {
  it('an error toast after a server error (5xx) names the request id', async () => {
    renderPage(<SaveButton cause={new ApiError(503, 'internal', 'Down', {}, 'AbCdEf123456')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes could not be saved.')).toBeTruthy();
    expect(screen.getByText('Reference: AbCdEf123456')).toBeTruthy();
  });

  it('an error toast after a refusal (4xx) or a network failure names none', async () => {
    renderPage(
      <>
        <SaveButton cause={new ApiError(403, 'forbidden', 'No', {}, 'AbCdEf123456')} />
        <SaveButton cause={new ApiError(0, 'NETWORK_ERROR', 'Offline')} />
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Save' })) fireEvent.click(button);
    expect(await screen.findAllByText('Your changes could not be saved.')).toHaveLength(2);
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it('a load that failed on the server names the request id beside Retry', () => {
    renderPage(
      <RetryAlert
        retryLabel="Retry"
        onRetry={() => undefined}
        cause={new ApiError(500, 'internal', 'x', {}, 'ZyXwVu987654')}
      >
        The entries could not be loaded.
      </RetryAlert>,
    );
    expect(screen.getByText('Reference: ZyXwVu987654')).toBeTruthy();
  });
});
