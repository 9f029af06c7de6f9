import { useCallback, useReducer } from 'react';

// Undo and redo over whole page states (the editor's undo; a page's versions are ../history/). Typing into one field makes many changes a second; changes less
// than `mergeMs` apart are one step, so undo takes back a word or a burst of typing, not one letter.
const mergeMs = 800;

interface State<T> {
  past: T[];
  present: T;
  future: T[];
  at: number;
}

type Action<T> =
  | { type: 'set'; update: (present: T) => T; at: number }
  | { type: 'step'; update: (present: T) => T }
  | { type: 'reset'; value: T }
  | { type: 'undo' }
  | { type: 'redo' };

function reducer<T>(state: State<T>, action: Action<T>): State<T> {
  switch (action.type) {
    case 'reset':
      return { past: [], present: action.value, future: [], at: 0 };
    case 'set': {
      const value = action.update(state.present);
      if (JSON.stringify(value) === JSON.stringify(state.present)) return state;
      return action.at - state.at < mergeMs && state.past.length
        ? { ...state, present: value, future: [], at: action.at }
        : { past: [...state.past, state.present].slice(-200), present: value, future: [], at: action.at };
    }
    case 'step': {
      // A step of its own (a move, a paste): never merged with typing just before or just after it.
      const value = action.update(state.present);
      return value === state.present ? state : { past: [...state.past, state.present].slice(-200), present: value, future: [], at: 0 };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      return previous === undefined
        ? state
        : { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], at: 0 };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      return next === undefined ? state : { past: [...state.past, state.present], present: next, future: rest, at: 0 };
    }
  }
}

export function useHistory<T>(initial: T) {
  const [state, dispatch] = useReducer(reducer<T>, { past: [], present: initial, future: [], at: 0 });
  return {
    value: state.present,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    set: useCallback((value: T) => dispatch({ type: 'set', update: () => value, at: Date.now() }), []),
    /** An edit made from the value as it is then (typing, merged as `set` is). */
    edit: useCallback((update: (present: T) => T) => dispatch({ type: 'set', update, at: Date.now() }), []),
    /** Changes the page from what it is now, as one step that Undo takes back whole. */
    step: useCallback((update: (present: T) => T) => dispatch({ type: 'step', update }), []),
    reset: useCallback((value: T) => dispatch({ type: 'reset', value }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
  };
}
