import { useState } from 'react';

/**
 * A control's value that follows `source` (a value from the URL) whenever the source changes,
 * say on Back or once a navigation lands, and otherwise holds what the person chose or typed:
 * a checkbox shows its new state at once, before the URL it leads to has rendered, and a text
 * field keeps its focus, which re-mounting it with a key would take away.
 */
export function useDraft<T>(source: T): [T, (draft: T) => void] {
  const [state, setState] = useState({ source, draft: source });
  if (!Object.is(state.source, source)) {
    setState({ source, draft: source });
    return [source, (draft) => setState({ source, draft })];
  }
  return [state.draft, (draft) => setState({ source, draft })];
}
