import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { PartThumb } from './part-thumb';

const picture = (ui: ReactElement) => render(ui).container.querySelector('img')!;

describe("a part's small picture", () => {
  it('is decorative, square, sized before it loads and lazy unless told', () => {
    const img = picture(<PartThumb src="/images/parts/cpu.svg" width={48} className="h-12 w-12" />);
    expect(img).toHaveAttribute('src', '/images/parts/cpu.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('class', 'h-12 w-12');
  });

  it("keeps a place's own name, height and decoding, and loads at once where it is on screen", () => {
    const img = picture(
      <PartThumb
        src="/a.svg"
        alt="RTX 4070"
        width={48}
        height={36}
        lazy={false}
        decoding="async"
      />,
    );
    expect(img).toHaveAttribute('alt', 'RTX 4070');
    expect(img).toHaveAttribute('height', '36');
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});
