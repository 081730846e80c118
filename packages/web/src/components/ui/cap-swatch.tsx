/**
 * A tube's cap colour as a round swatch (issue 27): the nurse's scan lists and the office's tubes
 * show the same colour the same way. Hidden from screen readers: the tube's name says its colour.
 */
import type { CSSProperties } from 'react';
import './cap-swatch.css';

export function CapSwatch({ color }: { color: string | null | undefined }) {
  if (!color) return null;
  return <span className="ui-cap-swatch" aria-hidden="true" style={{ '--cap-color': color } as CSSProperties} />;
}
