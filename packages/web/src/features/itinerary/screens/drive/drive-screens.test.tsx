import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { formatTime } from '@sc/domain/format/dates';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { WaypointStatus } from '@sc/domain/vocabulary/itinerary';
import { toEstimateOrigin } from '@sc/domain/field-checks/drive-timing';
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import { ApiError, call } from '../../../../lib/api.ts';
import { arrivalReasonOf } from '../../arrival-reasons.ts';
import { renderStep } from '../../shared/step-context.fixture.tsx';
import { now, nowDate } from '../../../../lib/clock.ts';
import { goToPatient, goToPickDrop, mailInDrive } from './drive-screens.tsx';

vi.mock(import('../../../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const { ava, lab } = DEMO;
const MIN = 60_000;
const PATIENTS = { [ava.waypointID]: { name: 'Ava Martinez', phone: '+1 (415) 555-0100' } };
const SUPPORT = { supportPhone: '+1 718 555 0199' };

/** Where the phone says it is: a fix for the watch and for one-off reads, or none at all. */
function phoneAt(position: { lat: number; lng: number } | null) {
  const fix = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (position)
      success({
        coords: { latitude: position.lat, longitude: position.lng, accuracy: 10 },
        // The browser stamps a fix with its own clock.
        timestamp: Date.now(),
      } as GeolocationPosition);
    else failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError);
    return 1;
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { watchPosition: vi.fn(fix), getCurrentPosition: vi.fn(fix), clearWatch: vi.fn() },
  });
}

function estimate(durationMs: number) {
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'getItineraryDrivingEstimate') return { durationMs } as never;
    throw new Error(`unexpected call ${name}`);
  });
}

function ava_(status: WaypointStatus, startInMs = 60 * MIN): ItineraryData {
  const data = demoItinerary({ now: nowDate() });
  const waypoint = data.waypoints.find((w) => w.id === ava.waypointID)!;
  waypoint.status = status;
  waypoint.scheduledStart = new Date(now() + startInMs).toISOString();
  return data;
}

const avaLocation = () => demoItinerary().waypoints.find((w) => w.id === ava.waypointID)!.location;
/** About 5.5 km north of Ava's. */
const farFromAva = () => ({ lat: avaLocation().lat + 0.05, lng: avaLocation().lng });

function renderDrive(data: ItineraryData, Body = goToPatient.Body, waypointID: string = ava.waypointID) {
  return renderStep(Body, {
    data,
    step: { kind: 'go-to-patient', waypointID, title: 'Drive to patient visit' },
    patients: PATIENTS,
    config: SUPPORT,
  });
}

beforeEach(() => {
  localStorage.clear();
  estimate(14 * MIN);
});
afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
});

