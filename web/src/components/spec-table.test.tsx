import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Part } from '@cps/domain';
import { SpecTable } from './spec-table';

const base: Part = {
  _id: 'p1',
  name: 'Corsair RM850x',
  description: 'A power supply.',
  price: 139,
  img: '/images/parts/corsair-rm850x.svg',
  minimumOrderQuanity: 1,
  availableQuanity: 5,
  category: 'power-supplies',
};

describe('SpecTable', () => {
  it('shows each group as a table of labelled values', () => {
    render(<SpecTable part={{ ...base, specs: { wattage: 850, modular: 'Full' } }} />);
    const power = screen.getByRole('table', { name: 'Power' });
    expect(within(power).getByRole('rowheader', { name: 'Wattage' })).toBeInTheDocument();
    expect(within(power).getByRole('cell', { name: '850 W' })).toBeInTheDocument();
    const features = screen.getByRole('table', { name: 'Features' });
    expect(within(features).getByRole('cell', { name: 'Full' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
  });

  it('shows nothing for a part written before specifications', () => {
    const { container } = render(<SpecTable part={base} />);
    expect(container).toBeEmptyDOMElement();
  });
});
