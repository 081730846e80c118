/**
 * What every screen may ask: the signed-in viewer, the app configuration (flags, partners) and
 * the partner of the current URL. Provided once by the root layout.
 */
import { createContext, useContext } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import type { Viewer } from '@sc/domain/access/viewer';
import type { Partner } from '@sc/domain/partners/partner';
import { withPartner } from './paths.ts';

export type AppConfig = FnOutput<'getAppConfig'>;

export interface AppContextValue {
  viewer: Viewer | null;
  config: AppConfig;
  partner: Partner | null;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the root layout');
  return value;
}

export function useViewer(): Viewer {
  const { viewer } = useApp();
  if (!viewer) throw new Error('useViewer on a page that does not require sign-in');
  return viewer;
}

/** Builds links that keep the current partner prefix. */
export function useAppPath(): (path: string) => string {
  const { partner } = useApp();
  return (path) => withPartner(partner?.name, path);
}

export function useAppNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const appPath = useAppPath();
  return (path, options) => void navigate(appPath(path), options);
}
