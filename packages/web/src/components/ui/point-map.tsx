/**
 * Points on a plain drawing (dispatch's board, the live day; ADR 049): visits, nurses' homes, labs and
 * where a nurse was last, each nurse's day as a line through her stops. Drawn in SVG with a Web
 * Mercator projection on a plain background: the product runs offline by default (architecture.md 7).
 * With a tile server configured, route-map.tsx draws a street map instead (ADR 083). Every point has a
 * title, and the figure says what it shows in words, so the map adds to a list rather than replacing it.
 */
import './point-map.css';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  /** `nurse`: where she was when she last shared her position (the live day). */
  kind: 'visit' | 'home' | 'lab' | 'nurse';
  /** Index of the route colour (a nurse's day); none: not on a route. */
  colour?: number;
  /** Its place in the nurse's day (1, 2, …), written on the stop. */
  number?: number;
}

export interface MapLine {
  id: string;
  colour: number;
  pointIds: readonly string[];
  /** The road the car follows, when the routing service gave it (ADR 083); else straight between the points. */
  path?: readonly { lat: number; lng: number }[];
}

export interface PointMapProps {
  label: string;
  points: readonly MapPoint[];
  lines?: readonly MapLine[];
  width?: number;
  height?: number;
  /** What the shapes mean, under the drawing; null for a lone point its text already names (ADR 082). */
  legend?: string | null;
}

const TILE = 256;

/** What the shapes mean, under either map. */
export const MAP_LEGEND =
  'Numbered circles are stops in order, squares nurses’ homes, diamonds labs, rings where a nurse was last.';

/** Web Mercator: a point's pixel at zoom 0 (0..256). */
function mercator(lat: number, lng: number): { x: number; y: number } {
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * TILE, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE };
}

/**
 * The zoom and offset that fit every point in width x height with a margin: a point's pixel is
 * mercator(p) * 2^zoom - origin.
 */
export function fitProjection(
  points: readonly { lat: number; lng: number }[],
  width: number,
  height: number,
  margin = 24,
) {
  if (points.length === 0)
    return { zoom: 10, origin: { x: 0, y: 0 }, project: () => ({ x: width / 2, y: height / 2 }) };
  const m = points.map((p) => mercator(p.lat, p.lng));
  const minX = Math.min(...m.map((p) => p.x));
  const maxX = Math.max(...m.map((p) => p.x));
  const minY = Math.min(...m.map((p) => p.y));
  const maxY = Math.max(...m.map((p) => p.y));
  const span = Math.max((maxX - minX) / (width - 2 * margin), (maxY - minY) / (height - 2 * margin), 1e-9);
  const zoom = Math.max(0, Math.min(17, Math.floor(Math.log2(1 / span))));
  const scale = 2 ** zoom;
  const origin = {
    x: ((minX + maxX) / 2) * scale - width / 2,
    y: ((minY + maxY) / 2) * scale - height / 2,
  };
  const project = (p: { lat: number; lng: number }) => {
    const q = mercator(p.lat, p.lng);
    return { x: q.x * scale - origin.x, y: q.y * scale - origin.y };
  };
  return { zoom, origin, project };
}

export function PointMap({ label, points, lines = [], width = 640, height = 400, legend = MAP_LEGEND }: PointMapProps) {
  const { project } = fitProjection(points, width, height);
  const at = new Map(points.map((p) => [p.id, project(p)]));
  return (
    <figure className="ui-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="ui-map__svg">
        <rect width={width} height={height} className="ui-map__ground" />
        {lines.map((line) => (
          <polyline
            key={line.id}
            className={`ui-map__line ui-map--c${line.colour % 8}`}
            points={(line.path ? line.path.map(project) : line.pointIds.map((id) => at.get(id)))
              .filter((p) => p !== undefined)
              .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
              .join(' ')}
          />
        ))}
        {points.map((p) => {
          const q = at.get(p.id)!;
          const tone = p.colour === undefined ? 'ui-map--none' : `ui-map--c${p.colour % 8}`;
          return (
            <g key={p.id} className={`ui-map__point ui-map__point--${p.kind} ${tone}`}>
              <title>{p.label}</title>
              {p.kind === 'nurse' ? (
                <circle cx={q.x} cy={q.y} r={8} className="ui-map__nurse" />
              ) : p.kind === 'visit' ? (
                <>
                  <circle cx={q.x} cy={q.y} r={p.number === undefined ? 6 : 8} />
                  {p.number === undefined ? null : (
                    <text x={q.x} y={q.y} className="ui-map__number" textAnchor="middle" dominantBaseline="central">
                      {p.number}
                    </text>
                  )}
                </>
              ) : (
                <rect
                  x={q.x - 6}
                  y={q.y - 6}
                  width={12}
                  height={12}
                  transform={p.kind === 'lab' ? `rotate(45 ${q.x} ${q.y})` : undefined}
                />
              )}
            </g>
          );
        })}
      </svg>
      {legend ? <figcaption className="ui-map__caption">{legend}</figcaption> : null}
    </figure>
  );
}
