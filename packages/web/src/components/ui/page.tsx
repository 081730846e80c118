import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';

export type PageWidth = 'narrow' | 'default' | 'wide';

export interface PageProps extends Omit<ComponentProps<'main'>, 'title'> {
  /** The page's h1. */
  title?: ReactNode;
  /** Slot above the title, usually a "Back" link. */
  back?: ReactNode;
  /** Maximum width of the content: narrow forms, default screens, wide office tables. */
  width?: PageWidth;
}

/** The main landmark of a screen, with a centred max-width container. */
export function Page({ title, back, width = 'default', className, children, ...rest }: PageProps) {
  return (
    <main {...rest} className={cx('ui-page', `ui-page--${width}`, className)}>
      {back != null || title != null ? (
        <header className="ui-page__header">
          {back != null ? <div className="ui-page__back">{back}</div> : null}
          {title != null ? <h1 className="ui-page__title">{title}</h1> : null}
        </header>
      ) : null}
      {children}
    </main>
  );
}

export interface CenteredPageProps extends Omit<ComponentProps<'main'>, 'title'> {
  /** The page's h1, inside the card. */
  title?: ReactNode;
}

/** Sign-in style screens: one narrow card centred on the screen, edge to edge on a small phone. */
export function CenteredPage({ title, className, children, ...rest }: CenteredPageProps) {
  return (
    <main {...rest} className={cx('ui-centered-page', className)}>
      <div className="ui-centered-page__card">
        {title != null ? <h1 className="ui-page__title">{title}</h1> : null}
        {children}
      </div>
    </main>
  );
}
