/** The app-wide location-services blocker for nurses and packers (requirements.md 2.9, 8). */
import { useId, useState } from 'react';
import { locationDeniedText, showsLocationBlocker } from '@sc/domain/location/permission';
import { messages } from '@sc/domain/messages';
import type { Viewer } from '@sc/domain/access/viewer';
import { Alert, Button, Card, CardActions, Checkbox } from '../components/ui/index.ts';
import { call } from '../lib/api.ts';
import { useLocationPermission } from '../lib/location.ts';
import { useLocationWrites } from '../lib/location-watch.ts';
import { paths } from '../lib/paths.ts';
import { useSignOut } from './nav-bar.tsx';

const writeLocation = (location: { lat: number; lng: number }) => call('setUserLocation', { location });

/**
 * While location is allowed, the nurse's or packer's position is watched (requirements.md 7 options) and
 * written as users/{id}/location/current only after 5 minutes or a move over 100 m (requirements.md 5).
 */
function LocationRecorder() {
  useLocationWrites(writeLocation);
  return null;
}

export function LocationBlocker({ viewer }: { viewer: Viewer }) {
  const needsLocation = viewer.role === 'nurse' || viewer.role === 'packer';
  const { permission, errorShown } = useLocationPermission(needsLocation);
  const [granted, setGranted] = useState(false);
  const signOut = useSignOut();
  const titleId = useId();

  return (
    <>
      {/* Only an approved account's position is written: the server refuses the others (requirements.md 6). */}
      {needsLocation && viewer.status === 'approved' && permission === 'allowed' ? <LocationRecorder /> : null}
      {errorShown ? (
        <div className="app-toast">
          <Alert tone="danger">{messages.locationError}</Alert>
        </div>
      ) : null}
      {showsLocationBlocker(viewer.role, permission) ? (
        <div className="app-blocker" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Card tone="danger">
            <h2 id={titleId}>Location access needed</h2>
            <p>{permission === 'unavailable' ? messages.geolocationUnavailable : locationDeniedText(viewer.role)}</p>
            <p>
              <a
                className="ui-tap-link"
                href={paths.help.href({}, undefined, 'location')}
                target="_blank"
                rel="noreferrer"
              >
                Learn how
              </a>
            </p>
            <Checkbox
              label="I have granted location permission"
              checked={granted}
              onChange={(e) => setGranted(e.currentTarget.checked)}
            />
            <CardActions>
              <Button variant="secondary" onClick={() => void signOut()}>
                Sign out
              </Button>
              <Button
                disabled={!granted}
                onClick={() => {
                  const url = new URL(window.location.href);
                  url.searchParams.set('retry', 'true');
                  window.location.assign(url.toString());
                }}
              >
                Complete
              </Button>
            </CardActions>
          </Card>
        </div>
      ) : null}
    </>
  );
}
