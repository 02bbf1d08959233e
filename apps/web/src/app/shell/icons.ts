/** Path data of the shell's icons (see shared/ui/icon.tsx). */
export const SHELL_ICONS = {
  service: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  cv: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  interview: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  record: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  favorites: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  language: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
} as const;
