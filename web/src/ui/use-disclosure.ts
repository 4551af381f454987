import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether a menu or panel is open: it closes when the page changes, and on Escape, which puts
 * the focus back on the button that opens it (the navigation's menu, the bell).
 */
export function useDisclosure(button: RefObject<HTMLElement | null>): [boolean, Dispatch<SetStateAction<boolean>>] {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const here = location.pathname + location.search;
  const [openedAt, setOpenedAt] = useState(here);
  if (openedAt !== here) {
    setOpenedAt(here);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, button]);
  return [open, setOpen];
}
