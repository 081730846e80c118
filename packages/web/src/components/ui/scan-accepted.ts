/**
 * Told of every accepted scan of the Scanners inside it: a frame (the itinerary step) uses it to
 * move on by itself when the scan completed the step (issue 13.3). Its own file, so a frame that
 * provides it does not load the scanner.
 */
import { createContext } from 'react';

export const ScanAccepted = createContext<(() => void) | null>(null);
