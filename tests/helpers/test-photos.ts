import sharp from "sharp";

/** Strings planted in test photos' metadata; none may survive an upload. */
export const GPS_CANARY = "BARSHELF-GPS-CANARY";
export const EXIF_CANARY = "BARSHELF-EXIF-CANARY";

/**
 * A 64x48 JPEG as a phone writes it: EXIF orientation 6 (shown rotated 90°, so 48x64)
 * and a GPS block with a position.
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc3333" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Pocket 9", Copyright: EXIF_CANARY },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
        GPSMapDatum: GPS_CANARY,
      },
    })
    .toBuffer();
}

/**
 * An upright JPEG of noise (long coded data, with escaped 0xFF bytes) in Display P3, carrying
 * EXIF with a GPS block and XMP, as a lightly compressed photo might: at `quality` 70 or
 * below, its own bytes less the metadata are fewer than a quality-88 re-encode.
 */
export function noisyPhotoJpeg({ quality = 60, progressive = false, width = 120, height = 80 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, progressive })
    .withIccProfile("p3")
    .withExif({ IFD0: { Make: "PhoneCo", Copyright: EXIF_CANARY }, IFD3: { GPSMapDatum: GPS_CANARY } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${GPS_CANARY}</rdf:Description></rdf:RDF></x:xmpmeta>`)
    .toBuffer();
}

export function plainPng(width = 20, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2266aa" } }).png().toBuffer();
}
