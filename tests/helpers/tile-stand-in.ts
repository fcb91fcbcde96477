import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** A 256x256 PNG of one colour (8-bit greyscale), built by hand: the tiles need no image library. */
function plainPng(grey: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(256 * 257, grey);
  for (let y = 0; y < 256; y++) rows[y * 257] = 0; // filter type per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A local stand-in of a map tile server on 127.0.0.1: `GET /{z}/{x}/{y}.png` answers a plain PNG tile and
 * records the path; `url` is the template MARKETPLACE_MAP_TILES_URL takes.
 */
export async function startTileStandIn() {
  const tile = plainPng(0xe5);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(404).end();
      return;
    }
    requests.push(path);
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': tile.length, 'Cache-Control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
