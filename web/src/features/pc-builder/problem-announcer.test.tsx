import { type BuildProblem, pcBuildCopy } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProblemAnnouncer, problemChanges } from './problem-announcer';

const say = pcBuildCopy.page.announce;

const socket: BuildProblem = {
  severity: 'error',
  rule: 'cpu-socket',
  slots: ['cpu', 'motherboard'],
  parts: ['ryzen', 'b760'],
  message: 'AMD Ryzen 7 7800X3D fits socket AM5, but MSI MAG B760 Tomahawk has socket LGA1700.',
};
const memory: BuildProblem = {
  severity: 'error',
  rule: 'memory-type',
  slots: ['memory', 'motherboard'],
  parts: ['ddr4', 'b760'],
  message: 'Kingston FURY Beast DDR4 16GB is DDR4, but MSI MAG B760 Tomahawk takes DDR5 memory.',
};
const headroom: BuildProblem = {
  severity: 'warning',
  rule: 'psu-headroom',
  slots: ['psu'],
  parts: ['psu'],
  message: 'A 550 W supply leaves less than 30% headroom.',
};

describe('problemChanges', () => {
  it('says each new problem, errors before advice, and nothing when nothing changed', () => {
    expect(problemChanges([], [headroom, socket])).toBe(
      `${say.newError(socket.message)} ${say.newWarning(headroom.message)}`,
    );
    expect(problemChanges([socket], [{ ...socket, parts: [...socket.parts] }])).toBe('');
  });

  it('says a problem fixed while others remain, and that all are gone when none is left', () => {
    expect(problemChanges([socket, memory], [memory])).toBe(say.fixed(socket.message));
    expect(problemChanges([socket, memory], [])).toBe(say.allClear);
  });

  it('says only the change, not the problems that stay', () => {
    const said = problemChanges([socket], [socket, memory]);
    expect(said).toBe(say.newError(memory.message));
    expect(said).not.toContain(socket.message);
  });
});

describe('ProblemAnnouncer', () => {
  const region = () => screen.getByRole('status');

  it('is a polite live region that says nothing about the problems a build loads with', () => {
    const { rerender } = render(<ProblemAnnouncer problems={[]} settled={false} />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    // The parts of a shared link arrive: their problems are on the page, not news.
    rerender(<ProblemAnnouncer problems={[socket]} settled />);
    expect(region()).toHaveTextContent('');
  });

  it('then says each change once, and keeps quiet on renders that change nothing', () => {
    const { rerender } = render(<ProblemAnnouncer problems={[socket]} settled />);
    rerender(<ProblemAnnouncer problems={[socket, memory]} settled />);
    expect(region()).toHaveTextContent(say.newError(memory.message));
    expect(region()).not.toHaveTextContent(socket.message);
    // A render with the same problems (a stock change, say) leaves the text as it was.
    rerender(<ProblemAnnouncer problems={[socket, memory]} settled />);
    expect(region()).toHaveTextContent(say.newError(memory.message));
    rerender(<ProblemAnnouncer problems={[]} settled />);
    expect(region()).toHaveTextContent(say.allClear);
  });
});
