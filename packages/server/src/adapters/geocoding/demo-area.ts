/**
 * What the built-in geocoder knows (ADR 082): the demo area of Brooklyn, Queens and the few
 * Manhattan blocks the demo seed uses. Every address the seed writes (patients, offices, labs and
 * drop-offs, nurses' homes and leave-from addresses, itinerary stops) is listed at the point the
 * seed gives it, or where it stands when the seed gives none; `test/geocoding.test.ts` checks
 * each seeded address against it. The streets are straight lines between two numbered ends,
 * near enough for a demo: a house number on them is interpolated, so an address the seed never
 * wrote on one of them is placed too.
 */
import type { Gazetteer, KnownAddress, KnownStreet } from '@sc/domain/addresses/address-match';
import { dispatchPatientHomes } from '../../db/seed-dispatch.ts';

const at = (lat: number, lng: number) => ({ lat, lng });

/** The seed's fixed addresses (db/seed*.ts) and the points they have there. */
const SEEDED: KnownAddress[] = [
  { address: '121 Court St, Brooklyn, NY 11201', point: at(40.6889, -73.9925) },
  { address: '14 Clinton St, Brooklyn, NY 11201', point: at(40.6953, -73.9916) },
  { address: '40 Clinton St, Brooklyn, NY 11201', point: at(40.6944, -73.9918) },
  { address: '200 Water St, Brooklyn, NY 11201', point: at(40.7033, -73.9881) },
  { address: '310 Atlantic Ave, Brooklyn, NY 11201', point: at(40.6868, -73.9911) },
  { address: '88 Prospect Pl, Brooklyn, NY 11217', point: at(40.6795, -73.9734) },
  { address: '19 Henry St, Brooklyn, NY 11201', point: at(40.6994, -73.9939) },
  { address: '402 Clinton Ave, Brooklyn, NY 11238', point: at(40.6861, -73.9669) },
  { address: '150 Court St, Brooklyn, NY 11201', point: at(40.6879, -73.9934) },
  { address: '230 Court St, Brooklyn, NY 11201', point: at(40.6852, -73.9947) },
  { address: '88 Court St, Brooklyn, NY 11201', point: at(40.6907, -73.9916) },
  { address: '700 Coney Island Ave, Brooklyn, NY 11218', point: at(40.6375, -73.9686) },
  { address: '60 Bushwick Ave, Brooklyn, NY 11211', point: at(40.7118, -73.9402) },
  { address: '37-02 82nd St, Jackson Heights, NY 11372', point: at(40.7488, -73.8846) },
  { address: '108-20 Queens Blvd, Forest Hills, NY 11375', point: at(40.7196, -73.8447) },
  { address: '90-02 Queens Blvd, Elmhurst, NY 11373', point: at(40.7366, -73.877) },
  { address: '55 Front St, Brooklyn, NY 11201', point: at(40.7025, -73.988) },
  { address: '1 Harbor Way, Brooklyn, NY 11231', point: at(40.678, -74.013) },
  { address: '1400 Fulton St, Brooklyn, NY 11216', point: at(40.6782, -73.9442) },
  { address: '350 Jay St, Brooklyn, NY 11201', point: at(40.6928, -73.9873) },
  { address: '480 Marcy Ave, Brooklyn, NY 11206', point: at(40.6872, -73.9418) },
  { address: '300 7th Ave, Brooklyn, NY 11215', point: at(40.6681, -73.9806) },
  { address: '625 Atlantic Ave, Brooklyn, NY 11217', point: at(40.6848, -73.9776) },
  { address: '41 Lincoln Rd, Brooklyn, NY 11225', point: at(40.6626, -73.9612) },
  { address: '12 Prospect Park W, Brooklyn, NY 11215', point: at(40.6731, -73.9703) },
  { address: '250 W 34th St, New York, NY 10119', point: at(40.7506, -73.9935) },
  { address: '350 W 42nd St, New York, NY 10036', point: at(40.7585, -73.9921) },
  { address: '500 W 23rd St, New York, NY 10011', point: at(40.7472, -74.0048) },
];

const street = (
  name: string,
  locality: string,
  from: [number, number, number],
  to: [number, number, number],
  areas?: string[],
): KnownStreet => ({
  street: name,
  locality,
  from: { number: from[0], point: at(from[1], from[2]) },
  to: { number: to[0], point: at(to[1], to[2]) },
  ...(areas ? { areas } : {}),
});

