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