describe('the drive screen (issue 13 part 8)', () => {
  test("shows the stop's name, address, the patient's phone with call and text, the ETA and the maps link", async () => {
    phoneAt(farFromAva());
    renderDrive(ava_('pending'));
    const card = screen.getByRole('heading', { name: 'Ava Martinez' }).closest('.ui-card') as HTMLElement;
    expect(within(card).getByText('24 Grove St, San Francisco, CA 94102')).toBeTruthy();
    expect(within(card).getByText('(415) 555-0100')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Ava Martinez' }).getAttribute('href')).toBe('tel:+14155550100');
    expect(within(card).getByRole('link', { name: 'Text Ava Martinez' }).getAttribute('href')).toBe('sms:+14155550100');
    expect(within(card).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      encodeURIComponent('24 Grove St'),
    );
    expect(await within(card).findByText(/^ETA \d{1,2}:\d{2} [AP]M · 14 min$/)).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenCalledWith(
      'getItineraryDrivingEstimate',
      expect.objectContaining({ waypointID: ava.waypointID, leaveFrom: { lat: 37.829, lng: -122.419 } }),
      expect.anything(),
    );
  });

  test('the office’s notes for the nurse are on the stop’s card on her way (requirements.md 2.11)', () => {
    phoneAt(null);
    renderStep(goToPatient.Body, {
      data: ava_('pending'),
      step: { kind: 'go-to-patient', waypointID: ava.waypointID, title: 'Drive to patient visit' },
      patients: { [ava.waypointID]: { ...PATIENTS[ava.waypointID]!, notes: ['Buzz 4B. Street parking.'] } },
      config: SUPPORT,
    });
    const card = screen.getByRole('heading', { name: 'Ava Martinez' }).closest('.ui-card') as HTMLElement;
    const notes = within(card).getByRole('status');
    expect(notes.textContent).toBe('Notes from the officeBuzz 4B. Street parking.');
  });

  test('no notes from the office: nothing in their place', () => {
    phoneAt(null);
    renderDrive(ava_('pending'));
    expect(screen.queryByText('Notes from the office')).toBeNull();
  });

  test('a watch that has not answered yet does not hold the ETA back: one read of the position gives it', async () => {
    phoneAt(farFromAva());
    const watchSilent = navigator.geolocation as unknown as { watchPosition: ReturnType<typeof vi.fn> };
    watchSilent.watchPosition.mockImplementation(() => 1);
    renderDrive(ava_('pending'));
    expect(await screen.findByText(/^ETA \d{1,2}:\d{2} [AP]M · 14 min$/)).toBeTruthy();
  });

  test("with no signal the card shows the phone's own great-circle ETA, the one the default routing answers", async () => {
    vi.mocked(call).mockRejectedValue(new ApiError('network', 'offline', 0));
    phoneAt(farFromAva());
    renderDrive(ava_('pending'));
    const minutes = Math.round(greatCircleDurationMs([toEstimateOrigin(farFromAva()), avaLocation()]) / MIN);
    expect(minutes).toBeGreaterThan(1);
    const card = screen.getByRole('heading', { name: 'Ava Martinez' }).closest('.ui-card') as HTMLElement;
    expect(within(card).getByText(new RegExp(`^ETA \\d{1,2}:\\d{2} [AP]M · ${minutes} min$`))).toBeTruthy();
  });

  test('without a position there is no ETA to show yet, and nothing is asked of the server', () => {
    phoneAt(null);
    renderDrive(ava_('pending'));
    expect(screen.getByText('ETA: finding your location…')).toBeTruthy();
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });

  function atTheLab(places?: Record<string, { name: string; address: string }>) {
    phoneAt(null);
    const data = demoItinerary({ now: nowDate() });
    data.waypoints.find((w) => w.id === lab.waypointID)!.status = 'transit';
    return renderStep(mailInDrive.Body, {
      data,
      step: { kind: 'mail-in-drive', waypointID: lab.waypointID },
      places,
    });
  }

  test('a lab stop is named by its lab (issue 13: the lab stop showed no lab name) and offers no phone', () => {
    atTheLab({ [lab.waypointID]: { name: 'Harbor Labs', address: '88 Howard St' } });
    expect(screen.getByRole('heading', { name: 'Harbor Labs' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByText('No phone number on file.')).toBeNull();
  });

  test('a lab stop whose place is unknown says what kind of stop it is', () => {
    atTheLab();
    expect(screen.getByRole('heading', { name: 'Lab drop-off' })).toBeTruthy();
  });
});

describe('arrival (requirements.md 4, 9: proposed within 1000 m; a too-far reason otherwise)', () => {
  test('within 1000 m of the stop, arrival is proposed and one tap records it', async () => {
    phoneAt({ lat: avaLocation().lat + 0.005, lng: avaLocation().lng }); // about 560 m
    const { writes } = renderDrive(ava_('transit'));
    const prompt = screen.getByRole('region', { name: 'You have arrived?' });
    fireEvent.click(within(prompt).getByRole('button', { name: "I've arrived" }));
    await waitFor(() => expect(writes.map((w) => w.name)).toEqual(['arriveAtWaypoint']));
    expect(writes[0]!.input).not.toHaveProperty('tooFarReason');
  });

  test('a fix that comes in late turns the same button into the prompt (nothing moves under her thumb)', async () => {
    phoneAt({ lat: avaLocation().lat + 0.005, lng: avaLocation().lng });
    type Fix = (ok: PositionCallback) => unknown;
    const geo = navigator.geolocation as unknown as Record<'watchPosition' | 'getCurrentPosition', Mock<Fix>>;
    const late = geo.getCurrentPosition.getMockImplementation()!;
    geo.watchPosition.mockImplementation(() => 1);
    geo.getCurrentPosition.mockImplementation((ok) => setTimeout(() => late(ok), 20));
    renderDrive(ava_('transit'));
    const button = screen.getByRole('button', { name: "I've arrived" });
    const prompt = await screen.findByRole('region', { name: 'You have arrived?' });
    expect(within(prompt).getByRole('button', { name: "I've arrived" })).toBe(button);
  });

  test('far from the stop, no arrival is proposed', () => {
    phoneAt(farFromAva());
    renderDrive(ava_('transit'));
    expect(screen.queryByRole('region', { name: 'You have arrived?' })).toBeNull();
    expect(screen.getByRole('button', { name: "I've arrived" })).toBeTruthy();
  });

  test('far from the stop, a one-tap reason arrives with it and this phone keeps it for the finish', async () => {
    phoneAt(farFromAva());
    const { writes } = renderDrive(ava_('transit'));
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    const question = await screen.findByRole('group', { name: 'You are more than 1 km from this stop. Why?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Parked away from the address' }));
    await waitFor(() => expect(writes.map((w) => w.name)).toEqual(['arriveAtWaypoint']));
    expect(writes[0]!.input).toMatchObject({ tooFarReason: 'Parked away from the address' });
    expect(arrivalReasonOf(DEMO.itineraryID, ava.waypointID)).toBe('Parked away from the address');
  });

  test('"Other" opens a text field; her words are the reason', async () => {
    phoneAt(farFromAva());
    const { writes } = renderDrive(ava_('transit'));
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Other' }));
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    expect(await screen.findByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reason' }), { target: { value: ' Road closed ' } });
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    await waitFor(() => expect(writes[0]?.input).toMatchObject({ tooFarReason: 'Road closed' }));
  });
});

describe('transit alerts (requirements.md 4, 8 texts kept; issue 13: ETA, time to leave, call support)', () => {
  async function startDriving() {
    fireEvent.click(screen.getByRole('button', { name: 'Start driving' }));
    return screen.findByRole('alertdialog');
  }

  test('too early: the requirements.md title, text and button, with the ETA, the time to leave and a call to support', async () => {
    phoneAt(farFromAva());
    const { writes } = renderDrive(ava_('pending', 3 * 60 * MIN));
    const dialog = await startDriving();
    expect(within(dialog).getByRole('heading', { name: 'Too early' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        "It's too early to start driving to this stop. You can start 2 hours before its scheduled time.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^ETA \d{1,2}:\d{2} [AP]M · 14 min$/)).toBeTruthy();
    expect(within(dialog).getByText(/^Time to leave: \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Call support' }).getAttribute('href')).toBe('tel:+17185550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes).toEqual([]); // too early blocks the drive
  });

  test("the alert reads the card's minutes, and she leaves those minutes before the start", async () => {
    // At the stop: asked from her exact position the estimate is 0, from the rounded one 20 s.
    const at = avaLocation();
    vi.mocked(call).mockImplementation(async (name, input) => {
      if (name !== 'getItineraryDrivingEstimate') throw new Error(`unexpected call ${name}`);
      const { leaveFrom } = input as { leaveFrom: { lat: number; lng: number } };
      return { durationMs: leaveFrom.lat === at.lat && leaveFrom.lng === at.lng ? 0 : 20_000 } as never;
    });
    phoneAt(at);
    const data = ava_('pending', 3 * 60 * MIN);
    renderDrive(data);
    const card = screen.getByRole('heading', { name: 'Ava Martinez' }).closest('.ui-card') as HTMLElement;
    expect(await within(card).findByText(/^ETA \d{1,2}:\d{2} [AP]M · 1 min$/)).toBeTruthy();
    const dialog = await startDriving();
    expect(within(dialog).getByText(/^ETA \d{1,2}:\d{2} [AP]M · 1 min$/)).toBeTruthy();
    const start = data.waypoints.find((w) => w.id === ava.waypointID)!.scheduledStart;
    const leave = formatTime(Date.parse(start) - MIN, 'America/New_York'); // the step fixture's zone
    expect(within(dialog).getByText(`Time to leave: ${leave}`)).toBeTruthy();
  });

  test("with no signal the transit check runs on the phone's own estimate", async () => {
    vi.mocked(call).mockRejectedValue(new ApiError('network', 'offline', 0));
    phoneAt(farFromAva());
    const { writes } = renderDrive(ava_('pending', 3 * 60 * MIN));
    const dialog = await startDriving();
    expect(within(dialog).getByRole('heading', { name: 'Too early' })).toBeTruthy();
    const minutes = Math.round(greatCircleDurationMs([toEstimateOrigin(farFromAva()), avaLocation()]) / MIN);
    expect(within(dialog).getByText(new RegExp(`^ETA \\d{1,2}:\\d{2} [AP]M · ${minutes} min$`))).toBeTruthy();
    expect(writes).toEqual([]);
  });

  test('too late: "Contact support", time to leave now', async () => {
    phoneAt(farFromAva());
    renderDrive(ava_('pending', -60 * MIN));
    const dialog = await startDriving();
    expect(within(dialog).getByRole('heading', { name: 'Contact support' })).toBeTruthy();
    expect(within(dialog).getByText(/Please contact support immediately\.$/)).toBeTruthy();
    expect(within(dialog).getByText('Time to leave: now')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Call support' })).toBeTruthy();
  });

  test("early: Yes I'm sure starts the drive", async () => {
    phoneAt(farFromAva());
    const { writes } = renderDrive(ava_('pending', 60 * MIN));
    const dialog = await startDriving();
    expect(within(dialog).getByRole('heading', { name: 'Confirm action' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Yes I'm sure" }));
    await waitFor(() => expect(writes.map((w) => w.name)).toEqual(['startDriveToWaypoint']));
  });
});

describe('go-to-pick-drop: the drive to a lab drop-off (ADR 064)', () => {
  const labPlace = { name: 'Harbor Labs Drop-off', address: '88 Howard St, San Francisco, CA 94105' };
  function labStop(status: WaypointStatus): ItineraryData {
    const data = demoItinerary({ now: nowDate() });
    data.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID];
    data.waypoints[2]!.status = status;
    return data;
  }
  const render = (data: ItineraryData, hours: { receivingStart?: string | null; receivingEnd?: string | null }) =>
    renderStep(goToPickDrop.Body, {
      data,
      step: { kind: 'go-to-pick-drop', waypointID: lab.waypointID, title: 'Drive to the drop-off' },
      places: { [lab.waypointID]: { ...labPlace, ...hours } },
      config: SUPPORT,
    });

  test("the place's name and its receiving hours, then Start driving", () => {
    phoneAt(null);
    render(labStop('pending'), { receivingStart: '07:00', receivingEnd: '19:00' });
    const card = screen.getByRole('heading', { name: labPlace.name }).closest('.ui-card') as HTMLElement;
    expect(within(card).getByText('Receives specimens 7:00 AM \u2013 7:00 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start driving' })).toBeTruthy();
  });

  test("a place with no hours receives at any hour; in transit, I've arrived", () => {
    phoneAt(null);
    render(labStop('transit'), { receivingStart: null, receivingEnd: null });
    expect(screen.getByText('Receives specimens at any hour')).toBeTruthy();
    expect(screen.getByRole('button', { name: "I've arrived" })).toBeTruthy();
  });
});
