/**
 * A day's map (ADR 083): with a tile server configured (MAP_TILE_URL on the server, handed to the
 * screen), a street map drawn by Leaflet, loaded lazily so it costs nothing until a map is shown;
 * without one, the plain drawing (point-map.tsx). Either way the figure is named by `label` and its
 * legend says what the shapes mean; neither ever names a setting or shows a coordinate.
 */
import { lazy, Suspense } from 'react';
import { MAP_LEGEND, PointMap, type PointMapProps } from './point-map.tsx';
import './point-map.css';

const StreetMap = lazy(() => import('./street-map.tsx'));

export interface RouteMapProps extends PointMapProps {
  /** The tile server's URL template ({z}/{x}/{y}); null: the plain drawing. */
  tileUrl?: string | null;
}

export function RouteMap({ tileUrl, ...props }: RouteMapProps) {
  if (!tileUrl) return <PointMap {...props} />;
  const height = props.height ?? 400;
  return (
    <figure className="ui-map">
      <Suspense fallback={<div role="img" aria-label={props.label} className="ui-street-map" style={{ height }} />}>
        <StreetMap {...props} tileUrl={tileUrl} height={height} />
      </Suspense>
      <figcaption className="ui-map__caption">{MAP_LEGEND}</figcaption>
    </figure>
  );
}
