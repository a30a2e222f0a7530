import type { ImgHTMLAttributes } from 'react';

type Props = {
  src: string;
  width: number;
  /** Square unless given. */
  height?: number;
  /** Empty by default: the part's name is beside the picture, and says what it is. */
  alt?: string;
  /** Off where the picture is on screen from the start (the compare tray and table). */
  lazy?: boolean;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'decoding' | 'style'>;

/**
 * A part's small picture beside its name, in a row, a list or a column. Its width and height are
 * on the element, so its box is sized before it loads and nothing moves when it does; it loads
 * lazily unless `lazy` is off. The place gives its look (`className`).
 */
export function PartThumb({ src, width, height = width, alt = '', lazy = true, ...rest }: Props) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding={rest.decoding}
      style={rest.style}
      className={rest.className}
    />
  );
}
