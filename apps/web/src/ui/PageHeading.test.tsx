import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('names the browser tab after the heading, or its own name, and gives the name back when it goes', () => {
    document.title = 'SchoolDog';
    const { rerender, unmount } = render(<PageHeading title="Walks" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Walks' })).toBeTruthy();
    expect(document.title).toBe('Walks · SchoolDog');
    rerender(<PageHeading title="Welcome, Maria!" documentTitle="Dashboard" />);
    expect(document.title).toBe('Dashboard · SchoolDog');
    unmount();
    expect(document.title).toBe('SchoolDog');
  });
});
