import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { fitProjection, MAP_LEGEND, PointMap } from './point-map.tsx';

afterEach(cleanup);

const brooklyn = [
  { lat: 40.6, lng: -74.0 },
  { lat: 40.7, lng: -73.9 },
];

describe('fitProjection', () => {
  test('every point lands inside the frame, north up, west left', () => {
    const { project } = fitProjection(brooklyn, 640, 400);
    const [south, north] = brooklyn.map(project);
    for (const p of [south!, north!]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(640);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(400);
    }
    expect(north!.y).toBeLessThan(south!.y);
    expect(north!.x).toBeGreaterThan(south!.x);
  });

  test('no points: the middle', () => {
    expect(fitProjection([], 640, 400).project({ lat: 1, lng: 2 })).toEqual({ x: 320, y: 200 });
  });
});

describe('PointMap', () => {
  const points = [
    { id: 'v1', ...brooklyn[0]!, label: 'Alma Adler, 08:00–10:00', kind: 'visit' as const, colour: 0 },
    { id: 'h1', ...brooklyn[1]!, label: "Ana's start", kind: 'home' as const, colour: 0 },
  ];

  test('a plain drawing: points only, a legend in words, never a setting’s name', () => {
    const { container } = render(<PointMap label="Map of the day" points={points} />);
    expect(screen.getByRole('img', { name: 'Map of the day' })).toBeTruthy();
    expect(container.querySelectorAll('image')).toHaveLength(0);
    expect(screen.getByText(MAP_LEGEND)).toBeTruthy();
    expect(container.textContent).not.toMatch(/MAP_TILE_URL|base map|\d+\.\d{3,}/);
    expect(container.querySelector('title')?.textContent).toBe('Alma Adler, 08:00–10:00');
  });

  test('a stop in a nurse’s day carries its number', () => {
    const { container } = render(<PointMap label="Map" points={[{ ...points[0]!, number: 2 }, { ...points[1]! }]} />);
    expect(container.querySelector('.ui-map__number')?.textContent).toBe('2');
  });
});
