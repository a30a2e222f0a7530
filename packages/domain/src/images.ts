// Part pictures (POST /images): which files an upload may be. The Add Part form checks the picked
// file against these before sending it; the server checks the bytes it receives, reading their
// type from the content rather than from the name or the declared type.

/** The accepted image types, by the kind the server reads from the bytes. */
export const imageTypes = {
  png: { mime: 'image/png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', label: 'JPEG' },
  webp: { mime: 'image/webp', label: 'WebP' },
  gif: { mime: 'image/gif', label: 'GIF' },
} as const;

export type ImageKind = keyof typeof imageTypes;

const kinds = Object.values(imageTypes);
const labels = kinds.map((kind) => kind.label);

/** The MIME types of the accepted images, e.g. for a file input's `accept`. */
export const imageMimeTypes: readonly string[] = kinds.map((kind) => kind.mime);

/** 'PNG, JPEG, WebP or GIF', for messages. */
export const imageTypesLabel = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;

const maxMegabytes = 5;

/** The largest upload accepted, in bytes. */
export const maxImageBytes = maxMegabytes * 1024 * 1024;

/** The largest upload, for messages: '5 MB'. */
export const maxImageLabel = `${maxMegabytes} MB`;

export function isAcceptedImageType(mime: string): boolean {
  return imageMimeTypes.includes(mime);
}

export function isWithinImageLimit(bytes: number): boolean {
  return bytes <= maxImageBytes;
}

// Where a picture shown in the store may come from. The Content-Security-Policy's `img-src`
// (firebase.json) admits the store itself and exactly these https hosts, so a part or a review
// whose picture lies elsewhere would show a broken image: the API refuses it instead. A test
// (scripts/support/hosting-config.test.ts) keeps the two lists equal.

/**
 * The https hosts of pictures: the image-hosting service of spec §6 (imgbb, whose links are on
 * i.ibb.co) and Google account photos (a review's picture is the reviewer's photo).
 * `*.` admits every subdomain.
 */
export const imageHosts = ['i.ibb.co', '*.googleusercontent.com'] as const;

/** The CSP sources that admit `imageHosts`. */
export const imageHostSources: readonly string[] = imageHosts.map((host) => `https://${host}`);

const storePaths = ['/api/images/', '/images/'];

function isImageHost(hostname: string): boolean {
  return imageHosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host,
  );
}

/**
 * Whether a picture's address is one the store shows: one uploaded here (`/api/images/…`), one
 * bundled with the site (`/images/…`), or an https address on an `imageHosts` host.
 */
export function isShownImageUrl(url: string): boolean {
  const value = url.trim();
  if (storePaths.some((path) => value.startsWith(path))) return !value.includes('//');
  if (!value.startsWith('https://')) return false;
  try {
    const parsed = new URL(value);
    return !parsed.username && !parsed.password && !parsed.port && isImageHost(parsed.hostname);
  } catch {
    return false;
  }
}