/** The real streets the seed uses, each as a line between two numbered ends. */
const STREETS: KnownStreet[] = [
  street('Court St', 'Brooklyn, NY 11201', [1, 40.6928, -73.9903], [600, 40.6745, -74.0004]),
  street('Clinton St', 'Brooklyn, NY 11201', [1, 40.6957, -73.9912], [700, 40.6745, -74.0025]),
  street('Atlantic Ave', 'Brooklyn, NY 11217', [100, 40.6881, -74.0001], [1400, 40.6799, -73.9444]),
  street('Front St', 'Brooklyn, NY 11201', [1, 40.7027, -73.992], [200, 40.703, -73.984]),
  street('Water St', 'Brooklyn, NY 11201', [1, 40.7036, -73.993], [250, 40.703, -73.985]),
  street('Jay St', 'Brooklyn, NY 11201', [1, 40.703, -73.9865], [400, 40.692, -73.9872]),
  street('Henry St', 'Brooklyn, NY 11201', [1, 40.6997, -73.993], [600, 40.679, -73.9995]),
  street('Fulton St', 'Brooklyn, NY 11216', [300, 40.6925, -73.99], [2000, 40.678, -73.92]),
  street('Prospect Pl', 'Brooklyn, NY 11238', [1, 40.681, -73.977], [1000, 40.672, -73.935]),
  street('Clinton Ave', 'Brooklyn, NY 11238', [1, 40.6975, -73.969], [500, 40.683, -73.9665]),
  street('Marcy Ave', 'Brooklyn, NY 11206', [1, 40.711, -73.957], [800, 40.68, -73.948]),
  street('7th Ave', 'Brooklyn, NY 11215', [1, 40.6775, -73.9735], [600, 40.66, -73.988]),
  street('Lincoln Rd', 'Brooklyn, NY 11225', [1, 40.662, -73.962], [300, 40.663, -73.943]),
  street('Prospect Park W', 'Brooklyn, NY 11215', [1, 40.6735, -73.97], [300, 40.658, -73.98]),
  street('Coney Island Ave', 'Brooklyn, NY 11218', [1, 40.653, -73.972], [2000, 40.6, -73.961]),
  street('Bushwick Ave', 'Brooklyn, NY 11211', [1, 40.714, -73.941], [1500, 40.682, -73.905]),
  street('Harbor Way', 'Brooklyn, NY 11231', [1, 40.678, -74.013], [1, 40.678, -74.013]),
  street(
    'Queens Blvd',
    'Queens, NY',
    [4000, 40.7435, -73.923],
    [12000, 40.713, -73.829],
    ['Sunnyside', 'Woodside', 'Elmhurst', 'Rego Park', 'Forest Hills', 'Kew Gardens'],
  ),
  street('82nd St', 'Queens, NY 11372', [3100, 40.7575, -73.886], [4100, 40.744, -73.884], ['Jackson Heights']),
  street('W 34th St', 'New York, NY 10001', [1, 40.7486, -73.9877], [600, 40.7573, -74.0048]),
  street('W 42nd St', 'New York, NY 10036', [1, 40.7536, -73.9832], [600, 40.7609, -74.0031]),
  street('W 23rd St', 'New York, NY 10011', [1, 40.7419, -73.9925], [600, 40.7491, -74.0085]),
];

/**
 * The dispatch day's made-up streets (Oak St, Maple Ave …, in Brooklyn and in Queens): each runs
 * from its lowest-numbered seeded home to its highest, so every seeded home is on its street.
 */
function dispatchStreets(homes: ReturnType<typeof dispatchPatientHomes>): KnownStreet[] {
  const byStreet = new Map<string, { number: number; lat: number; lng: number }[]>();
  for (const home of homes) {
    const [line, ...locality] = home.address.split(', ');
    const [number, ...name] = line!.split(' ');
    const key = `${name.join(' ')}|${locality.join(', ')}`;
    byStreet.set(key, [...(byStreet.get(key) ?? []), { number: Number(number), lat: home.lat, lng: home.lng }]);
  }
  return [...byStreet].map(([key, points]) => {
    const [name, locality] = key.split('|') as [string, string];
    const sorted = points.sort((a, b) => a.number - b.number);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    return street(name, locality, [first.number, first.lat, first.lng], [last.number, last.lat, last.lng]);
  });
}

/** The demo area as the built-in geocoder reads it. */
export function demoAreaGazetteer(): Gazetteer {
  const homes = dispatchPatientHomes();
  return {
    addresses: [...SEEDED, ...homes.map((h) => ({ address: h.address, point: at(h.lat, h.lng) }))],
    streets: [...STREETS, ...dispatchStreets(homes)],
  };
}
