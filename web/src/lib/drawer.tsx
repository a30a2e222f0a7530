import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface Drawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

const DrawerContext = createContext<Drawer>({ open: false, toggle: () => {}, close: () => {} });

/** The dashboard side menu's open state, shared by the navbar toggle and the dashboard layout. */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): Drawer {
  return useContext(DrawerContext);
}
