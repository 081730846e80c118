import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a named button that does not submit forms unless asked', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form with type="submit"', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy keeps its name, is disabled, marked aria-busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.ui-spinner')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when not busy has no aria-busy and no spinner', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.ui-spinner')).toBeNull();
  });

  it.each([
    ['primary', 'ui-button--primary'],
    ['secondary', 'ui-button--secondary'],
    ['danger', 'ui-button--danger'],
    ['link', 'ui-button--link'],
  ] as const)('variant %s gets its class', (variant, className) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).classList.contains(className)).toBe(true);
  });

  it('full width adds its class and keeps a caller class', () => {
    render(
      <Button fullWidth className="extra">
        Continue
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Continue' }).classList;
    expect(classes.contains('ui-button--full')).toBe(true);
    expect(classes.contains('extra')).toBe(true);
  });

  it('passes a ref to the element', () => {
    let element: HTMLButtonElement | null = null;
    render(<Button ref={(node) => void (element = node)}>Focus me</Button>);
    expect(element).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });
});

describe('LinkButton', () => {
  it('is a link to the route, styled as a button', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/shifts/42" variant="secondary">
          Open shift
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open shift' });
    expect(link.getAttribute('href')).toBe('/shifts/42');
    expect(link.classList.contains('ui-button')).toBe(true);
    expect(link.classList.contains('ui-button--secondary')).toBe(true);
  });
});
