import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CenteredPage, Page } from './page.tsx';

afterEach(cleanup);

describe('Page', () => {
  it('is the main landmark with the title as h1 and the back slot before it', () => {
    render(
      <Page title="Supplies" back={<a href="/shifts">Back</a>}>
        <p>Content</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    const heading = screen.getByRole('heading', { level: 1, name: 'Supplies' });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(main.contains(heading)).toBe(true);
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Content')).toBeTruthy();
  });

  it('has no header without a title or back link', () => {
    render(<Page>Only content</Page>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('main').querySelector('header')).toBeNull();
  });

  it('takes a width', () => {
    render(<Page width="wide">Table</Page>);
    expect(screen.getByRole('main').classList.contains('ui-page--wide')).toBe(true);
  });
});

describe('CenteredPage', () => {
  it('is the main landmark with a titled card', () => {
    render(<CenteredPage title="Sign in">Form</CenteredPage>);
    const main = screen.getByRole('main');
    expect(main.contains(screen.getByRole('heading', { level: 1, name: 'Sign in' }))).toBe(true);
    expect(main.querySelector('.ui-centered-page__card')?.textContent).toBe('Sign inForm');
  });
});
