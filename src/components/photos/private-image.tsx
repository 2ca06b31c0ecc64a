import { thumbHashToDataURL } from "thumbhash";
import { srcSetFor, type PhotoInfo } from "@/domain/image-sizes";

/** The ThumbHash as a tiny PNG data URL, painted behind the photo until it arrives. */
function placeholderOf(thumbhash: string | null): string | undefined {
  if (!thumbhash) return undefined;
  return thumbHashToDataURL(Uint8Array.from(atob(thumbhash), (c) => c.charCodeAt(0)));
}

/**
 * A photo from the private image route (/object-images/...). A plain <img>, on purpose:
 * next/image would fetch it through /_next/image, which has no session cookie. With the
 * upload's `photo` info it offers the display sizes (`srcset`, chosen by `sizes`: how wide
 * the page shows it), declares the photo's own width and height (so the layout does not
 * jump) and paints its ThumbHash while it loads.
 */
export function PrivateImage({
  src,
  alt,
  width,
  height,
  className,
  photo,
  sizes,
  loading = "lazy",
}: {
  src: string;
  alt: string;
  /** used when the photo's own size is not known */
  width: number;
  height: number;
  className?: string;
  photo?: PhotoInfo;
  /** the `sizes` attribute: the width the page shows the photo at */
  sizes?: string;
  /** "eager" for a photo at the top of the page */
  loading?: "lazy" | "eager";
}) {
  const placeholder = placeholderOf(photo?.thumbhash ?? null);
  const srcSet = photo ? srcSetFor(src, photo) : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- private images must not go through /_next/image
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={photo?.width ?? width}
      height={photo?.height ?? height}
      className={className}
      loading={loading}
      decoding="async"
      style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" } : undefined}
    />
  );
}

/** Only our own image route is ever put in an <img> from stored data. */
export function isObjectImageUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith("/object-images/") && !url.includes("..");
}
