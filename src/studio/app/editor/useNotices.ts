// The page editor's notices: one banner at a time above the form (saved, restored, pasted, not saved, ...).
// A new message replaces the last, and each can be dismissed.
import { useCallback, useState } from 'react';
import type { Notice } from './page-state.ts';

export function useNotices() {
  // One banner at a time: a new message replaces the last, and each can be dismissed.
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, setNotice, dismiss };
}
