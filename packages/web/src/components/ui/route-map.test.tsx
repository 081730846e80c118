import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MAP_LEGEND } from './point-map.tsx';
import { RouteMap } from './route-map.tsx';

const points = [
  { id: 'home', lat: 40.6782, lng: -73.9442, label: 'Ana’s start', kind: 'home' as const, colour: 0 },
  {
    id: 'v1',
    lat: 40.6848,
    lng: -73.9776,
    label: 'Alma Adler, 8:00–10:00 AM',
    kind: 'visit' as const,
    colour: 0,
    number: 1,
  },
  {
    id: 'v2',
    lat: 40.6897,
    lng: -73.9829,
    label: 'Ben Brown, 9:00–11:00 AM',
    kind: 'visit' as const,
    colour: 1,
    number: 1,
  },
  { id: 'lab', lat: 40.7025, lng: -73.9875, label: 'Riverside Lab', kind: 'lab' as const },
];
const lines = [
  { id: 'ana', colour: 0, pointIds: ['home', 'v1', 'lab'] },
  { id: 'ben', colour: 1, pointIds: ['home', 'v2', 'lab'] },
];

afterEach(cleanup);

describe('RouteMap (ADR 083)', () => {
  test('without a tile server: the plain drawing, with no setting named', () => {
    const { container } = render(<RouteMap label="Map of the day" points={points} lines={lines} tileUrl={null} />);
    expect(screen.getByRole('img', { name: 'Map of the day' }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelectorAll('polyline.ui-map__line')).toHaveLength(2);
    expect(container.textContent).not.toMatch(/MAP_TILE_URL|tile|\d+\.\d{3,}/i);
  });

  test('with one: a street map loaded on demand, its tiles from the template, each nurse’s route in her colour', async () => {
    const { container } = render(
      <RouteMap label="Map of the day" points={points} lines={lines} tileUrl="https://tiles.test/{z}/{x}/{y}.png" />,
    );
    // Named at once (while Leaflet loads), then drawn.
    expect(screen.getByRole('img', { name: 'Map of the day' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.leaflet-container')).toBeTruthy());
    expect(screen.getByRole('img', { name: 'Map of the day' }).classList).toContain('leaflet-container');
    const routes = [...container.querySelectorAll('path.ui-map__line')].map((p) => p.getAttribute('class'));
    expect(routes).toEqual([expect.stringContaining('ui-map--c0'), expect.stringContaining('ui-map--c1')]);
    const stops = [...container.querySelectorAll('.ui-street-map__point--visit')];
    expect(stops.map((s) => [s.getAttribute('title'), s.textContent])).toEqual([
      ['Alma Adler, 8:00–10:00 AM', '1'],
      ['Ben Brown, 9:00–11:00 AM', '1'],
    ]);
    const tiles = [...container.querySelectorAll('img.leaflet-tile')].map((i) => i.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => /^https:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/.test(src ?? ''))).toBe(true);
    // Nothing in it takes focus, nor names a setting or a coordinate.
    expect(container.querySelectorAll('[tabindex], a, button')).toHaveLength(0);
    expect(screen.getByText(MAP_LEGEND)).toBeTruthy();
    expect(container.textContent).not.toMatch(/MAP_TILE_URL|\d+\.\d{3,}/);
  });
});
