/**
 * The street map (ADR 083): the same points and lines as the plain drawing (point-map.tsx), on the
 * configured tile server's streets, drawn by Leaflet. This module is only ever imported lazily by
 * route-map.tsx, so Leaflet and its stylesheet load with the first map shown, never with the app.
 *
 * The map is a picture beside the lists it summarises (every stop is also written out in words), so
 * nothing in it takes keyboard focus: no zoom buttons or focusable markers inside a figure a screen
 * reader reads by its label. Pointer and touch users can still drag and pinch.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PointMapProps } from './point-map.tsx';
import './point-map.css';
import './street-map.css';

export interface StreetMapProps extends Omit<PointMapProps, 'width'> {
  tileUrl: string;
}

const tone = (colour: number | undefined) => (colour === undefined ? 'ui-map--none' : `ui-map--c${colour % 8}`);

export default function StreetMap({ label, points, lines = [], tileUrl, height = 400 }: StreetMapProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const map = L.map(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      scrollWheelZoom: false,
      boxZoom: false,
    });
    L.tileLayer(tileUrl, { maxZoom: 19, className: 'ui-street-map__tiles' }).addTo(map);
    const at = new Map(points.map((p) => [p.id, L.latLng(p.lat, p.lng)]));
    for (const line of lines) {
      const path = (line.path ?? line.pointIds.map((id) => at.get(id))).filter((p) => p !== undefined);
      if (path.length > 1)
        L.polyline(path, { className: `ui-map__line ${tone(line.colour)}`, interactive: false }).addTo(map);
    }
    for (const p of points) {
      const html = p.kind === 'visit' && p.number !== undefined ? String(p.number) : '';
      L.marker([p.lat, p.lng], {
        title: p.label,
        keyboard: false,
        icon: L.divIcon({
          className: `ui-street-map__point ui-street-map__point--${p.kind} ${tone(p.colour)}`,
          html,
          iconSize: p.kind === 'nurse' ? [20, 20] : [18, 18],
        }),
      }).addTo(map);
    }
    if (points.length > 0)
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 16 });
    else map.setView([0, 0], 2);
    return () => void map.remove();
  }, [points, lines, tileUrl]);
  return <div ref={box} role="img" aria-label={label} className="ui-street-map" style={{ height }} />;
}
