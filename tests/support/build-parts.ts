import type { Part, PartDoc } from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';

// Parts for PC-build orders in tests, made in the test (never the seeded demo store): each is a
// copy of a demo catalogue part (its category, price, minimum and specifications as the makers
// publish them) under a name of its own, since part names are unique. Together they make a
// compatible computer: AM5 CPU, AM5 DDR5 ATX board, DDR5 kit, two M.2 drives, a SATA drive, an
// RTX 4070 SUPER, 850 W, a mid-tower that fits the card and the cooler; plus the extras.

export const buildTemplates = {
  cpu: 'amd-ryzen-7-7800x3d',
  /** LGA1700: does not fit the AM5 board. */
  intelCpu: 'intel-core-i5-14600k',
  cooler: 'noctua-nh-d15',
  motherboard: 'asus-rog-strix-b650-a',
  memory: 'corsair-vengeance-ddr5-32gb',
  /** DDR4: does not fit the DDR5 board. */
  ddr4Memory: 'kingston-fury-beast-ddr4-16gb',
  ssd: 'samsung-990-pro-2tb',
  ssd2: 'wd-black-sn770-1tb',
  hdd: 'seagate-barracuda-4tb',
  gpu: 'nvidia-geforce-rtx-4070-super',
  psu: 'corsair-rm850x',
  case: 'lian-li-lancool-216',
  monitor: 'lg-ultragear-27gp850',
  keyboard: 'keychron-k8-pro',
  mouse: 'logitech-g502-x',
} as const;

export type BuildTemplate = keyof typeof buildTemplates;

/**
 * A part document like the demo part of `template`, named "<its name> <tag>" (a fresh tag unless
 * given), with `overrides` (stock, price...).
 */
export function buildPartDoc(
  template: BuildTemplate,
  overrides: Partial<PartDoc> = {},
  tag: string = randomUUID().slice(0, 8),
): PartDoc {
  const demo = demoParts.find((part) => part.id === buildTemplates[template]);
  if (!demo) throw new Error(`no demo part ${buildTemplates[template]}`);
  return { ...demo.doc, name: `${demo.doc.name} ${tag}`, ...overrides };
}

/** A part of the seeded demo store, as the API answers it (with its `_id`). */
export function demoPart(id: string): Part {
  const found = demoParts.find((part) => part.id === id);
  if (!found) throw new Error(`no demo part ${id}`);
  return { ...found.doc, _id: found.id };
}
