import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetConnectivity,
  setNativelyOffline,
  setOfflineMode,
} from '../../../offline/pwa/connectivityTestKit';
import { buildMe } from '../../../test/factories';
import { renderPage, renderSignedIn } from '../../../test/render';
import { buildWalk } from '../../../test/walkFactories';
import { FinishTab } from './FinishTab';
import { ContinueDialog } from './WalkNoticeDialogs';

afterEach(resetConnectivity);

const OFFLINE_FINISH = /You are offline\. Your context and notes are saved on this device/;
const OFFLINE_CONTINUE = /You are offline\. Entries you log are saved on this device/;

function renderFinishTab() {
  return renderSignedIn(
    <FinishTab walk={buildWalk()} canEdit onBack={vi.fn()} onReviewAndComplete={vi.fn()} />,
    { me: buildMe(), at: '/walks/walk/walk1' },
  );
}

const reviewAndComplete = () =>
  screen.getByRole('button', { name: 'Review and Complete' }) as HTMLButtonElement;

describe('offline notices on the walk screen (spec 000 §2 "Walk screen")', () => {
  it('the finish screen says what still works offline, and Review and Complete waits for a connection', () => {
    renderFinishTab();
    expect(screen.queryByText(OFFLINE_FINISH)).toBeNull();
    expect(reviewAndComplete().disabled).toBe(false);
    setNativelyOffline(true);
    expect(screen.getByText(OFFLINE_FINISH)).toBeTruthy();
    expect(reviewAndComplete().disabled).toBe(true);
    setNativelyOffline(false);
    expect(screen.queryByText(OFFLINE_FINISH)).toBeNull();
    expect(reviewAndComplete().disabled).toBe(false);
  });

  it('the continue prompt says that new entries save on the device, in Offline Mode too', () => {
    renderPage(<ContinueDialog entryCount={3} onLogEntries={vi.fn()} onFinish={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByText(OFFLINE_CONTINUE)).toBeNull();
    setOfflineMode(true);
    expect(screen.getByText(OFFLINE_CONTINUE)).toBeTruthy();
  });
});
