/**
 * The map tile server of the end-to-end run (ADR 083): MAP_TILE_URL points the product at this
 * process, which answers every /tiles/{z}/{x}/{y}.png with the same plain 256×256 PNG, as a tile
 * server does for an empty square. The journeys then see the street map load its tiles through the
 * page's policy (img-src names the tile host) and draw each nurse's route over them.
 */
import http from 'node:http';
import { deflateSync } from 'node:zlib';

const SIZE = 256;

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes) {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey square, as a street-less tile: 8-bit greyscale, each row a filter byte then its pixels. */
function tile() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(SIZE * (SIZE + 1), 0xe5);
  for (let y = 0; y < SIZE; y++) rows[y * (SIZE + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = tile();
const port = Number(process.env.E2E_TILE_PORT);
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'max-age=3600' });
    return res.end(png);
  }
  // Playwright's readiness check, and anything else.
  res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' });
  res.end(req.url === '/' ? 'tiles' : 'not a tile');
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
