/** Business constants of SPEC.md section 9. */
export const RELEASE_ID = '25.10.6';
export const SHIFT_PAGE_SIZE = 20;
export const BATCH_SIZE = 50;
export const LOCATION_PERMISSION_POLL_MS = 3_000;
export const LOCATION_DENIAL_MESSAGE_MS = 2_400;
export const ROUTE_LOADING_DELAY_MS = 500;
export const ROUTE_LOADING_DELAY_FROM_LOGIN_MS = 0;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HMAC_KEY_CACHE_MS = 24 * 60 * 60 * 1000;
export const INTERVIEW_CALENDAR_HEIGHT_PX = 1900;
