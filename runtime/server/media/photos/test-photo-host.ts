import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

const width = 3000;
const height = 2000;
const raw = { raw: { width, height, channels: 3 as const } };

/**
 * A camera-size scene in raw pixels: soft shapes (a tiny noise field blown up) with a fine grain
 * on top, so encoders work about as hard as on a real photo.
 */
async function scene(): Promise<Buffer> {
  const field = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: "#3a6ea5",
      noise: { type: "gaussian", mean: 120, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(field).resize({ width, height, kernel: "cubic" }).raw().toBuffer();
}

async function makeCameraPhotos() {
  const pixels = await scene();
  const jpeg = await sharp(pixels, raw).jpeg({ quality: 92 }).toBuffer();
  return {
    jpeg,
    png: await sharp(pixels, raw).png().toBuffer(),
    sideways: await sharp(pixels, raw).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    /** Uncompressed: a valid photo several times the size of the others. */
    tiff: await sharp(pixels, raw).tiff({ compression: "none" }).toBuffer(),
    /** The first third of the JPEG: what a dropped connection leaves. */
    truncated: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
  };
}

let madeCameraPhotos: ReturnType<typeof makeCameraPhotos> | undefined;
/**
 * Large test photos: 3000 by 2000 JPEG, PNG and TIFF, and a JPEG stored on its side (EXIF 6).
 * Made once for all the test files of a worker: they are read, never changed.
 */
export function cameraPhotos() {
  madeCameraPhotos ??= makeCameraPhotos();
  return madeCameraPhotos;
}

type Answer = (response: ServerResponse, path: string) => void;

/**
 * A real HTTP photo host on 127.0.0.1 answering each path with its handler, counting the
 * requests each path gets. Requests it holds open (timeouts) end when it closes.
 */
export async function photoHost(routes: Record<string, Answer>) {
  const requests = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const answer = routes[path];
    if (answer) answer(response, path);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    fetches: (path: string) => requests.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendBytes =
  (type: string, bytes: Buffer): Answer =>
  (response) =>
    response.writeHead(200, { "content-type": type, "content-length": bytes.length }).end(bytes);
