import { useState } from 'react';

/**
 * A text field's draft that follows `source` (a value from the URL) whenever the source changes,
 * say on Back or after a submit, and otherwise holds what the person is typing. The input keeps
 * its focus, which re-mounting it with a key would take away.
 */
export function useDraft(source: string): [string, (draft: string) => void] {
  const [state, setState] = useState({ source, draft: source });
  if (state.source !== source) {
    setState({ source, draft: source });
    return [source, (draft) => setState({ source, draft })];
  }
  return [state.draft, (draft) => setState({ source, draft })];
}
