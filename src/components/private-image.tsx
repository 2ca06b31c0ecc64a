/**
 * A photo from the private image route (/object-images/...). A plain <img>, on purpose:
 * next/image would fetch it through /_next/image, which has no session cookie.
 */
export function PrivateImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- private images must not go through /_next/image
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Only our own image route is ever put in an <img> from stored data. */
export function isObjectImageUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith("/object-images/") && !url.includes("..");
}
