/** The home route chooses the screen by role and status (requirements.md 2.1). */
import { Navigate } from 'react-router';
import { chooseHome } from '@sc/domain/access/home';
import { useApp, useAppPath } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { lazyComponent } from './lazy.ts';
import { PatientHandoff } from './patient-handoff.tsx';

const StatusPage = lazyComponent<typeof import('../components/status/status-page.tsx'), { page: import('@sc/domain/access/home').StatusPage }>(
  () => import('../components/status/status-page.tsx'),
  'StatusPage',
);
const OfficePage = lazyComponent(() => import('../features/offices/office-page.tsx'), 'OfficePage');
const NurseHome = lazyComponent(() => import('../features/nurse/nurse-home.tsx'), 'NurseHome');
const PackerHome = lazyComponent(() => import('../features/packer/packer-home.tsx'), 'PackerHome');

export function Home() {
  const { viewer } = useApp();
  const appPath = useAppPath();
  if (!viewer) return <Navigate replace to={appPath(paths.login.href())} />;
  const home = chooseHome(viewer);
  switch (home.kind) {
    case 'patient-site':
      return <PatientHandoff />;
    case 'join-office':
      return <Navigate replace to={appPath(paths.joinOffice.href())} />;
    case 'office':
      return <OfficePage />;
    case 'status':
      return <StatusPage page={home.page} />;
    case 'nurse':
      return <NurseHome />;
    case 'packer':
      return <PackerHome />;
    case 'admin':
      return <Navigate replace to={appPath(paths.adminHome.href())} />;
  }
}
