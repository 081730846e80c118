/**
 * The live day (issue 25): operations open it from their home and see, for the nurse out on her
 * itinerary (live.nurse@, seed-live-day.ts), her stops with their status, where she was last in
 * words (near the lab she drives to, ADR 083) and how long ago, her day on the street map with her
 * position (tiles from e2e/tile-server.mjs), the reason she gave, and her collected serum tube's
 * stability clock at its 2-hour spin limit, with the alert above the day. Read only: nothing here
 * changes her day.
 */
import { expect, test } from './fixtures.ts';

test('operations watch the day: stops, position, a deviation reason and a stability clock', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open the live day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live day' })).toBeVisible();

  const lena = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lena Livingston' }) });
  await expect(lena.getByText('Under way')).toBeVisible();
  // Where she was, in words: never her coordinates, never a setting's name.
  await expect(lena.getByText(/^Last seen near Riverside Lab Drop-off, (\d+ minutes?|\d+ hours?) ago/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/-?\d{1,3}\.\d{3,}|MAP_TILE_URL|Last position/);

  // The day on a street map: its tiles loaded (the page's policy lets them in), each nurse's route
  // drawn over them, Lena's stops numbered in her colour and where she was last.
  const map = page.getByRole('img', { name: /^Map of the day: \d+ nurses?’ days? and where each was last$/ });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('path.ui-map__line').first()).toBeVisible();
  await expect(map.locator('[title="Lena Livingston: 625 Atlantic Ave, Brooklyn, NY 11217"]')).toHaveText('1');
  await expect(
    map.locator('.ui-street-map__point--nurse[title^="Lena Livingston: Last seen near Riverside Lab Drop-off, "]'),
  ).toBeVisible();
  const stops = lena.getByRole('list', { name: 'Stops of Lena Livingston' });
  await expect(stops.getByText('625 Atlantic Ave, Brooklyn, NY 11217')).toBeVisible();
  await expect(stops.getByText('Riverside Lab Drop-off')).toBeVisible();
  await expect(stops.getByText('Driving there')).toBeVisible();
  await expect(stops.getByText(/Took longer at .*: “The patient needed a second attempt at the draw\.”/)).toBeVisible();

  // Seeded 100 minutes before the server started: nearing its 2-hour spin limit, or past it when
  // this journey runs more than 20 minutes into a long suite. Either way the clock says so.
  const clock = lena.getByRole('region', { name: /^Stability clock: Gold Top SST Tube/ });
  await expect(clock.getByText(/^(Nearing its limit|Past its limit)$/)).toBeVisible();
  await expect(clock.getByText(/^\d+ hours?( \d+ minutes?)? ago, at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(clock.getByText(/^By \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(
    clock.getByText(/^Gold Top SST Tube: (spin by|not spun within 2 hours of collection \(due) \d{1,2}:\d{2} [AP]M/),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Specimens near or past their limit' })).toContainText(
    'Gold Top SST Tube with Lena Livingston',
  );
});
