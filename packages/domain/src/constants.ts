/** Business constants of requirements.md section 9. */
export const RELEASE_ID = '25.10.6';
export const SHIFT_PAGE_SIZE = 20;
/** The nurse's most offers one call answers (requirements.md 9 pages by 20). */
export const SHIFT_OFFERS_MAX_LIMIT = 100;
export const BATCH_SIZE = 50;
/** The longest barcode a scan or a record takes. */
export const BARCODE_MAX_LENGTH = 200;
export const LOCATION_PERMISSION_POLL_MS = 3_000;
export const LOCATION_DENIAL_MESSAGE_MS = 2_400;
export const ROUTE_LOADING_DELAY_MS = 500;
export const ROUTE_LOADING_DELAY_FROM_LOGIN_MS = 0;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HMAC_KEY_CACHE_MS = 24 * 60 * 60 * 1000;
export const INTERVIEW_CALENDAR_HEIGHT_PX = 1900;

/** Field checks (requirements.md 4, 5, 7 and 9). */
/** A location record is written once this long has passed since the last one... */
export const LOCATION_WRITE_INTERVAL_MS = 300_000;
/** ...or once the nurse has moved more than this many metres. */
export const LOCATION_WRITE_DISTANCE_M = 100;
/** A nurse more than this many metres from a waypoint is far from it (location deviation). */
export const FAR_FROM_WAYPOINT_M = 1_000;
/** Transit check: an ETA more than this before the scheduled start is too early (blocks). */
export const TRANSIT_TOO_EARLY_MS = 2 * 60 * 60 * 1000;
/** Transit check: an ETA more than this before the start is early (requirements.md's "0.33 hour" read as 20 minutes). */
export const TRANSIT_EARLY_MS = 20 * 60 * 1000;
/** Transit check: an ETA after the start by at most this is late; beyond it, too late (blocks). */
export const TRANSIT_LATE_MS = 30 * 60 * 1000;
/** "Check in available" shows within this long before an accepted shift starts. */
export const CHECK_IN_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Check-in itself opens this long before the shift starts; preparing for it opens with the note above (ADR 077). */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * 60 * 1000;
/** Browser geolocation time-outs (requirements.md 7): the watch, and the one-off high-accuracy read. */
export const GEOLOCATION_WATCH_TIMEOUT_MS = 30_000;
export const GEOLOCATION_ONE_OFF_TIMEOUT_MS = 5_000;
/** Longest decline reason accepted (design: the requirements.md gives no limit). */
export const DECLINE_REASON_MAX_LENGTH = 500;

/** Feature flags the server reads as the caller sees them (with their QA overrides). */
/** Turns supply preparation off: check-in needs no scanned supplies (requirements.md 2.3, 9). */
export const SUPPLY_PREPARATION_DISABLED_FLAG = 'supplyPreparationDisabled';
/** Turns transit blocking off: too early and too late only warn (requirements.md 4). */
export const TRANSIT_BLOCKING_DISABLED_FLAG = 'transitBlockingDisabled';
/** Lets check-in open at any time before the shift, not only an hour before (a QA override, ADR 077). */
export const CHECK_IN_WINDOW_DISABLED_FLAG = 'checkInWindowDisabled';

/** The nurse's scan data (getNurseScanData, ADR 022) is refreshed this often: her items change only when she scans or restocks. */
export const SCAN_DATA_STALE_MS = 5 * 60_000;

/** A step its scan completed moves on by itself after this long: long enough to see the tick (issue 13). */
export const SCAN_AUTO_ADVANCE_MS = 700;
