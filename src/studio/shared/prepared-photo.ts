// A photo made ready to keep, as both backends answer it: upright, without its camera data, at most
// maxStoredWidth wide, in its own format (the local server makes it with sharp, the studio on the web
// with the browser's canvas).

/** The photo's bytes (a Buffer on the local server) and its size in pixels. */
export interface PreparedPhoto<Bytes extends Uint8Array = Uint8Array> {
  bytes: Bytes;
  width: number;
  height: number;
}
