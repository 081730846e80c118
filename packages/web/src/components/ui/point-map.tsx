/**
 * Points on a map (dispatch's board, issue 25): visits, nurses' homes and labs, each nurse's day as
 * a line through her stops. Drawn in SVG with a Web Mercator projection; with a tile server's URL
 * template ({z}/{x}/{y}) its tiles are the base map, and with none (the product runs offline by
 * default, architecture.md 7) the points stand on a plain background. Every point has a title, and the
 * figure says what it shows in words, so the map adds to a list rather than replacing it.
 */
import './point-map.css';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'visit' | 'home' | 'lab';
  /** Index of the route colour (a nurse's day); none: not on a route. */
  colour?: number;
}

export interface MapLine {
  id: string;
  colour: number;
  pointIds: readonly string[];
}

export interface PointMapProps {
  label: string;
  points: readonly MapPoint[];
  lines?: readonly MapLine[];
  tileUrl?: string | null;
  width?: number;
  height?: number;
}

const TILE = 256;

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

function tilesFor(url: string, zoom: number, origin: { x: number; y: number }, width: number, height: number) {
  const n = 2 ** zoom;
  const tiles: { key: string; href: string; x: number; y: number }[] = [];
  for (let tx = Math.floor(origin.x / TILE); tx <= Math.floor((origin.x + width) / TILE); tx++)
    for (let ty = Math.floor(origin.y / TILE); ty <= Math.floor((origin.y + height) / TILE); ty++) {
      if (ty < 0 || ty >= n) continue;
      const wrapped = ((tx % n) + n) % n;
      tiles.push({
        key: `${tx}/${ty}`,
        href: url.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)),
        x: tx * TILE - origin.x,
        y: ty * TILE - origin.y,
      });
    }
  return tiles;
}

export function PointMap({ label, points, lines = [], tileUrl = null, width = 640, height = 400 }: PointMapProps) {
  const { zoom, origin, project } = fitProjection(points, width, height);
  const at = new Map(points.map((p) => [p.id, project(p)]));
  return (
    <figure className="ui-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="ui-map__svg">
        <rect width={width} height={height} className="ui-map__ground" />
        {tileUrl
          ? tilesFor(tileUrl, zoom, origin, width, height).map((t) => (
              <image key={t.key} href={t.href} x={t.x} y={t.y} width={TILE} height={TILE} />
            ))
          : null}
        {lines.map((line) => (
          <polyline
            key={line.id}
            className={`ui-map__line ui-map--c${line.colour % 8}`}
            points={line.pointIds
              .map((id) => at.get(id))
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
              {p.kind === 'visit' ? (
                <circle cx={q.x} cy={q.y} r={6} />
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
      <figcaption className="ui-map__caption">
        Circles are visits, squares nurses’ homes, diamonds labs
        {tileUrl ? '' : ' (no base map: set MAP_TILE_URL for one)'}.
      </figcaption>
    </figure>
  );
}
